import { BotClient, HttpError } from '../../apps/server/src/testing/bot-client';
import type { RecordedVisit } from './record-visit';
import { VisitReplay, type ReplayResult } from './replay-visit';
import { settings, within } from './settings';
import type { Traffic } from './traffic';

/** A bot whose every API answer is counted (by status class) for the lesson's verdict. */
export class CountedBot extends BotClient {
  constructor(
    username: string,
    character: string,
    private readonly traffic: Traffic,
    baseUrl: string = settings.serverUrl,
  ) {
    super(baseUrl, username, character, false);
  }

  override async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> {
    const what = `${method} ${path}`;
    try {
      const answer = await within(
        super.call<T>(method, path, body),
        settings.deadlines.request,
        what,
      );
      this.traffic.note('bots', 200, what);
      return answer;
    } catch (error) {
      if (error instanceof HttpError) this.traffic.note('bots', error.status, what);
      else this.traffic.fail('bots', what, error);
      throw error;
    }
  }

  /** What the socket brought: messages and their JSON size (the wire adds a little framing). */
  readonly pushed = { messages: 0, bytes: 0 };
  /** The socket took longer than BotClient's 10 s to get into the room. */
  slowSocket = false;

  /**
   * Connects the socket and joins the room; socket errors afterwards are counted. On a crowded
   * link the handshake can take longer than BotClient's 10 s: the socket keeps trying (and asks
   * to join on connecting), so its room confirmation is awaited a while longer.
   */
  async connectCounted(sessionId: string): Promise<void> {
    await this.connect(sessionId).catch(async () => {
      const socket = this.socket;
      if (!socket) throw new Error(`${this.username}: no socket`);
      this.slowSocket = true;
      const joined = new Promise((resolve) => socket.once('roomJoined', resolve));
      await within(joined, settings.deadlines.request, `${this.username} joining the room`);
    });
    this.socket?.onAny((_event: string, payload: unknown) => {
      this.pushed.messages += 1;
      this.pushed.bytes += JSON.stringify(payload ?? null).length;
    });
    this.socket?.on('connect_error', (error) => this.traffic.fail('bots', 'socket', error));
  }
}

/** Looks the room code up and joins that session, as the room-entry screen does. */
export async function joinByRoomCode(bot: CountedBot, roomCode: string): Promise<string> {
  const session = await bot.call<{ _id: string }>('GET', `/api/game-sessions/room/${roomCode}`);
  await bot.call('POST', `/api/game-sessions/${session._id}/join`, {
    userId: bot.userId,
    username: bot.username,
  });
  return session._id;
}

/**
 * A student without a browser: replays the recorded first visit (public pages, then the pages
 * after sign-up with their own token), signs up and logs in, joins with the room code, and
 * connects the socket as the game screens do.
 */
export async function arriveAsBot(
  visit: RecordedVisit,
  traffic: Traffic,
  bot: CountedBot,
  roomCode: string,
): Promise<ReplayResult> {
  const replay = new VisitReplay(visit, traffic);
  const deadline = setTimeout(() => {
    // Too late: stop downloading and leave, so a lost student does not crowd the others.
    replay.close();
    bot.close();
  }, settings.deadlines.arrival);
  try {
    await replay.replay(['public'], undefined);
    await bot.signIn();
    const who = { token: bot.token, userId: bot.userId, username: bot.username };
    await replay.replay(['signup', 'role-page'], who);
    const sessionId = await joinByRoomCode(bot, roomCode);
    await bot.connectCounted(sessionId);
    return replay.result();
  } finally {
    clearTimeout(deadline);
    replay.close();
  }
}
