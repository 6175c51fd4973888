import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BotClient } from '../testing/bot-client';
import { BOT_LIMITS, useTestApp, listen } from '../testing/test-app';
import { testSocket } from '../testing/test-socket';

let url: string;
let guide: BotClient;
let sessionId: string;
const sockets: Socket[] = [];
let counter = 0;

const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  url = await listen(t);
  guide = await signedIn('sustainability_guide');
  const session = await guide.call<{ _id: string }>('POST', '/api/game-sessions', {
    moderatorId: guide.userId,
    moderatorUsername: guide.username,
  });
  sessionId = session._id;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
});
afterEach(() => vi.restoreAllMocks());

async function signedIn(card = 'asep_eco_citizen'): Promise<BotClient> {
  counter += 1;
  const bot = new BotClient(url, `budget${counter}${Date.now().toString(36)}`, card);
  await bot.signIn();
  return bot;
}

type Heard = { event: string; payload: { code?: string; sessionId?: string } };
/** A socket of `token`'s account that keeps every event it hears. */
function open(token: string): { socket: Socket; heard: Heard[]; closed: Promise<string> } {
  const socket = testSocket(url, token);
  sockets.push(socket);
  const heard: Heard[] = [];
  socket.onAny((event: string, payload: Heard['payload']) => heard.push({ event, payload }));
  const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  return { socket, heard, closed };
}
const connected = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (socket.connected) return resolve('connected');
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });
/** Resolves when `heard` holds an event that `matches` (polled every 20 ms, at most 10 s). */
async function hears(heard: Heard[], matches: (h: Heard) => boolean): Promise<Heard> {
  for (let i = 0; i < 500; i += 1) {
    const found = heard.find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not heard; heard ${JSON.stringify(heard.slice(-3))}`);
}
const errorCode = (code: string) => (h: Heard) =>
  h.event === 'session:error' && h.payload.code === code;

describe('socket budgets', () => {
  it('drop a joinRoom flood, tell the sender, cut it off and keep it out for a while', async () => {
    const attacker = await signedIn();
    const { socket, heard, closed } = open(attacker.token);
    await connected(socket);
    const reads = vi.spyOn(t.app.sessions, 'loadWithVersion');
    for (let i = 0; i < 400; i += 1) socket.emit('joinRoom', sessionId);
    await hears(heard, errorCode('SOCKET_RATE_LIMITED'));
    await hears(heard, errorCode('SOCKET_CUT_OFF'));
    expect(await closed).toBe('io server disconnect');
    // Only the events within the budget reached the handler (20 at once, then 5 a second).
    expect(reads.mock.calls.length).toBeLessThan(40);

    const again = open(attacker.token);
    expect(await connected(again.socket)).toBe('SOCKET_CUT_OFF');

    // Everybody else goes on.
    const guideSocket = open(guide.token);
    guideSocket.socket.emit('joinRoom', sessionId);
    await hears(guideSocket.heard, (h) => h.event === 'session:state');
    guideSocket.socket.close();
  });

  it('drop a flood of unknown events the same way', async () => {
    const attacker = await signedIn();
    const { socket, heard, closed } = open(attacker.token);
    await connected(socket);
    for (let i = 0; i < 400; i += 1) socket.emit(`nonsense${i}`, { i });
    await hears(heard, errorCode('SOCKET_CUT_OFF'));
    expect(await closed).toBe('io server disconnect');
  });

  it('answer a repeated joinRoom for a joined room without reading the database', async () => {
    const { socket, heard } = open(guide.token);
    socket.emit('joinRoom', sessionId);
    await hears(heard, (h) => h.event === 'session:state');
    const reads = vi.spyOn(t.app.sessions, 'loadWithVersion');
    for (let i = 0; i < 5; i += 1) socket.emit('joinRoom', sessionId);
    await hears(heard, () => heard.filter((h) => h.event === 'roomJoined').length === 6);
    expect(reads).not.toHaveBeenCalled();
    socket.close();
  });

  it('refuse an unknown session with one database read, however often it is asked for', async () => {
    const stranger = await signedIn();
    const { socket, heard } = open(stranger.token);
    const unknown = randomUUID();
    const reads = vi.spyOn(t.app.sessions, 'loadWithVersion');
    for (let i = 0; i < 10; i += 1) socket.emit('joinRoom', unknown);
    await hears(heard, () => heard.filter(errorCode('SESSION_NOT_FOUND')).length === 10);
    expect(reads).toHaveBeenCalledTimes(1);
    socket.close();
  });

  it("keep an account's newest three sockets in a room and tell the oldest why it left", async () => {
    const player = await signedIn();
    await player.call('POST', `/api/game-sessions/${sessionId}/join`, { userId: player.userId });
    const phones = [0, 1, 2, 3].map(() => open(player.token));
    for (const phone of phones) {
      phone.socket.emit('joinRoom', sessionId);
      await hears(phone.heard, (h) => h.event === 'session:state');
    }
    const [oldest, ...newest] = phones;
    expect(await hears(oldest?.heard ?? [], errorCode('SOCKET_REPLACED'))).toMatchObject({
      payload: { sessionId },
    });
    const rooms = await t.app.io.in(`session:${sessionId}`).fetchSockets();
    const ids = rooms.map((s) => s.id);
    expect(ids).not.toContain(oldest?.socket.id);
    for (const phone of newest) expect(ids).toContain(phone.socket.id);
    for (const phone of phones) phone.socket.close();
  });

  it('refuse an account opening sockets faster than a phone reconnects, at the handshake', async () => {
    const owner = await signedIn();
    const opened = Array.from({ length: 30 }, () => open(owner.token));
    const outcomes = await Promise.all(opened.map((each) => connected(each.socket)));
    expect(outcomes.filter((o) => o === 'connected').length).toBeLessThanOrEqual(22);
    expect(outcomes).toContain('SOCKET_RATE_LIMITED');
    for (const each of opened) each.socket.close();
    // Another account is not affected.
    const other = await signedIn();
    expect(await connected(open(other.token).socket)).toBe('connected');
  });

  it('keep at most ten sockets per account: a new one closes the oldest', async () => {
    const owner = await signedIn();
    const opened = Array.from({ length: 12 }, () => open(owner.token));
    for (const each of opened) await connected(each.socket);
    for (const each of opened.slice(0, 2)) {
      await hears(each.heard, errorCode('TOO_MANY_CONNECTIONS'));
      expect(await each.closed).toBe('io server disconnect');
    }
    for (const each of opened.slice(2)) expect(each.socket.connected).toBe(true);
    for (const each of opened) each.socket.close();
  });
});
