import {
  API,
  pathTo,
  ScreenStateResponseSchema,
  SOCKET_EVENTS,
  type ClientToServerEvents,
  type ScreenPresencePayload,
  type ScreenStatePayload,
  type ServerToClientEvents,
  type SessionErrorPayload,
} from '@ecoscha/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOT_LIMITS,
  createAccount,
  useTestApp,
  listen,
  type Account,
} from '../../testing/test-app';
import { testSocket } from '../../testing/test-socket';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let url: string;
const sockets: ClientSocket[] = [];

const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  url = await listen(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
});

const auth = (a: Account) => ({ authorization: `Bearer ${a.token}` });

async function openSession() {
  const guide = await createAccount(t.app, 'sustainability_guide');
  const villain = await createAccount(t.app, 'mang_karwa_waste_villain');
  const citizen = await createAccount(t.app, 'asep_eco_citizen');
  const created = await t.app.inject({
    method: 'POST',
    url: API.sessions.create,
    headers: auth(guide),
    payload: { moderatorId: guide.userId },
  });
  const id = created.json<{ _id: string }>()._id;
  for (const p of [villain, citizen]) {
    await t.app.inject({
      method: 'POST',
      url: pathTo(API.sessions.join, { id }),
      headers: auth(p),
      payload: { userId: p.userId },
    });
  }
  return { guide, villain, citizen, id };
}

/** Resolves with the first message of `event` that satisfies `test`. */
function next<T>(socket: ClientSocket, event: string, test: (payload: T) => boolean = () => true) {
  return new Promise<T>((resolve) => {
    const listener = (payload: T) => {
      if (!test(payload)) return;
      socket.off(event as never, listener as never);
      resolve(payload);
    };
    socket.on(event as never, listener as never);
  });
}

async function socketOf(who: Account): Promise<ClientSocket> {
  const socket: ClientSocket = testSocket(url, who.token);
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return socket;
}

const joinAsProjector = (socket: ClientSocket, sessionId: string) =>
  socket.emit(SOCKET_EVENTS.joinRoom, { sessionId, viewer: 'projector' });

describe('the projector screen over HTTP', () => {
  it('answers the session’s guide with the projector view and who is connected', async () => {
    const { guide, villain, id } = await openSession();
    const res = await t.app.inject({
      url: pathTo(API.sessions.screen, { id }),
      headers: auth(guide),
    });
    expect(res.statusCode).toBe(200);
    const body = ScreenStateResponseSchema.parse(res.json());
    expect(body.view.viewer).toEqual({ isProjector: true });
    expect(body.view.players.map((p) => p.userId)).toContain(villain.userId);
    expect(body.view.players.every((p) => p.roleId === undefined)).toBe(true);
    expect(body.connectedUserIds).toEqual([]);
    expect(res.body).not.toContain('waste_villain');
  });

  it('refuses a player of the session, another guide and a stranger with 403', async () => {
    const { citizen, id } = await openSession();
    const otherGuide = await createAccount(t.app, 'sustainability_guide');
    const stranger = await createAccount(t.app, 'yana_waste_villain');
    for (const who of [citizen, otherGuide, stranger]) {
      const res = await t.app.inject({
        url: pathTo(API.sessions.screen, { id }),
        headers: auth(who),
      });
      expect(res.statusCode, who.username).toBe(403);
      expect(res.body).not.toContain('players');
    }
    const anonymous = await t.app.inject({ url: pathTo(API.sessions.screen, { id }) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the projector socket', () => {
  it('refuses anyone but the session’s guide, and sends them nothing of the session', async () => {
    const { citizen, id } = await openSession();
    const socket = await socketOf(citizen);
    const received: string[] = [];
    socket.onAny((event: string) => received.push(event));
    const refused = next<SessionErrorPayload>(socket, SOCKET_EVENTS.sessionError);
    joinAsProjector(socket, id);
    expect(await refused).toEqual({ sessionId: id, code: 'NOT_MODERATOR' });
    expect(received).toEqual([SOCKET_EVENTS.sessionError]);
  });

  it('gets the projector view on joining and by push on every change, never a seat’s', async () => {
    const { guide, villain, citizen, id } = await openSession();
    const screen = await socketOf(guide);
    const seatEvents: string[] = [];
    screen.on(SOCKET_EVENTS.sessionState, () => seatEvents.push('session:state'));
    const first = next<ScreenStatePayload>(screen, SOCKET_EVENTS.screenState);
    const presence = next<ScreenPresencePayload>(screen, SOCKET_EVENTS.screenPresence);
    joinAsProjector(screen, id);
    expect((await first).view.currentPhase).toBe('initial');
    expect((await presence).connectedUserIds).toEqual([]);

    // A player's phone connects: the projector hears of it.
    const phone = await socketOf(citizen);
    const online = next<ScreenPresencePayload>(screen, SOCKET_EVENTS.screenPresence, (p) =>
      p.connectedUserIds.includes(citizen.userId),
    );
    phone.emit(SOCKET_EVENTS.joinRoom, id);
    await online;

    // The guide moves the game on from another screen: the projector gets the new view.
    const pushed = next<ScreenStatePayload>(
      screen,
      SOCKET_EVENTS.screenState,
      (p) => p.view.currentPhase === 'narrative_1',
    );
    const moved = await t.app.inject({
      method: 'PUT',
      url: pathTo(API.sessions.phase, { id }),
      headers: auth(guide),
      payload: { phase: 'narrative_1' },
    });
    expect(moved.statusCode).toBe(200);
    const view = (await pushed).view;
    expect(view.viewer).toEqual({ isProjector: true });
    expect(view.players.map((p) => p.userId).sort()).toEqual(
      [villain.userId, citizen.userId].sort(),
    );
    expect(JSON.stringify(view)).not.toContain('waste_villain');
    expect(seatEvents).toEqual([]);

    // The phone goes: the projector shows it as gone.
    const offline = next<ScreenPresencePayload>(
      screen,
      SOCKET_EVENTS.screenPresence,
      (p) => !p.connectedUserIds.includes(citizen.userId),
    );
    phone.close();
    await offline;
  });
});
