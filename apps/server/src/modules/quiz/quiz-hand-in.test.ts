import { beforeAll, describe, expect, it } from 'vitest';
import { BOT_LIMITS, createAccount, useTestApp, type Account } from '../../testing/test-app';
import { apiCaller } from '../../testing/api-call';

let guide: Account;
let students: Account[];

const call = apiCaller(() => t.app);

const phaseOf = async (sessionId: string) =>
  (await call(guide, 'GET', `/api/game-sessions/${sessionId}`)).body.currentPhase;

async function phase(sessionId: string, to: string) {
  const answer = await call(guide, 'PUT', `/api/game-sessions/${sessionId}/phase`, { phase: to });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A room with every student seated, its opening quiz running. */
async function openingQuiz(): Promise<string> {
  const created = await call(guide, 'POST', '/api/game-sessions', { moderatorId: guide.userId });
  const sessionId = String(created.body._id);
  for (const student of students) {
    await call(student, 'POST', `/api/game-sessions/${sessionId}/join`, { userId: student.userId });
  }
  await phase(sessionId, 'narrative_1');
  await phase(sessionId, 'quiz_active');
  return sessionId;
}

async function topicIdsOf(sessionId: string, who: Account): Promise<string[]> {
  const { body } = await call(who, 'GET', `/api/quiz/topics?sessionId=${sessionId}`);
  return (body.topics as Array<{ _id: string }>).map((topic) => topic._id);
}

/** `who` hands in one topic (left empty: handing in is what counts here). */
const handIn = (sessionId: string, who: Account, topicId: string, isClosingQuiz = false) =>
  call(who, 'POST', '/api/quiz-score/save-score', {
    sessionId,
    userId: who.userId,
    topicId,
    answers: {},
    isClosingQuiz,
  });

const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  students = [
    await createAccount(t.app, 'asep_eco_citizen'),
    await createAccount(t.app, 'mang_karwa_waste_villain'),
  ];
});

describe('a quiz every student has handed in', () => {
  it('ends with the last topic of the last student, where the guide’s finish leads', async () => {
    const sessionId = await openingQuiz();
    const [first, last] = students as [Account, Account];
    const topicIds = await topicIdsOf(sessionId, first);
    for (const topicId of topicIds)
      expect((await handIn(sessionId, first, topicId)).status).toBe(200);
    for (const topicId of topicIds.slice(0, -1)) await handIn(sessionId, last, topicId);
    // One topic short: still running.
    expect(await phaseOf(sessionId)).toBe('quiz_active');

    const answer = await handIn(sessionId, last, topicIds.at(-1) ?? '');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true });
    expect(await phaseOf(sessionId)).toBe('quiz_completed');
    // The guide's Finish quiz arriving afterwards is a harmless repeat; the lesson goes on.
    await phase(sessionId, 'quiz_completed');
    await phase(sessionId, 'start_roleplay_narrative');
  });

  it('makes one transition when the last two hand-ins arrive together, and keeps both', async () => {
    const sessionId = await openingQuiz();
    const topicIds = await topicIdsOf(sessionId, guide);
    for (const student of students) {
      for (const topicId of topicIds.slice(0, -1)) await handIn(sessionId, student, topicId);
    }
    const answers = await Promise.all(
      students.map((student) => handIn(sessionId, student, topicIds.at(-1) ?? '')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const view = (await call(guide, 'GET', `/api/game-sessions/${sessionId}`)).body as {
      currentPhase: string;
      quizProgress: Record<string, { opening: number }>;
    };
    expect(view.currentPhase).toBe('quiz_completed');
    for (const student of students) {
      expect(view.quizProgress[student.userId]?.opening).toBe(topicIds.length);
    }
    // A hand-in after the end is refused and changes nothing.
    const late = await handIn(sessionId, students[0] as Account, topicIds[0] ?? '');
    expect(late).toMatchObject({ status: 409, body: { code: 'WRONG_PHASE' } });
  });
});
