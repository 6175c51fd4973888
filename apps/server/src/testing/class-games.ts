import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { classStudents } from '../db/schema';
import { apiCaller } from './api-call';
import type { Account } from './test-app';

/** A roster student as the tests use them: their entry and a token of their badge account. */
export type RosteredStudent = Account & { studentId: string; number: number };

/** A class of `guide` with `names` on its roster, each student signed in with their badge account. */
export async function classWithStudents(
  app: FastifyInstance,
  guide: Account,
  names: string[],
  className = 'Kelas 7A',
): Promise<{ classId: string; students: RosteredStudent[] }> {
  const call = apiCaller(() => app);
  const made = await call(guide, 'POST', '/api/classes', {
    name: className,
    schoolYear: '2026/2027',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const classId = String(made.body.id);
  const added = await call(guide, 'POST', `/api/classes/${classId}/students`, { names });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const { studentDb } = await rosterUsers(app, classId);
  const students = (added.body.students as Array<{ id: string; number: number; name: string }>).map(
    (entry) => {
      const userId = studentDb.get(entry.id) ?? '';
      return {
        studentId: entry.id,
        number: entry.number,
        userId,
        username: entry.name,
        email: '',
        token: app.tokens.sign(userId),
      };
    },
  );
  return { classId, students };
}

/** Each roster entry's badge account id (the API never shows it). */
async function rosterUsers(app: FastifyInstance, classId: string) {
  const rows = await app.db
    .select({ id: classStudents.id, userId: classStudents.userId })
    .from(classStudents)
    .where(eq(classStudents.classId, classId));
  return { studentDb: new Map(rows.map((row) => [row.id, row.userId])) };
}

/**
 * A short game of the class: `players` join, every opening topic is answered (each player's
 * answer from `answerOf`), the quiz closes and the guide ends the game. Returns the session id.
 */
export async function playClassGame(
  app: FastifyInstance,
  guide: Account,
  classId: string,
  players: Account[],
  answerOf: (player: Account) => string = () => 'A',
): Promise<string> {
  const call = apiCaller(() => app);
  const created = await call(guide, 'POST', '/api/game-sessions', {
    moderatorId: guide.userId,
    classId,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sessionId = String(created.body._id);
  for (const player of players) {
    const joined = await call(player, 'POST', `/api/game-sessions/${sessionId}/join`, {
      userId: player.userId,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  }
  const phase = async (to: string) => {
    const answer = await call(guide, 'PUT', `/api/game-sessions/${sessionId}/phase`, { phase: to });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  await phase('narrative_1');
  await phase('quiz_active');
  for (const player of players) {
    const { body } = await call(player, 'GET', `/api/quiz/topics?sessionId=${sessionId}`);
    const topics = body.topics as Array<{ _id: string; questions: Array<{ id: string }> }>;
    for (const topic of topics) {
      const saved = await call(player, 'POST', '/api/quiz-score/save-score', {
        sessionId,
        userId: player.userId,
        topicId: topic._id,
        answers: Object.fromEntries(topic.questions.map((q) => [q.id, answerOf(player)])),
        isClosingQuiz: false,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  }
  await phase('quiz_completed');
  await phase('game_completely_ended');
  return sessionId;
}
