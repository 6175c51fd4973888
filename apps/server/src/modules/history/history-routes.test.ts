import { beforeAll, describe, expect, it } from 'vitest';
import type { GameHistoryEntry } from '@ecoscha/contracts';
import { BOT_LIMITS, createAccount, useTestApp, type Account } from '../../testing/test-app';
import { apiCaller } from '../../testing/api-call';

let guide: Account;
let villain: Account;
let citizen: Account;
let outsider: Account;

const call = apiCaller(() => t.app);

const historyOf = async (who: Account) => {
  const answer = await call(who, 'GET', '/api/auth/history');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.history as GameHistoryEntry[];
};

async function openSession(roomCode: string, players: Account[]): Promise<string> {
  const created = await call(guide, 'POST', '/api/game-sessions', {
    moderatorId: guide.userId,
    roomCode,
  });
  expect(created.status).toBe(201);
  const sessionId = String(created.body._id);
  for (const p of players) {
    const joined = await call(p, 'POST', `/api/game-sessions/${sessionId}/join`, {
      userId: p.userId,
    });
    expect(joined.status).toBe(200);
  }
  return sessionId;
}

/** Moves the session to `to`; the guide's view of it after. */
const phase = async (sessionId: string, to: string) => {
  const answer = await call(guide, 'PUT', `/api/game-sessions/${sessionId}/phase`, { phase: to });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (await call(guide, 'GET', `/api/game-sessions/${sessionId}`)).body;
};

/** `who` hands in every opening topic (the score does not matter: it must match the leaderboard). */
async function answerEveryTopic(sessionId: string, who: Account) {
  const { body } = await call(who, 'GET', `/api/quiz/topics?sessionId=${sessionId}`);
  const topics = body.topics as Array<{ _id: string; questions: Array<{ id: string }> }>;
  for (const topic of topics) {
    const answers = Object.fromEntries(
      topic.questions.map((q) => [q.id, 'A hutan dan sungai dijaga bersama warga desa']),
    );
    const saved = await call(who, 'POST', '/api/quiz-score/save-score', {
      sessionId,
      userId: who.userId,
      topicId: topic._id,
      answers,
      isClosingQuiz: false,
    });
    expect(saved.status).toBe(200);
  }
}

const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  villain = await createAccount(t.app, 'mang_karwa_waste_villain');
  citizen = await createAccount(t.app, 'asep_eco_citizen');
  outsider = await createAccount(t.app, 'ibu_eneng_eco_citizen');
});

describe('GET /api/auth/history', () => {
  it('needs a login', async () => {
    const answer = await call(undefined, 'GET', '/api/auth/history');
    expect(answer.status).toBe(401);
  });

  it('lists the sessions the caller played in, ranked as the leaderboard ranks them', async () => {
    expect(await historyOf(citizen)).toEqual([]);
    const sessionId = await openSession('PASTGAM2', [villain, citizen]);

    const [running] = await historyOf(citizen);
    expect(running).toMatchObject({
      sessionId,
      roomCode: 'PASTGAM2',
      roleId: 'eco_citizen_1',
      playerCount: 2,
      status: 'in_progress',
      achievements: [],
    });

    await phase(sessionId, 'narrative_1');
    await phase(sessionId, 'quiz_active');
    await answerEveryTopic(sessionId, citizen);
    await phase(sessionId, 'quiz_completed');
    const board = (await call(guide, 'GET', `/api/game-sessions/${sessionId}/leaderboard`)).body
      .leaderboard as Array<{ userId: string; rank: number; totalScore: number }>;
    for (const player of [villain, citizen]) {
      const [entry] = await historyOf(player);
      const ranked = board.find((e) => e.userId === player.userId);
      expect(entry).toMatchObject({ rank: ranked?.rank, totalScore: ranked?.totalScore });
    }

    const ended = await phase(sessionId, 'game_completely_ended');
    const [finished] = await historyOf(citizen);
    expect(finished).toMatchObject({ sessionId, status: 'finished' });
    expect(finished?.date).toBe(new Date(Number(ended.endedAt)).toISOString());
  });

  it('puts the newest session first and leaves out sessions the caller only guided', async () => {
    const second = await openSession('PASTGAM3', [citizen]);
    const history = await historyOf(citizen);
    expect(history.map((entry) => entry.roomCode)).toEqual(['PASTGAM3', 'PASTGAM2']);
    expect(history[0]).toMatchObject({ sessionId: second, rank: 1, playerCount: 1 });
    expect(await historyOf(guide)).toEqual([]);
    expect(await historyOf(outsider)).toEqual([]);
  });
});
