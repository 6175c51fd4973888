import {
  API,
  pathTo,
  SOCKET_EVENTS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@ecoscha/contracts';
import { receiveSeatPush, type HeldView, type SeatPush } from '@ecoscha/game';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOT_LIMITS,
  createAccount,
  useTestApp,
  listen,
  type Account,
} from '../../testing/test-app';
import { phasesOfFirstRound } from '../../testing/phase-walk';
import { testSocket } from '../../testing/test-socket';
import { apiCaller, type Answer } from '../../testing/api-call';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type View = {
  players: Array<{ userId: string; username: string; roleId?: string; points: number }>;
  gameState: { phase: string; deadline: number | null; pausedRemainingMs?: number };
  viewer: { isPlayer: boolean };
  eliminationResult: { eliminatedPlayerData: { userId: string } | null } | null;
};

let url: string;
const sockets: ClientSocket[] = [];

const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  url = await listen(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
});

const call = apiCaller(() => t.app);
const viewOf = async (who: Account, id: string) =>
  (await call(who, 'GET', pathTo(API.sessions.one, { id }))).body as unknown as View;
const setPhase = (who: Account, id: string, phase: string) =>
  call(who, 'PUT', pathTo(API.sessions.phase, { id }), { phase });

/** A guide, a villain and two citizens in a fresh room (the guide's view is returned too). */
async function openRoom(timings?: object) {
  const guide = await createAccount(t.app, 'sustainability_guide');
  const villain = await createAccount(t.app, 'mang_karwa_waste_villain');
  const asep = await createAccount(t.app, 'asep_eco_citizen');
  const eneng = await createAccount(t.app, 'ibu_eneng_eco_citizen');
  const created = await call(guide, 'POST', API.sessions.create, {
    moderatorId: guide.userId,
    ...(timings ? { timings } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body._id);
  for (const p of [villain, asep, eneng]) {
    const joined = await call(p, 'POST', pathTo(API.sessions.join, { id }), { userId: p.userId });
    expect(joined.status).toBe(200);
  }
  return { guide, villain, asep, eneng, id };
}

/** From the lobby to round 1's discussion (nobody acts at night: nobody dies). */
async function toDiscussion(guide: Account, id: string) {
  for (const phase of phasesOfFirstRound('discussion_active')) {
    const answer = await setPhase(guide, id, phase);
    expect(answer.status, `${phase}: ${JSON.stringify(answer.body)}`).toBe(200);
  }
}

const paths = (id: string) => ({
  pause: pathTo(API.sessions.pauseTimer, { id }),
  resume: pathTo(API.sessions.resumeTimer, { id }),
  add: pathTo(API.sessions.addTime, { id }),
  endVote: pathTo(API.sessions.endVote, { id }),
  remove: (playerId: string) => pathTo(API.sessions.removePlayer, { id, playerId }),
  reseat: pathTo(API.sessions.reseat, { id }),
});

/** Refused with `status` and `code`, and the session is exactly as before. */
async function expectRefused(
  guide: Account,
  id: string,
  request: () => Promise<Answer>,
  status: number,
  code: string,
) {
  const before = JSON.stringify(await viewOf(guide, id));
  const answer = await request();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(JSON.stringify(await viewOf(guide, id))).toBe(before);
}

async function socketIn(who: Account, sessionId: string): Promise<ClientSocket> {
  const socket: ClientSocket = testSocket(url, who.token);
  sockets.push(socket);
  socket.on(SOCKET_EVENTS.sessionState, (push) => {
    const view = receiveSeatPush(held.get(socket), push as SeatPush<View>);
    if (view) held.set(socket, view);
    else held.delete(socket);
  });
  const joined = new Promise<void>((resolve) =>
    socket.once(SOCKET_EVENTS.roomJoined, () => resolve()),
  );
  socket.on('connect', () => socket.emit(SOCKET_EVENTS.joinRoom, sessionId));
  await joined;
  return socket;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const villainOf = (push: HeldView<View>) => push.view.players[0]?.userId ?? '';

/** The view each phone's socket holds: its pushes applied in order (whole, then patches). */
const held = new WeakMap<ClientSocket, HeldView<View>>();

/** The first view pushed to `socket` from now on that passes `test`. */
function nextState(socket: ClientSocket, test: (push: HeldView<View>) => boolean) {
  return new Promise<HeldView<View>>((resolve) => {
    const listener = () => {
      const now = held.get(socket);
      if (!now || !test(now)) return;
      socket.off(SOCKET_EVENTS.sessionState, listener);
      resolve(now);
    };
    socket.on(SOCKET_EVENTS.sessionState, listener);
  });
}

describe('the guide’s timer controls', () => {
  it('pause keeps the time left and every phone is told; resume and +1 min move the deadline', async () => {
    const { guide, asep, id } = await openRoom();
    await toDiscussion(guide, id);
    const phone = await socketIn(asep, id);
    const running = (await viewOf(guide, id)).gameState.deadline ?? 0;

    const pushed = nextState(phone, (p) => p.view.gameState.pausedRemainingMs !== undefined);
    const paused = await call(guide, 'POST', paths(id).pause);
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    const push = await pushed;
    expect(push.view.gameState.deadline).toBeNull();
    expect(push.view.gameState.pausedRemainingMs).toBeGreaterThan(170_000);
    expect(push.view.gameState.pausedRemainingMs).toBeLessThanOrEqual(180_000);

    // A second pause is a harmless repeat.
    expect((await call(guide, 'POST', paths(id).pause)).status).toBe(200);
    const added = await call(guide, 'POST', paths(id).add, { seconds: 60 });
    expect((added.body as unknown as View).gameState.pausedRemainingMs).toBe(
      (push.view.gameState.pausedRemainingMs ?? 0) + 60_000,
    );

    const resumed = await call(guide, 'POST', paths(id).resume);
    expect(resumed.status).toBe(200);
    const clock = (resumed.body as unknown as View).gameState;
    expect(clock.pausedRemainingMs).toBeUndefined();
    expect(clock.deadline).toBeGreaterThan(running);

    const more = await call(guide, 'POST', paths(id).add, { seconds: 30 });
    expect((more.body as unknown as View).gameState.deadline).toBe((clock.deadline ?? 0) + 30_000);
  });

  it('answers only the session’s guide: another guide, a player and an outsider are refused', async () => {
    const { guide, asep, id } = await openRoom();
    await toDiscussion(guide, id);
    const otherGuide = await createAccount(t.app, 'sustainability_guide');
    const outsider = await createAccount(t.app, 'asep_eco_citizen');
    const p = paths(id);
    for (const who of [otherGuide, asep, outsider]) {
      // A player is not the guide; the others are not even in the session.
      const code = who === asep ? 'NOT_MODERATOR' : 'NOT_IN_SESSION';
      await expectRefused(guide, id, () => call(who, 'POST', p.pause), 403, code);
      await expectRefused(guide, id, () => call(who, 'POST', p.resume), 403, code);
      await expectRefused(guide, id, () => call(who, 'POST', p.add, { seconds: 30 }), 403, code);
      await expectRefused(guide, id, () => call(who, 'POST', p.endVote), 403, code);
      await expectRefused(guide, id, () => call(who, 'POST', p.remove(asep.userId)), 403, code);
      await expectRefused(
        guide,
        id,
        () =>
          call(who, 'POST', p.reseat, { fromUserId: asep.userId, toUsername: outsider.username }),
        403,
        code,
      );
    }
  });

  it('are refused in a phase without a timer, and +time takes 30 or 60 seconds only', async () => {
    const { guide, id } = await openRoom();
    const p = paths(id);
    await expectRefused(guide, id, () => call(guide, 'POST', p.pause), 409, 'WRONG_PHASE');
    await expectRefused(guide, id, () => call(guide, 'POST', p.resume), 409, 'WRONG_PHASE');
    await expectRefused(
      guide,
      id,
      () => call(guide, 'POST', p.add, { seconds: 30 }),
      409,
      'WRONG_PHASE',
    );
    await expectRefused(guide, id, () => call(guide, 'POST', p.endVote), 409, 'WRONG_PHASE');
    await expectRefused(
      guide,
      id,
      () => call(guide, 'POST', p.add, { seconds: 45 }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('ending the vote early', () => {
  it('resolves the vote with the votes cast so far, over its own path or the spec’s', async () => {
    const { guide, villain, asep, eneng, id } = await openRoom();
    await toDiscussion(guide, id);
    expect((await setPhase(guide, id, 'voting_active')).status).toBe(200);
    for (const voter of [asep, eneng]) {
      const vote = await call(voter, 'POST', API.gameflow.vote, {
        sessionId: id,
        voterId: voter.userId,
        targetId: villain.userId,
      });
      expect(vote.status).toBe(200);
    }
    // A player cannot close it before the deadline.
    const early = await call(asep, 'POST', API.gameflow.processVotingElimination, {
      sessionId: id,
    });
    expect(early.body.code).toBe('DEADLINE_NOT_REACHED');
    const ended = await call(guide, 'POST', paths(id).endVote);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const view = ended.body as unknown as View;
    expect(view.gameState.phase).toBe('elimination_reveal');
    expect(view.eliminationResult?.eliminatedPlayerData?.userId).toBe(villain.userId);
  });

  it('the guide’s process-voting-elimination closes it too (no more DEADLINE_NOT_REACHED)', async () => {
    const { guide, id } = await openRoom();
    await toDiscussion(guide, id);
    await setPhase(guide, id, 'voting_active');
    const answer = await call(guide, 'POST', API.gameflow.processVotingElimination, {
      sessionId: id,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await viewOf(guide, id)).gameState.phase).toBe('elimination_reveal');
  });
});

describe('seats', () => {
  it('the guide removes a player in the lobby; the player’s phone is told it has no seat', async () => {
    const { guide, eneng, id } = await openRoom();
    const phone = await socketIn(eneng, id);
    const pushed = nextState(phone, (p) => !p.view.viewer.isPlayer);
    const removed = await call(guide, 'POST', paths(id).remove(eneng.userId));
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((removed.body as unknown as View).players.map((p) => p.userId)).not.toContain(
      eneng.userId,
    );
    const push = await pushed;
    expect(push.view.players.map((p) => p.userId)).not.toContain(eneng.userId);
    // Told once; the next change of the room is not pushed to it.
    const later = nextState(phone, () => true);
    await call(guide, 'POST', paths(id).remove(villainOf(push)));
    expect(await Promise.race([later.then(() => 'pushed'), pause(500).then(() => 'quiet')])).toBe(
      'quiet',
    );
  });

  it('removing is refused once the role-play starts, and for a seat not in the room', async () => {
    const { guide, eneng, id } = await openRoom();
    await expectRefused(
      guide,
      id,
      () => call(guide, 'POST', paths(id).remove('nobody')),
      400,
      'INVALID_TARGET',
    );
    await toDiscussion(guide, id);
    await expectRefused(
      guide,
      id,
      () => call(guide, 'POST', paths(id).remove(eneng.userId)),
      409,
      'WRONG_PHASE',
    );
  });

  it('re-seats a player on another account, keeping role and points', async () => {
    const { guide, asep, villain, id } = await openRoom();
    await toDiscussion(guide, id);
    const friend = await createAccount(t.app, 'ibu_eneng_eco_citizen');
    const before = (await viewOf(guide, id)).players.find((p) => p.userId === asep.userId);
    const moved = await call(guide, 'POST', paths(id).reseat, {
      fromUserId: asep.userId,
      toUsername: friend.username.toUpperCase(),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const seat = (moved.body as unknown as View).players.find((p) => p.userId === friend.userId);
    expect(seat).toEqual({ ...before, userId: friend.userId, username: friend.username });
    // The new account plays the seat: it sees its role (the old one's) and is a player.
    const mine = await viewOf(friend, id);
    expect(mine.viewer.isPlayer).toBe(true);
    expect(mine.players.find((p) => p.userId === friend.userId)?.roleId).toBe('eco_citizen_1');
    expect((await viewOf(asep, id)).viewer.isPlayer).toBe(false);

    const p = paths(id);
    await expectRefused(
      guide,
      id,
      () =>
        call(guide, 'POST', p.reseat, { fromUserId: friend.userId, toUsername: villain.username }),
      409,
      'ALREADY_SEATED',
    );
    await expectRefused(
      guide,
      id,
      () =>
        call(guide, 'POST', p.reseat, { fromUserId: friend.userId, toUsername: guide.username }),
      409,
      'GUIDE_CANNOT_JOIN',
    );
    await expectRefused(
      guide,
      id,
      () =>
        call(guide, 'POST', p.reseat, { fromUserId: friend.userId, toUsername: 'no-such-name' }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    await expectRefused(
      guide,
      id,
      () => call(guide, 'POST', p.reseat, { fromUserId: 'nobody', toUsername: asep.username }),
      400,
      'INVALID_TARGET',
    );
  });
});

describe('time settings and repeats', () => {
  it('a room opened with its own durations uses them; the server says its defaults', async () => {
    const guide = await createAccount(t.app, 'sustainability_guide');
    const defaults = await call(guide, 'GET', API.sessions.timingDefaults);
    expect(defaults.body).toEqual({
      quizSeconds: 360,
      discussionSeconds: 180,
      votingSeconds: 30,
      closingQuizSeconds: 360,
    });
    const { guide: g, id } = await openRoom({ discussionSeconds: 300, votingSeconds: 60 });
    await toDiscussion(g, id);
    const clock = (await viewOf(g, id)).gameState;
    expect((clock.deadline ?? 0) - Date.now()).toBeGreaterThan(290_000);
    await setPhase(g, id, 'voting_active');
    const vote = (await viewOf(g, id)).gameState;
    expect((vote.deadline ?? 0) - Date.now()).toBeGreaterThan(50_000);
  });

  it('refuses durations out of bounds', async () => {
    const guide = await createAccount(t.app, 'sustainability_guide');
    for (const timings of [
      { votingSeconds: 5 },
      { discussionSeconds: 4000 },
      { quizSeconds: 90.5 },
    ]) {
      const answer = await call(guide, 'POST', API.sessions.create, {
        moderatorId: guide.userId,
        timings,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('setting the same phase again answers that phase and leaves the session unchanged', async () => {
    const { guide, id } = await openRoom();
    await setPhase(guide, id, 'narrative_1');
    const before = await viewOf(guide, id);
    const again = await setPhase(guide, id, 'narrative_1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      success: true,
      sessionId: id,
      currentPhase: 'narrative_1',
      currentRound: 0,
    });
    expect(await viewOf(guide, id)).toEqual(before);
  });
});
