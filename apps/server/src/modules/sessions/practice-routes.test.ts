import { beforeAll, describe, expect, it } from 'vitest';
import { BOT_LIMITS, createAccount, useTestApp, type Account } from '../../testing/test-app';
import { apiCaller, type Answer } from '../../testing/api-call';

let guide: Account;
let otherGuide: Account;
let student: Account;

type SeatView = { userId: string; username: string; roleId?: string; isPractice?: boolean };

const call = apiCaller(() => t.app);

const addSeats = (who: Account, sessionId: string, count: unknown) =>
  call(who, 'POST', `/api/game-sessions/${sessionId}/practice-seats`, { count });
const removeSeats = (who: Account, sessionId: string, playerIds?: string[]) =>
  call(who, 'POST', `/api/game-sessions/${sessionId}/practice-seats/remove`, { playerIds });
const view = async (who: Account, sessionId: string) =>
  (await call(who, 'GET', `/api/game-sessions/${sessionId}`)).body;
const seatsOf = (body: Record<string, unknown>) => body.players as SeatView[];

async function openRoom(): Promise<string> {
  const created = await call(guide, 'POST', '/api/game-sessions', { moderatorId: guide.userId });
  expect(created.status).toBe(201);
  const sessionId = String(created.body._id);
  const joined = await call(student, 'POST', `/api/game-sessions/${sessionId}/join`, {
    userId: student.userId,
  });
  expect(joined.status).toBe(200);
  return sessionId;
}

/** The request is refused with `status` and `code`, and the session is exactly as before. */
async function expectRefused(
  sessionId: string,
  request: () => Promise<Answer>,
  status: number,
  code: string,
) {
  const before = JSON.stringify(await view(guide, sessionId));
  const answer = await request();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(JSON.stringify(await view(guide, sessionId))).toBe(before);
}

const t = useTestApp({ ...BOT_LIMITS, PRACTICE_MIN_MS: '60000', PRACTICE_MAX_MS: '60000' });
beforeAll(async () => {
  // Practice seats play only in the quiz here, slowly: the lobby checks see them idle.
  guide = await createAccount(t.app, 'sustainability_guide');
  otherGuide = await createAccount(t.app, 'sustainability_guide');
  student = await createAccount(t.app, 'asep_eco_citizen');
});

describe('practice seats over the API', () => {
  it('the guide adds them in the lobby; everyone sees them marked, their roles stay hidden', async () => {
    const sessionId = await openRoom();
    const added = await addSeats(guide, sessionId, 6);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const guideSeats = seatsOf(added.body).filter((p) => p.isPractice);
    expect(guideSeats).toHaveLength(6);
    for (const seat of guideSeats) {
      expect(seat.userId).toMatch(/^practice:\d+$/);
      expect(seat.roleId).toBeDefined();
    }
    const studentSeats = seatsOf(await view(student, sessionId));
    expect(studentSeats.filter((p) => p.isPractice)).toHaveLength(6);
    for (const seat of studentSeats.filter((p) => p.isPractice))
      expect(seat.roleId).toBeUndefined();
    expect(studentSeats.find((p) => p.userId === student.userId)?.isPractice).toBeUndefined();
    const board = await call(guide, 'GET', `/api/game-sessions/${sessionId}/leaderboard`);
    const entries = board.body.leaderboard as Array<{ userId: string; isPractice?: boolean }>;
    expect(entries.filter((e) => e.isPractice)).toHaveLength(6);

    const removed = await removeSeats(guide, sessionId, ['practice:2']);
    expect(removed.status).toBe(200);
    expect(seatsOf(removed.body).filter((p) => p.isPractice)).toHaveLength(5);
    const all = await removeSeats(guide, sessionId);
    expect(seatsOf(all.body).map((p) => p.userId)).toEqual([student.userId]);
  });

  it('only the session’s guide may add or remove them', async () => {
    const sessionId = await openRoom();
    await addSeats(guide, sessionId, 2);
    await expectRefused(sessionId, () => addSeats(student, sessionId, 2), 403, 'NOT_MODERATOR');
    await expectRefused(sessionId, () => removeSeats(student, sessionId), 403, 'NOT_MODERATOR');
    const outsider = await addSeats(otherGuide, sessionId, 2);
    expect(outsider.status).toBe(403);
    expect(seatsOf(await view(guide, sessionId))).toHaveLength(3);
  });

  it('are refused once the role-play has begun, with a clear code, and bad counts too', async () => {
    const sessionId = await openRoom();
    await addSeats(guide, sessionId, 3);
    await expectRefused(sessionId, () => addSeats(guide, sessionId, 0), 400, 'VALIDATION_FAILED');
    await expectRefused(sessionId, () => addSeats(guide, sessionId, 'x'), 400, 'VALIDATION_FAILED');
    await expectRefused(sessionId, () => addSeats(guide, sessionId, 47), 409, 'SESSION_FULL');
    await expectRefused(
      sessionId,
      () => removeSeats(guide, sessionId, [student.userId]),
      400,
      'INVALID_TARGET',
    );
    for (const to of ['narrative_1', 'quiz_active', 'quiz_completed']) {
      const moved = await call(guide, 'PUT', `/api/game-sessions/${sessionId}/phase`, {
        phase: to,
      });
      expect(moved.status).toBe(200);
    }
    await expectRefused(
      sessionId,
      () => addSeats(guide, sessionId, 1),
      409,
      'GAME_ALREADY_STARTED',
    );
    await expectRefused(sessionId, () => removeSeats(guide, sessionId), 409, 'WRONG_PHASE');
  });
});
