import { io, type Socket } from 'socket.io-client';

type Json = Record<string, unknown>;
export type Received = { event: string; payload: unknown; at: number };

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
  private joinedRoom = false;
  private listeners: Array<() => void> = [];

  /** `record: false` keeps only the latest view (a benchmark's thousands of bots). */
  constructor(
    readonly baseUrl: string,
    readonly username: string,
    readonly character: string,
    private readonly record = true,
  ) {}

  async call<T = Json>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        'accept-language': 'en',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await response.json()) as T;
    if (this.record) {
      this.answers.push({ event: `http ${method} ${path}`, payload: data, at: Date.now() });
    }
    if (!response.ok) throw new HttpError(response.status, data as Json);
    return data;
  }

  /** Registers (if needed) and logs in with this bot's card. */
  async signIn(): Promise<void> {
    const email = `${this.username}@bots.test`;
    const password = 'bot-password-1';
    await this.call('POST', '/api/auth/register', {
      username: this.username,
      email,
      password,
      character: this.character,
    }).catch((error: unknown) => {
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    });
    const login = await this.call<{ token: string; user: { _id: string } }>(
      'POST',
      '/api/auth/login',
      {
        email,
        password,
        character: this.character,
      },
    );
    this.token = login.token;
    this.userId = login.user._id;
  }

  /** Connects the socket (polling then websocket, as the web app does) and joins the room. */
  async connect(sessionId: string): Promise<void> {
    const socket = io(this.baseUrl, {
      auth: { token: this.token },
      transports: ['polling', 'websocket'],
      timeout: 10_000,
      reconnection: true,
    });
    this.socket = socket;
    socket.onAny((event: string, payload: unknown) => {
      if (this.record) this.received.push({ event, payload, at: Date.now() });
      if (event === 'roomJoined') this.joinedRoom = true;
      if (event === 'session:state') {
        const { view, version } = payload as { view: Json; version: number };
        if (version >= this.latestVersion) {
          this.latestVersion = version;
          this.latestView = view;
        }
      }
      for (const listener of this.listeners) listener();
    });
    // Rejoin the room after every reconnect.
    socket.on('connect', () => socket.emit('joinRoom', sessionId));
    await this.until(() => this.joinedRoom, 10_000);
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
  }
}
