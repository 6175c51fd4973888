import {
  isProjectorJoin,
  JoinRoomPayloadSchema,
  LeaveRoomPayloadSchema,
  roomsOf,
  SessionIdSchema,
  sessionIdOf,
  SOCKET_EVENTS,
  type ServerToClientEvents,
} from '@ecoscha/contracts';
import {
  PROJECTOR,
  seatsThatMaySee,
  viewFor,
  viewPiecesFor,
  type GameEvent,
  type GameState,
} from '@ecoscha/game';
import type { FastifyBaseLogger } from 'fastify';
import { isAppError } from '../../lib/app-error';
import { withJson } from '../../lib/pre-encoded-json';
import { inOneWrite } from '../../plugins/one-write';
import type { RealtimeServer, SocketData } from '../../plugins/realtime-server';
import type { StoredSession } from './session-repository';
import type { SessionService } from './session-service';
import { createMissingSessions, createSeatSockets } from './room-guards';
import { createViewPatches } from './view-patches';

const CHANGED = 'session:changed';
/**
 * How long quiet changes wait to be pushed together. A class answering or voting changes the
 * guide's and the projector's views with every move (each one carries everyone's progress), and a
 * vote every player's (who has voted), so each window is a push of the room. Half a second is
 * still at once to a person watching the counts go up, and it halves those pushes while a class
 * answers: at 4,000 phones they were half the event loop's pushing (docs/performance.md). At 2,000
 * phones, 100 ms windows to 250 ms took a phase change's p99 from 609 to 344 ms. A player's own
 * answer or vote is confirmed by the reply to its call, not by this push.
 */
const MINOR_PUSH_DELAY_MS = 500;

const isMember = (state: GameState, userId: string) =>
  state.moderatorId === userId || state.players.some((p) => p.userId === userId);

/** A session's first room name (`session:<id>`). */
const ROOM_PREFIX = 'session:';
const roomOf = (sessionId: string) => `${ROOM_PREFIX}${sessionId}`;
/** The guide's projector sockets of a session: they get the projector's view, not a seat's. */
const screenRoomOf = (sessionId: string) => `screen:${sessionId}`;
/** One account's seat screens in a session: what only that student is told goes there. */
const seatRoomOf = (sessionId: string, userId: string) => `seat:${sessionId}:${userId}`;
/** Every room a socket of `userId` may hold for a session, to leave them all. */
const everyRoomOf = (sessionId: string, userId: string) => [
  ...roomsOf(sessionId),
  screenRoomOf(sessionId),
  seatRoomOf(sessionId, userId),
];
/** Sessions whose latest pushed version a join compares with (more than run at once). */
const PUSHED_VERSIONS_KEPT = 5_000;
/** Running sessions whose last pushed state is kept (as many as the service keeps in memory). */
const LAST_PUSHED_KEPT = 1_000;
/** How long presence changes (a class joining at once) wait to be sent together. */
const PRESENCE_PUSH_DELAY_MS = 200;

/** The catalogue code a refused join is answered with; never a raw error message. */
const JOIN_ERROR_CODES = new Set([
  'VALIDATION_FAILED',
  'NOT_IN_SESSION',
  'SESSION_NOT_FOUND',
  'NOT_MODERATOR',
]);
function joinErrorCode(error: unknown): string {
  if (isAppError(error)) return error.code;
  const message = (error as Error).message;
  return JOIN_ERROR_CODES.has(message) ? message : 'INTERNAL';
}

/** Anything that emits the server's events (a socket), typed by the contracts. */
type EventTarget = {
  emit<E extends keyof ServerToClientEvents>(
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): boolean;
};

/** One of the spec's events for a move, and whose screens get it (every socket of the room). */
type RoomEvent = { emitTo(socket: EventTarget): void; seatOf?: string };

/** An event whose payload's JSON is made once for the room's sockets (`withJson`). */
function roomEvent<E extends keyof ServerToClientEvents>(
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0] & object,
  seatOf?: string,
): RoomEvent {
  const encoded = withJson(payload, JSON.stringify(payload));
  return {
    emitTo: (socket) =>
      socket.emit(event, ...([encoded] as unknown as Parameters<ServerToClientEvents[E]>)),
    seatOf,
  };
}

/**
 * The spec's room events for what a move did; per-seat views go with them. The payloads are
 * typed, not parsed: this runs for every change of every session.
 */
function roomEventsOf(sessionId: string, events: GameEvent[]): RoomEvent[] {
  const told = events.map((event): RoomEvent | undefined => {
    switch (event.type) {
      case 'phaseChanged':
        return roomEvent(SOCKET_EVENTS.phaseChanged, {
          sessionId,
          phase: event.wirePhase,
          round: event.round,
        });
      case 'discussionEnded':
        return roomEvent(SOCKET_EVENTS.discussionEnded, { sessionId });
      case 'playerEliminated':
        return roomEvent(SOCKET_EVENTS.playerEliminated, { sessionId });
      case 'votingCompleted':
        return roomEvent(SOCKET_EVENTS.votingCompleted, { sessionId });
      case 'gameEnded': {
        const { winner, winReason, victoryType } = event;
        return roomEvent(SOCKET_EVENTS.gameEnded, { sessionId, winner, winReason, victoryType });
      }
      case 'achievement':
        // Its student's screens only: the view carries every award already, and the whole class
        // told of each (about 150 at a class's closing quiz) kept the link busy for seconds.
        return roomEvent(
          SOCKET_EVENTS.saveAchievementData,
          { sessionId, userId: event.userId, achievement: event.achievement },
          event.userId,
        );
      default:
        // An event this version does not know (another instance's, newer): not told.
        return undefined;
    }
  });
  return told.filter((event) => event !== undefined);
}

/**
 * Pushes every change to the session's room: each socket gets the view of its own seat (computed
 * on the instance that holds the socket), and everyone gets the spec's events.
 */
export function createSessionRealtime(
  io: RealtimeServer,
  log: FastifyBaseLogger,
  clustered: boolean,
  /** Another instance saved this change (its timers are its own; this one stands by). */
  onRemoteChange: (state: GameState) => void = () => undefined,
) {
  let sessions: SessionService | undefined;
  /** Unknown session ids: a flood of joins for them reads the database once. */
  const missing = createMissingSessions();
  /** The sockets of each account in each session's room (a few at most). */
  const seats = createSeatSockets<{ leave(room: string): unknown; emit: EventTarget['emit'] }>();

  /** What each socket was last sent, to send only what changed (view-patches.ts). */
  const patches = createViewPatches();

  /**
   * Sends the socket what changed in the view of its seat (or the projector's, always whole)
   * since its last push; nothing when nothing did: a change most seats cannot see sends them
   * nothing. A join (`whole`) always sends the whole view.
   */
  function sendView(
    socket: EventTarget & { data: SocketData; rooms: Set<string> },
    state: GameState,
    version: number,
    whole = false,
  ) {
    const asProjector = socket.rooms.has(screenRoomOf(state.sessionId));
    const viewer = asProjector ? PROJECTOR : socket.data.userId;
    // Made of parts serialised once per change (viewPiecesFor): a room's seats share most of it.
    const pieces = viewPiecesFor(state, viewer);
    const send = whole ? 'join' : asProjector ? 'whole' : 'patch';
    const body = patches.body(socket, pieces, version, send);
    if (body === undefined) return;
    const { sessionId } = state;
    const serverTime = Date.now();
    // The encoder sends this JSON (pre-encoded-json.ts). The payload object, read only by an
    // encoder without it, is the whole view: always a right answer, and made only if read.
    const json = `{"sessionId":${JSON.stringify(sessionId)},"version":${version},"serverTime":${serverTime},${body}}`;
    const payload = <P>(read: () => P) =>
      withJson(
        {
          sessionId,
          version,
          serverTime,
          get view() {
            return read();
          },
        },
        json,
      );
    if (asProjector)
      socket.emit(
        SOCKET_EVENTS.screenState,
        payload(() => viewFor(state, PROJECTOR)),
      );
    else {
      const { userId } = socket.data;
      socket.emit(
        SOCKET_EVENTS.sessionState,
        payload(() => viewFor(state, userId)),
      );
    }
  }

  /**
   * The latest version pushed here, per session (the most recent sessions only). A join reads the
   * session, then enters its room: a change pushed in between missed the socket, so the join
   * reads it again rather than hand the phone an older view than its classmates have.
   */
  const pushedVersions = new Map<string, number>();
  function notePushed(sessionId: string, version: number) {
    if ((pushedVersions.get(sessionId) ?? 0) >= version) return;
    pushedVersions.delete(sessionId);
    pushedVersions.set(sessionId, version);
    if (pushedVersions.size > PUSHED_VERSIONS_KEPT)
      pushedVersions.delete(pushedVersions.keys().next().value ?? '');
  }

  /**
   * Another instance's changes are read from the database as they are heard of, and two reads
   * may come back in either order: a state older than one pushed here is not pushed (its list of
   * players would take a phone that joined since out of the room) nor its timers kept.
   */
  const isOutdated = (sessionId: string, version: number) =>
    (pushedVersions.get(sessionId) ?? 0) > version;

  /**
   * The state last pushed here, per running session: a change from it that only a few seats can
   * see (a quiz topic handed in) works out no view for the others (`seatsThatMaySee`).
   */
  const lastPushed = new Map<string, GameState>();
  function seatsSeeing(state: GameState) {
    const previous = lastPushed.get(state.sessionId);
    lastPushed.delete(state.sessionId);
    if (state.phase !== 'game_completely_ended') lastPushed.set(state.sessionId, state);
    if (lastPushed.size > LAST_PUSHED_KEPT) lastPushed.delete(lastPushed.keys().next().value ?? '');
    return previous ? seatsThatMaySee(previous, state) : 'everyone';
  }

  /**
   * Pushes a saved change to the sockets held here: each gets the move's events (`roomEventsOf`)
   * and its view's patch, in one write (`inOneWrite`). A change older than one pushed here is
   * dropped with its events: the newer one's view and events have gone out already.
   */
  async function pushLocal(state: GameState, version: number, events: RoomEvent[] = []) {
    if (isOutdated(state.sessionId, version)) return;
    notePushed(state.sessionId, version);
    const seats = seatsSeeing(state);
    const [room] = roomsOf(state.sessionId);
    const sockets = await io.in(room ?? '').local.fetchSockets();
    if (isOutdated(state.sessionId, version)) return;
    for (const socket of sockets) {
      const asProjector = socket.rooms.has(screenRoomOf(state.sessionId));
      const viewer = asProjector ? PROJECTOR : socket.data.userId;
      // A local socket is Socket.IO's own (with its connection); a remote one has none.
      inOneWrite((socket as { conn?: unknown }).conn, () => {
        for (const event of events) {
          const forThisSeat = !asProjector && event.seatOf === socket.data.userId;
          if (event.seatOf === undefined || forThisSeat) event.emitTo(socket);
        }
        if (seats === 'everyone' || seats.has(viewer)) sendView(socket, state, version);
      });
      // A seat the guide took away (removed, moved to another account): told once, then left out.
      if (!isMember(state, socket.data.userId))
        everyRoomOf(state.sessionId, socket.data.userId).forEach((r) => socket.leave(r));
    }
  }

  // Another instance saved a change: push it to the sockets held here.
  io.on(CHANGED, async (sessionId: string, events: GameEvent[] = []) => {
    if (!sessions) return;
    try {
      const stored = await sessions.loadWithVersion(sessionId);
      // A newer change was read first: this one's timers and views are outdated too.
      if (isOutdated(sessionId, stored.version)) return;
      onRemoteChange(stored.state);
      const told = Array.isArray(events) ? roomEventsOf(sessionId, events) : [];
      await pushLocal(stored.state, stored.version, told);
    } catch (error) {
      log.warn({ err: error, sessionId }, 'could not push a remote change');
    }
  });

  /**
   * While Redis is away no instance hears of the others' changes: the saved versions of the
   * sessions with sockets here are read from the database, and a newer one is pushed to them (and
   * its timers stood by for), as a change heard through Redis would be.
   */
  async function catchUpFromDatabase(versionsOf: (ids: string[]) => Promise<Map<string, number>>) {
    if (!sessions) return;
    const here = [...io.sockets.adapter.rooms.keys()]
      .filter((room) => room.startsWith(ROOM_PREFIX))
      .map((room) => room.slice(ROOM_PREFIX.length));
    for (const [sessionId, version] of await versionsOf(here)) {
      if ((pushedVersions.get(sessionId) ?? 0) >= version) continue;
      const stored = await sessions.loadWithVersion(sessionId);
      if (isOutdated(sessionId, stored.version)) continue;
      onRemoteChange(stored.state);
      await pushLocal(stored.state, stored.version);
    }
  }

  function pushEverywhere(state: GameState, version: number, events: GameEvent[] = []) {
    void pushLocal(state, version, roomEventsOf(state.sessionId, events)).catch((error) =>
      log.error({ err: error }, 'push failed'),
    );
    // Other instances (Redis adapter) push the change, and tell its events, to the sockets they hold.
    if (clustered) io.serverSideEmit(CHANGED, state.sessionId, events);
  }

  /**
   * With several instances, a change whose instance died after saving it and before pushing it
   * reached no phone, and the phones connected elsewhere wait on the old screen. A join (the dead
   * instance's phones come back) or a repeated move (the guide taps again) that reads a version
   * this instance has not pushed pushes it, once.
   */
  function catchUp(stored: StoredSession) {
    if (!clustered) return;
    if ((pushedVersions.get(stored.state.sessionId) ?? 0) >= stored.version) return;
    pushEverywhere(stored.state, stored.version);
  }

  /**
   * A change with events (a phase change, an elimination) is pushed at once. Quiet changes (a quiz
   * answer, a vote, a night choice) come in bursts from a whole class: they are pushed together,
   * at most MINOR_PUSH_DELAY_MS later, as one view of the latest state.
   */
  const pending = new Map<string, { timer: NodeJS.Timeout; state: GameState; version: number }>();
  function publish(state: GameState, events: GameEvent[], version: number) {
    missing.forget(state.sessionId);
    const waiting = pending.get(state.sessionId);
    if (events.length === 0) {
      if (waiting) Object.assign(waiting, { state, version });
      else {
        const timer = setTimeout(() => {
          const latest = pending.get(state.sessionId);
          pending.delete(state.sessionId);
          if (latest) pushEverywhere(latest.state, latest.version);
        }, MINOR_PUSH_DELAY_MS);
        pending.set(state.sessionId, { timer, state, version });
      }
      return;
    }
    if (waiting) clearTimeout(waiting.timer);
    pending.delete(state.sessionId);
    pushEverywhere(state, version, events);
  }

  /** Redis is away: only this instance's sockets can be reached. */
  let apart = false;
  const setApart = (value: boolean) => void (apart = value);

  /** The accounts with a seat's screen in the session's room, on any instance. */
  async function presenceOf(sessionId: string): Promise<string[]> {
    // Without Redis the others' sockets cannot be asked for (the question would wait for it).
    const room = apart ? io.local.in(roomOf(sessionId)) : io.in(roomOf(sessionId));
    const sockets = await room.fetchSockets();
    const seats = sockets.filter((socket) => !socket.rooms.has(screenRoomOf(sessionId)));
    return [...new Set(seats.map((socket) => socket.data.userId))];
  }

  /** Tells the session's projectors who is connected, once a burst of joins and leaves is over. */
  const presenceTimers = new Map<string, NodeJS.Timeout>();
  function schedulePresence(sessionId: string) {
    if (presenceTimers.has(sessionId)) return;
    // One instance alone knows when no projector listens; with several, the others may hold one.
    if (!clustered && !io.sockets.adapter.rooms.has(screenRoomOf(sessionId))) return;
    const timer = setTimeout(() => {
      presenceTimers.delete(sessionId);
      presenceOf(sessionId)
        .then((connectedUserIds) =>
          io
            .to(screenRoomOf(sessionId))
            .emit(SOCKET_EVENTS.screenPresence, { sessionId, connectedUserIds }),
        )
        .catch((error: unknown) => log.warn({ err: error, sessionId }, 'presence push failed'));
    }, PRESENCE_PUSH_DELAY_MS);
    presenceTimers.set(sessionId, timer);
  }

  /** Joins asking for the same session at the same time share one read. */
  const lookups = new Map<string, Promise<StoredSession>>();
  function lookUp(service: SessionService, sessionId: string): Promise<StoredSession> {
    const running = lookups.get(sessionId);
    if (running) return running;
    const lookup = service
      .loadWithVersion(sessionId)
      .catch((error: unknown) => {
        if (isAppError(error) && error.code === 'SESSION_NOT_FOUND') missing.add(sessionId);
        throw error;
      })
      .finally(() => lookups.delete(sessionId));
    lookups.set(sessionId, lookup);
    return lookup;
  }

  function attach(service: SessionService) {
    sessions = service;
    io.on('connection', (socket) => {
      const userId = socket.data.userId;
      socket.on(SOCKET_EVENTS.joinRoom, async (payload: unknown) => {
        const parsed = JoinRoomPayloadSchema.safeParse(payload);
        const sessionId = parsed.success ? sessionIdOf(parsed.data) : undefined;
        const asProjector = parsed.success && isProjectorJoin(parsed.data);
        try {
          // Session ids are UUIDs: anything else (a NUL byte among them) never reaches the database.
          if (!sessionId || !SessionIdSchema.safeParse(sessionId).success) {
            throw new Error('VALIDATION_FAILED');
          }
          // Already in the room: every change since reached this socket; no database read.
          if (socket.rooms.has(roomOf(sessionId)))
            return void socket.emit(SOCKET_EVENTS.roomJoined, { sessionId });
          if (missing.has(sessionId)) throw new Error('SESSION_NOT_FOUND');
          let stored = await lookUp(service, sessionId);
          if (!isMember(stored.state, userId)) throw new Error('NOT_IN_SESSION');
          // The class's projector is the guide's to open: nobody else sees the room that way.
          if (asProjector && stored.state.moderatorId !== userId) throw new Error('NOT_MODERATOR');
          if (socket.disconnected) return;
          await socket.join(
            asProjector
              ? [...roomsOf(sessionId), screenRoomOf(sessionId)]
              : [...roomsOf(sessionId), seatRoomOf(sessionId, userId)],
          );
          for (const older of seats.admit(sessionId, userId, socket)) {
            for (const room of everyRoomOf(sessionId, userId)) older.leave(room);
            older.emit(SOCKET_EVENTS.sessionError, { sessionId, code: 'SOCKET_REPLACED' });
          }
          if (isOutdated(sessionId, stored.version)) {
            stored = await service.loadWithVersion(sessionId);
          }
          catchUp(stored);
          socket.emit(SOCKET_EVENTS.roomJoined, { sessionId });
          sendView(socket, stored.state, stored.version, true);
          if (asProjector) {
            const connectedUserIds = await presenceOf(sessionId);
            socket.emit(SOCKET_EVENTS.screenPresence, { sessionId, connectedUserIds });
          } else schedulePresence(sessionId);
        } catch (error) {
          socket.emit(SOCKET_EVENTS.sessionError, { sessionId, code: joinErrorCode(error) });
        }
      });
      socket.on(SOCKET_EVENTS.leaveRoom, async (payload: unknown) => {
        const parsed = LeaveRoomPayloadSchema.safeParse(payload);
        const sessionId = parsed.success ? sessionIdOf(parsed.data) : undefined;
        if (!sessionId) return;
        seats.release(sessionId, userId, socket);
        for (const room of everyRoomOf(sessionId, userId)) await socket.leave(room);
        schedulePresence(sessionId);
      });
      socket.on('disconnecting', () => {
        for (const room of socket.rooms) {
          if (!room.startsWith(ROOM_PREFIX)) continue;
          seats.release(room.slice(ROOM_PREFIX.length), userId, socket);
          schedulePresence(room.slice(ROOM_PREFIX.length));
        }
      });
    });
  }

  const stop = () => {
    pending.forEach(({ timer }) => clearTimeout(timer));
    presenceTimers.forEach((timer) => clearTimeout(timer));
  };
  return { publish, catchUp, catchUpFromDatabase, setApart, attach, stop, presenceOf };
}
