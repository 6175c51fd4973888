import { io, type Socket } from 'socket.io-client';
import { receiveSeatPush, type HeldView, type SeatPush } from '@ecoscha/game';
import { PhoneConnection, type HttpAnswer } from './phone-connection';

type Json = Record<string, unknown>;
/** A message as it arrived; a seat's push also with the view it made (`view`). */
export type Received = { event: string; payload: unknown; at: number; view?: Json };
/** A call a polling screen repeats, and how often; `screen` names the page that repeats it. */
export type Poll = { screen: string; path: string; everyMs: number };

/**
 * Each phone inflates its own messages; the bots of a whole bench share one process, where `ws`
 * inflates 10 messages at a time for all of them by default. Thousands of bots would then wait
 * for each other, a queue no class has.
 */
const BOT_INFLATE = { threshold: 1024, concurrencyLimit: 4096 } as { threshold: number };

/** Every bot's password (bots sign up with their card's username and this). */
export const BOT_PASSWORD = 'bot-password-1';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string; message?: string },
  ) {
    super(`${status} ${body.code ?? ''} ${body.message ?? ''}`);
  }
}

/**
 * One user as the outside world sees the server: HTTP calls with a bearer token and a socket.
 * Every answer and every pushed message is kept, so tests can scan them for leaked secrets.
 */
export class BotClient {
  token = '';
  userId = '';
  socket: Socket | undefined;
  readonly received: Received[] = [];
  /** Every HTTP answer, as `{ event: 'http', payload, at }`. */
  readonly answers: Received[] = [];
  latestView: Json | undefined;
  latestVersion = 0;
  /** For each pushed view: how long it took from the server's send until this bot read it. */
  transitMs: number[] = [];
  /** Patches that did not fit the view this socket held (each made it join again): never, in order. */
  unfitPatches = 0;
  /** What this bot's socket holds: the view its pushes made (whole, then patched). */
  private held: HeldView<Json & { players: unknown[] }> | undefined;
  private joinedRoom = false;
  private listeners: Array<() => void> = [];
  private stopPolling: (() => void) | undefined;
  /** This phone's own connections (a bench's bots share no pool). */
  private readonly connection = new PhoneConnection();

  /** `record: false` keeps only the latest view (a benchmark's thousands of bots). */
  constructor(
    readonly baseUrl: string,
    readonly username: string,
    readonly character: string,
    private readonly record = true,
  ) {}

  /**
   * One HTTP call on this bot's own connections, as a phone makes it: JSON, the bot's token,
   * English; `headers` adds to those.
   */
  send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    return this.connection.send(
      method,
      `${this.baseUrl}${path}`,
      {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        'accept-language': 'en',
        ...headers,
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
  }

  async call<T = Json>(method: string, path: string, body?: unknown): Promise<T> {
    const { status, data, text } = await this.send(method, path, body);
    if (data === undefined)
      throw new SyntaxError(`${method} ${path}: not JSON: ${text.slice(0, 80)}`);
    if (this.record) {
      this.answers.push({ event: `http ${method} ${path}`, payload: data, at: Date.now() });
    }
    if (status < 200 || status > 299) throw new HttpError(status, data as Json);
    return data as T;
  }

  /** Registers (if needed) and logs in with this bot's card. */
  async signIn(): Promise<void> {
    const email = `${this.username}@bots.test`;
    await this.call('POST', '/api/auth/register', {
      username: this.username,
      email,
      password: BOT_PASSWORD,
      character: this.character,
    }).catch((error: unknown) => {
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    });
    const login = await this.call<{ token: string; user: { _id: string } }>(
      'POST',
      '/api/auth/login',
      {
        email,
        password: BOT_PASSWORD,
        character: this.character,
      },
    );
    this.token = login.token;
    this.userId = login.user._id;
  }

  /** Connects the socket (polling then websocket, as the web app does) and joins the room. */
  async connect(sessionId: string): Promise<void> {
    this.joinedRoom = false;
    this.latestView = undefined;
    this.latestVersion = 0;
    const socket = io(this.baseUrl, {
      auth: { token: this.token },
      transports: ['polling', 'websocket'],
      timeout: 10_000,
      reconnection: true,
      perMessageDeflate: BOT_INFLATE,
    });
    this.socket = socket;
    socket.onAny((event: string, payload: unknown) => {
      const received: Received = { event, payload, at: Date.now() };
      if (this.record) this.received.push(received);
      if (event === 'roomJoined') this.joinedRoom = true;
      if (event === 'session:state') {
        const push = payload as SeatPush<Json & { players: unknown[] }> & { serverTime: number };
        // One clock on one machine: from the server's send to this bot's handling of it.
        this.transitMs.push(Date.now() - push.serverTime);
        this.held = receiveSeatPush(this.held, push);
        if (!this.held) {
          this.unfitPatches += 1;
          socket.emit('leaveRoom', sessionId);
          socket.emit('joinRoom', sessionId);
        } else {
          received.view = this.held.view;
          if (this.held.version >= this.latestVersion) {
            this.latestVersion = this.held.version;
            this.latestView = this.held.view;
          }
        }
      }
      for (const listener of this.listeners) listener();
    });
    // Rejoin the room after every reconnect: the server sends the whole view again.
    socket.on('disconnect', () => (this.held = undefined));
    socket.on('connect', () => socket.emit('joinRoom', sessionId));
    await this.until(() => this.joinedRoom, 10_000);
  }

  /**
   * Instead of a socket, as the original web app did: repeats the calls of the screen the latest
   * view shows (`pollsFor`), each at its interval; a new screen makes its first calls at once.
   * An answer to the session's own GET becomes the latest view.
   */
  async startPolling(sessionId: string, pollsFor: (view: Json | undefined) => Poll[]) {
    this.latestView = undefined;
    this.latestVersion = 0;
    const sessionPath = `/api/game-sessions/${sessionId}`;
    const due = new Map<string, number>();
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    this.stopPolling = () => {
      stopped = true;
      clearTimeout(timer);
    };
    const fetchOne = async (path: string) => {
      const answer = await this.call<Json>('GET', path).catch(() => undefined);
      if (stopped || path !== sessionPath || !answer) return;
      this.latestVersion += 1;
      this.latestView = answer;
      for (const listener of this.listeners) listener();
    };
    const screenPolls = () =>
      new Map(
        pollsFor(this.latestView).map((poll) => [
          `${poll.screen} ${poll.path} ${poll.everyMs}`,
          poll,
        ]),
      );
    const tick = async () => {
      const polls = screenPolls();
      for (const key of due.keys()) if (!polls.has(key)) due.delete(key);
      const now = performance.now();
      const calls: Array<Promise<void>> = [];
      for (const [key, poll] of polls) {
        if ((due.get(key) ?? now) > now) continue;
        due.set(key, now + poll.everyMs);
        calls.push(fetchOne(poll.path));
      }
      await Promise.all(calls);
      if (stopped) return;
      // The next call due; a screen just reached (not yet in `due`) calls at once.
      const next = Math.min(...[...screenPolls().keys()].map((key) => due.get(key) ?? 0));
      // A screen that polls nothing (the game is over) is left.
      if (Number.isFinite(next)) {
        timer = setTimeout(() => void tick(), Math.max(0, next - performance.now()));
      }
    };
    await tick();
  }

  /** Resolves when `condition` holds, checked on every message; rejects after `timeoutMs`. */
  until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!condition()) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`${this.username}: condition not met within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== check);
      };
      this.listeners.push(check);
    });
  }

  phase(): string | undefined {
    return (this.latestView?.currentPhase as string | undefined) ?? undefined;
  }

  close(): void {
    this.socket?.close();
    this.stopPolling?.();
    this.connection.close();
  }
}
