import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEW_ROOM_CODE_PATTERN } from '@ecoscha/contracts';
import { BOT_LIMITS, createAccount, useTestApp, type Account } from '../../testing/test-app';
import { phasesOfFirstRound } from '../../testing/phase-walk';
import { apiCaller, type Answer } from '../../testing/api-call';

let guide: Account;
let players: Account[];
let sessionId: string;

const call = apiCaller(() => t.app);
const sessionView = async () => (await call(guide, 'GET', `/api/game-sessions/${sessionId}`)).body;
const phase = (to: string) =>
  call(guide, 'PUT', `/api/game-sessions/${sessionId}/phase`, { phase: to });

/** The request is refused with `status` and `code`, and the session is exactly as before. */
async function expectRefused(request: () => Promise<Answer>, status: number, code: string) {
  const before = JSON.stringify(await sessionView());
  const answer = await request();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({
    code,
    message: expect.any(String),
    error: expect.any(String),
  });
  expect(JSON.stringify(await sessionView())).toBe(before);
}

const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  const cards = [
    'mang_karwa_waste_villain',
    'asep_eco_citizen',
    'kang_raka_green_guardian',
    'waste_manager',
    'ibu_eneng_eco_citizen',
  ];
  players = [];
  for (const card of cards) players.push(await createAccount(t.app, card));
  const created = await call(guide, 'POST', '/api/game-sessions', {
    moderatorId: guide.userId,
    roomCode: 'ECATEST7',
  });
  expect(created.status).toBe(201);
  sessionId = String(created.body._id);
  for (const p of players) {
    expect(
      (await call(p, 'POST', `/api/game-sessions/${sessionId}/join`, { userId: p.userId })).status,
    ).toBe(200);
  }
});

describe('opening a room and joining', () => {
  it('lets only a guide open a room, with a well-formed and free room code', async () => {
    const asPlayer = await call(players[1], 'POST', '/api/game-sessions', {
      moderatorId: players[1]?.userId,
    });
    expect(asPlayer).toMatchObject({ status: 403, body: { code: 'NOT_MODERATOR' } });
    const taken = await call(guide, 'POST', '/api/game-sessions', {
      moderatorId: guide.userId,
      roomCode: 'ECATEST7',
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 'ROOM_CODE_TAKEN' } });
    const malformed = await call(guide, 'POST', '/api/game-sessions', {
      moderatorId: guide.userId,
      roomCode: 'abc',
    });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    // A new room's code has none of the look-alikes 0, O, 1, I, L.
    const lookAlikes = await call(guide, 'POST', '/api/game-sessions', {
      moderatorId: guide.userId,
      roomCode: 'B0XCAK15',
    });
    expect(lookAlikes).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const forSomeoneElse = await call(guide, 'POST', '/api/game-sessions', {
      moderatorId: players[0]?.userId,
    });
    expect(forSomeoneElse).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const generated = await call(guide, 'POST', '/api/game-sessions', {
      moderatorId: guide.userId,
    });
    expect(generated.body.roomCode).toMatch(NEW_ROOM_CODE_PATTERN);
  });

  it('finds a room by code, refusing unknown and malformed codes', async () => {
    for (const typed of ['ecatest7', 'ecat-est7', 'ECAT%20EST7', '%20ec-at%20es-t7%20']) {
      const found = await call(players[0], 'GET', `/api/game-sessions/room/${typed}`);
      expect(found.body._id, typed).toBe(sessionId);
    }
    expect((await call(players[0], 'GET', '/api/game-sessions/room/ZZZZZZZZ')).body.code).toBe(
      'SESSION_NOT_FOUND',
    );
    expect((await call(players[0], 'GET', '/api/game-sessions/room/x')).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('still finds a room opened with an older code holding 0, O, 1, I or L, exactly as written', async () => {
    const older = await t.app.sessions.create({
      moderatorId: guide.userId,
      moderatorUsername: 'Guide',
      roomCode: '2B0XCAK5',
    });
    const found = await call(players[0], 'GET', '/api/game-sessions/room/2b0x-cak5');
    expect(found.body._id).toBe(older.state?.sessionId);
    // An O is not read as a zero: the older codes hold both.
    const misread = await call(players[0], 'GET', '/api/game-sessions/room/2BOXCAK5');
    expect(misread).toMatchObject({ status: 404, body: { code: 'SESSION_NOT_FOUND' } });
  });

  it('refuses joins that name someone else, from the guide, or without a token', async () => {
    const extra = await createAccount(t.app);
    await expectRefused(
      () =>
        call(extra, 'POST', `/api/game-sessions/${sessionId}/join`, {
          userId: players[0]?.userId ?? '',
        }),
      403,
      'FORBIDDEN',
    );
    await expectRefused(
      () => call(guide, 'POST', `/api/game-sessions/${sessionId}/join`, { userId: guide.userId }),
      409,
      'GUIDE_CANNOT_JOIN',
    );
    await expectRefused(
      () =>
        call(undefined, 'POST', `/api/game-sessions/${sessionId}/join`, { userId: extra.userId }),
      401,
      'UNAUTHENTICATED',
    );
    const again = await call(players[0], 'POST', `/api/game-sessions/${sessionId}/join`, {
      userId: players[0]?.userId,
    });
    expect(again.status).toBe(200);
    expect(((await sessionView()).players as unknown[]).length).toBe(players.length);
  });

  it('answers unknown and malformed session ids clearly', async () => {
    for (const url of [
      `/api/game-sessions/${randomUUID()}`,
      `/api/game-sessions/${randomUUID()}/leaderboard`,
      `/api/gameflow/morning-phase/${randomUUID()}`,
    ]) {
      expect((await call(players[0], 'GET', url)).body.code).toBe('SESSION_NOT_FOUND');
    }
    for (const url of [
      '/api/game-sessions/not-a-uuid',
      "/api/game-sessions/1'%20or%201=1",
      '/api/gameflow/elimination-result/123',
    ]) {
      const answer = await call(players[0], 'GET', url);
      expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
    const vote = await call(players[0], 'POST', '/api/gameflow/vote', {
      sessionId: randomUUID(),
      voterId: players[0]?.userId,
      targetId: 'x',
    });
    expect(vote).toMatchObject({ status: 404, body: { code: 'SESSION_NOT_FOUND' } });
  });
});

describe('moves in the game', () => {
  it('lets only the guide change phases, and only along the flow', async () => {
    await expectRefused(
      () =>
        call(players[0], 'PUT', `/api/game-sessions/${sessionId}/phase`, { phase: 'narrative_1' }),
      403,
      'NOT_MODERATOR',
    );
    await expectRefused(() => phase('voting_active'), 409, 'ILLEGAL_TRANSITION');
    await expectRefused(() => phase('teleport'), 400, 'VALIDATION_FAILED');
    await expectRefused(
      () =>
        call(guide, 'PUT', `/api/game-sessions/${sessionId}/phase`, {
          phase: 'narrative_1',
          endedBy: players[0]?.userId ?? '',
        }),
      403,
      'FORBIDDEN',
    );
  });

  it('scores the quiz on the server, once per topic', async () => {
    expect((await phase('narrative_1')).status).toBe(200);
    expect((await phase('quiz_active')).status).toBe(200);
    const late = await createAccount(t.app);
    expect(
      (await call(late, 'POST', `/api/game-sessions/${sessionId}/join`, { userId: late.userId }))
        .status,
    ).toBe(200);
    const player = players[1] as Account;
    const { body } = await call(player, 'GET', `/api/quiz/topics?sessionId=${sessionId}`);
    const topics = body.topics as Array<{ _id: string; questions: Array<{ id: string }> }>;
    expect(topics).toHaveLength(6);
    expect(JSON.stringify(topics)).not.toMatch(/answer_|reasoning_/);
    const topic = topics[0] as { _id: string; questions: Array<{ id: string }> };
    const answers = Object.fromEntries(topic.questions.map((q) => [q.id, 'definitely-wrong']));
    const save = (topicId: string, extra: object = {}) =>
      call(player, 'POST', '/api/quiz-score/save-score', {
        sessionId,
        userId: player.userId,
        topicId,
        answers,
        isClosingQuiz: false,
        ...extra,
      });
    const first = await save(topic._id, { score: 60 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ score: 0, regularQuizScore: 0 });
    await expectRefused(() => save(topic._id), 409, 'TOPIC_ALREADY_COMPLETED');
    await expectRefused(() => save('no_such_topic'), 404, 'TOPIC_NOT_FOUND');
    await expectRefused(
      () =>
        call(player, 'POST', '/api/quiz-score/save-score', {
          sessionId,
          userId: player.userId,
          topicId: topic._id,
          answers: { x: 'y'.repeat(70_000) },
        }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    await expectRefused(
      () =>
        call(player, 'POST', '/api/quiz-score/save-score', {
          sessionId,
          userId: players[2]?.userId,
          topicId: topics[1]?._id,
          answers,
        }),
      403,
      'FORBIDDEN',
    );
    const tooLate = await createAccount(t.app);
    expect((await phase('quiz_completed')).status).toBe(200);
    await expectRefused(
      () =>
        call(tooLate, 'POST', `/api/game-sessions/${sessionId}/join`, { userId: tooLate.userId }),
      409,
      'GAME_ALREADY_STARTED',
    );
  });

  it('keeps night actions to their role, their step and living targets', async () => {
    for (const step of phasesOfFirstRound('waste_villain_action', 'quiz_completed')) {
      expect((await phase(step)).status).toBe(200);
    }
    const [villain, citizen, guardian] = players as [Account, Account, Account];
    const kill = (who: Account, targetId: string, killerId = who.userId) =>
      call(who, 'POST', '/api/gameflow/kill-vote', { sessionId, killerId, targetId });
    await expectRefused(() => kill(citizen, guardian.userId), 403, 'NOT_YOUR_TURN');
    await expectRefused(() => kill(villain, villain.userId), 400, 'SELF_TARGET');
    await expectRefused(() => kill(villain, 'nobody'), 400, 'INVALID_TARGET');
    await expectRefused(() => kill(villain, citizen.userId, citizen.userId), 403, 'FORBIDDEN');
    await expectRefused(
      () =>
        call(guardian, 'POST', '/api/gameflow/save-vote', {
          sessionId,
          guardianId: guardian.userId,
          targetId: citizen.userId,
        }),
      403,
      'NOT_YOUR_TURN',
    );

    // Retrying the same request with its idempotency key applies it once.
    const key = { 'idempotency-key': 'kill-retry-0001' };
    const first = await call(
      villain,
      'POST',
      '/api/gameflow/kill-vote',
      { sessionId, killerId: villain.userId, targetId: citizen.userId },
      key,
    );
    const retry = await call(
      villain,
      'POST',
      '/api/gameflow/kill-vote',
      { sessionId, killerId: villain.userId, targetId: citizen.userId },
      key,
    );
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    await expectRefused(() => kill(villain, guardian.userId), 409, 'ALREADY_ACTED');

    expect((await phase('green_guardian_action')).status).toBe(200);
    // A phone's retry racing its first try, with the same key: applied once, answered alike.
    const saveKey = { 'idempotency-key': 'save-race-0001' };
    const protectedId = (players[3] as Account).userId;
    const save = { sessionId, guardianId: guardian.userId, targetId: protectedId };
    const [saved, raced] = await Promise.all(
      [1, 2].map(() => call(guardian, 'POST', '/api/gameflow/save-vote', save, saveKey)),
    );
    expect(saved?.status).toBe(200);
    expect(raced).toEqual(saved);
    for (const step of ['waste_manager_action', 'night_phase_complete']) {
      expect((await phase(step)).status).toBe(200);
    }
    const processed = await call(guide, 'POST', '/api/gameflow/process-night-results', {
      sessionId,
    });
    expect(processed.status).toBe(200);
    const again = await call(guide, 'POST', '/api/gameflow/process-night-results', { sessionId });
    expect(again.body).toEqual(processed.body);
    const view = await sessionView();
    const dead = (view.players as Array<{ userId: string; isAlive: boolean }>).find(
      (p) => !p.isAlive,
    );
    expect(dead?.userId).toBe(citizen.userId);
  });

  it('refuses day votes that break the rules, and dead players acting', async () => {
    const [villain, citizen, guardian, manager] = players as [Account, Account, Account, Account];
    const vote = (who: Account, targetId: string) =>
      call(who, 'POST', '/api/gameflow/vote', { sessionId, voterId: who.userId, targetId });
    await expectRefused(() => vote(villain, guardian.userId), 409, 'WRONG_PHASE');
    expect((await phase('video_learning_active')).status).toBe(200);
    expect((await phase('discussion_active')).status).toBe(200);
    await expectRefused(
      () => call(villain, 'POST', `/api/game-sessions/${sessionId}/end-discussion`, {}),
      403,
      'NOT_MODERATOR',
    );
    expect(
      (
        await call(guide, 'POST', `/api/game-sessions/${sessionId}/end-discussion`, {
          moderatorId: guide.userId,
        })
      ).status,
    ).toBe(200);

    await expectRefused(() => vote(villain, villain.userId), 400, 'SELF_TARGET');
    await expectRefused(() => vote(citizen, villain.userId), 403, 'PLAYER_ELIMINATED');
    await expectRefused(() => vote(villain, citizen.userId), 400, 'TARGET_ELIMINATED');
    await expectRefused(
      () =>
        call(guardian, 'POST', '/api/gameflow/vote', {
          sessionId,
          voterId: villain.userId,
          targetId: manager.userId,
        }),
      403,
      'FORBIDDEN',
    );
    expect((await vote(guardian, villain.userId)).status).toBe(200);
    await expectRefused(() => vote(guardian, manager.userId), 409, 'ALREADY_VOTED');
    await expectRefused(
      () =>
        call(guide, 'POST', '/api/gameflow/vote', {
          sessionId,
          voterId: guide.userId,
          targetId: villain.userId,
        }),
      403,
      'NOT_IN_SESSION',
    );
    // Before the deadline a player cannot close the vote (the guide can: see room-controls).
    const early = await call(guardian, 'POST', '/api/gameflow/process-voting-elimination', {
      sessionId,
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'DEADLINE_NOT_REACHED' } });
  });
});
