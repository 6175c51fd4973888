import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  API,
  pathTo,
  type GuidedSessionsResponse,
  type LearningReportResponse,
} from '@ecoscha/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { openBotGame, playWholeGame } from '../../testing/bot-game';
import { BOT_LIMITS, createAccount, useTestApp, type Account } from '../../testing/test-app';
import { choiceDraft } from '../question-bank/question-drafts.testing';
import { parseCsv } from './csv-testing';

let guide: Account;
let otherGuide: Account;
let student: Account;
let classmate: Account;
let outsider: Account;
let sessionId: string;

/** Answers with a comma, quotes and a line break, as a student may type them. */
const TRICKY = 'Gambut, "lahan basah"\nbaris dua';

async function call(
  who: Account | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
}

async function phase(to: string) {
  const answer = await call(guide, 'PUT', `/api/game-sessions/${sessionId}/phase`, { phase: to });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** `who` hands in every opening topic, each question answered `answer`. */
async function answerEveryTopic(who: Account, answer: string) {
  const topics = (await call(who, 'GET', `/api/quiz/topics?sessionId=${sessionId}`)).json<{
    topics: Array<{ _id: string; questions: Array<{ id: string }> }>;
  }>().topics;
  for (const topic of topics) {
    const saved = await call(who, 'POST', '/api/quiz-score/save-score', {
      sessionId,
      userId: who.userId,
      topicId: topic._id,
      answers: Object.fromEntries(topic.questions.map((q) => [q.id, answer])),
      isClosingQuiz: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return topics.length;
}

const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  otherGuide = await createAccount(t.app, 'sustainability_guide');
  student = await createAccount(t.app, 'asep_eco_citizen');
  classmate = await createAccount(t.app, 'mang_karwa_waste_villain');
  outsider = await createAccount(t.app, 'ibu_eneng_eco_citizen');
  const created = await call(guide, 'POST', '/api/game-sessions', { moderatorId: guide.userId });
  sessionId = created.json<{ _id: string }>()._id;
  for (const p of [student, classmate]) {
    const joined = await call(p, 'POST', `/api/game-sessions/${sessionId}/join`, {
      userId: p.userId,
    });
    expect(joined.statusCode).toBe(200);
  }
  await phase('narrative_1');
  await phase('quiz_active');
  await answerEveryTopic(student, TRICKY);
  await answerEveryTopic(classmate, 'A');
  await phase('quiz_completed');
});

describe('GET /api/game-sessions/:id/report', () => {
  it('gives the session’s guide every student with their answers and each question’s texts', async () => {
    const res = await call(guide, 'GET', `/api/game-sessions/${sessionId}/report`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<LearningReportResponse>();
    expect(report).toMatchObject({ sessionId, status: 'in_progress', closingQuizOver: false });
    expect(report.students.map((s) => s.userId)).toEqual([student.userId, classmate.userId]);
    const mine = report.students[0];
    expect(mine?.answers.length).toBe(6);
    expect(mine?.answers.every((a) => a.answer === TRICKY && a.kind === 'opening')).toBe(true);
    expect(report.averages.counted).toBe(2);
    for (const answer of mine?.answers ?? []) {
      const question = report.questions.find((q) => q.questionId === answer.questionId);
      expect(question?.text.id.length).toBeGreaterThan(0);
      expect(question?.text.en.length).toBeGreaterThan(0);
    }
    expect(report.topics).toHaveLength(6);
    expect(report.topics[0]?.name.en.length).toBeGreaterThan(0);
  });

  it('refuses another guide, a player of the session and an outsider (403), and no token (401)', async () => {
    const url = `/api/game-sessions/${sessionId}/report`;
    for (const who of [otherGuide, student, outsider]) {
      for (const path of [url, `${url}.csv`]) {
        const res = await call(who, 'GET', path);
        expect(res.statusCode, `${who.username} ${path}`).toBe(403);
        expect(res.json<{ code: string }>().code).toMatch(/^(NOT_MODERATOR|NOT_IN_SESSION)$/);
        expect(res.body).not.toContain(TRICKY.slice(0, 6));
      }
    }
    expect((await call(student, 'GET', url)).json<{ code: string }>().code).toBe('NOT_MODERATOR');
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    expect((await call(undefined, 'GET', `${url}.csv`)).statusCode).toBe(401);
  });

  it("never gives a student a classmate's answers, in any read of the session", async () => {
    const reads = [
      pathTo(API.sessions.one, { id: sessionId }),
      pathTo(API.quiz.session, { id: sessionId }),
      pathTo(API.sessions.leaderboard, { id: sessionId }),
      pathTo(API.quiz.leaderboard, { sessionId }),
      `/api/game-sessions/${sessionId}/report`,
      `/api/game-sessions/${sessionId}/report.csv`,
      API.auth.history,
    ];
    for (const url of reads) {
      const res = await call(classmate, 'GET', url);
      expect(res.body, url).not.toContain('lahan basah');
    }
    // Their own answers are theirs to see: the session view carries only their own results.
    const view = (await call(classmate, 'GET', pathTo(API.sessions.one, { id: sessionId }))).json<{
      quizResults: Record<string, unknown>;
    }>();
    expect(Object.keys(view.quizResults)).toEqual([classmate.userId]);
    const own = await call(student, 'GET', pathTo(API.quiz.session, { id: sessionId }));
    expect(own.body).toContain('lahan basah');
  });

  it('says clearly when the session does not exist or the id is malformed', async () => {
    const unknown = await call(guide, 'GET', `/api/game-sessions/${randomUUID()}/report`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('SESSION_NOT_FOUND');
    const malformed = await call(guide, 'GET', '/api/game-sessions/nope/report.csv');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/game-sessions/:id/report.csv', () => {
  it('is UTF-8 with a byte-order mark, a heading row and one row per student per question', async () => {
    const res = await call(guide, 'GET', `/api/game-sessions/${sessionId}/report.csv?lng=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ecoscha-report-[A-Z0-9]{8}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [heading, ...rows] = parseCsv(res.body.slice(1));
    expect(heading?.[0]).toBe('Student');
    expect(rows).toHaveLength(2 * 6);
    const answers = rows.filter((row) => row[0] === student.username).map((row) => row[12]);
    expect(answers).toEqual(Array<string>(6).fill(TRICKY));
    // The quoted field as written: commas and line break inside quotes, quotes doubled.
    expect(res.body).toContain('"Gambut, ""lahan basah""\nbaris dua"');
  });

  it('speaks Indonesian unless asked otherwise', async () => {
    const res = await call(guide, 'GET', `/api/game-sessions/${sessionId}/report.csv`);
    expect(parseCsv(res.body.slice(1))[0]?.[0]).toBe('Siswa');
  });
});

describe('after a whole game with bots', () => {
  it('reports both quizzes, lists the session on the guide’s profile, and each student sees only their own before and after', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const game = await openBotGame(baseUrl, 6);
    try {
      await playWholeGame(game, 11);
      const token = { authorization: `Bearer ${game.moderator.token}` };
      const res = await t.app.inject({
        url: `/api/game-sessions/${game.sessionId}/report`,
        headers: token,
      });
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json<LearningReportResponse>();
      expect(report).toMatchObject({ status: 'finished', closingQuizOver: true });
      expect(report.students).toHaveLength(6);
      for (const s of report.students) {
        expect(s.status).toBe('stayed');
        expect(s.closing?.asked).toBe(6);
        expect(s.change).toBe((s.closing?.score ?? 0) - s.opening.score);
      }
      expect(report.topics.every((topic) => topic.change !== null)).toBe(true);
      const shares = report.questions.map((q) => q.share ?? 2);
      expect(shares).toEqual([...shares].sort((a, b) => a - b));

      const csv = await t.app.inject({
        url: `/api/game-sessions/${game.sessionId}/report.csv`,
        headers: token,
      });
      const rows = parseCsv(csv.body.slice(1)).slice(1);
      const answered = report.students.reduce((sum, s) => sum + s.answers.length, 0);
      expect(rows).toHaveLength(answered);

      const guided = await t.app.inject({ url: '/api/auth/guided-sessions', headers: token });
      const listed = guided.json<GuidedSessionsResponse>().sessions;
      expect(listed[0]).toMatchObject({
        sessionId: game.sessionId,
        status: 'finished',
        studentCount: 6,
        openingAverage: report.averages.opening,
        closingAverage: report.averages.closing,
      });

      const bot = game.players[0];
      const history = await t.app.inject({
        url: '/api/auth/history',
        headers: { authorization: `Bearer ${bot?.token}` },
      });
      const mine = report.students.find((s) => s.userId === bot?.userId);
      const [entry] = history.json<{ history: Array<Record<string, unknown>> }>().history;
      expect(entry).toMatchObject({
        openingQuizScore: mine?.opening.score,
        closingQuizScore: mine?.closing?.score,
      });
      // Nothing of anyone's answers is in a student's history.
      const others = report.students.flatMap((s) => s.answers.map((a) => a.answer ?? ''));
      for (const text of others.filter((a) => a.length > 3))
        expect(history.body).not.toContain(text);
    } finally {
      game.close();
    }
  }, 120_000);
});

describe('a room with the guide’s own question', () => {
  it('reports the question with its texts and the class’s answers, in the JSON and the CSV', async () => {
    const written = await call(guide, 'POST', API.myQuestions, choiceDraft());
    expect(written.statusCode, written.body).toBe(201);
    const ownId = written.json<{ id: string }>().id;
    const created = await call(guide, 'POST', API.sessions.create, {
      moderatorId: guide.userId,
      questionBank: 'own',
    });
    const ownSession = created.json<{ _id: string }>()._id;
    await call(student, 'POST', `/api/game-sessions/${ownSession}/join`, {
      userId: student.userId,
    });
    for (const to of ['narrative_1', 'quiz_active']) {
      await call(guide, 'PUT', `/api/game-sessions/${ownSession}/phase`, { phase: to });
    }
    const saved = await call(student, 'POST', '/api/quiz-score/save-score', {
      sessionId: ownSession,
      userId: student.userId,
      topicId: 'clean_water_crisis',
      answers: { [ownId]: 'A' },
      isClosingQuiz: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const report = (
      await call(guide, 'GET', `/api/game-sessions/${ownSession}/report`)
    ).json<LearningReportResponse>();
    expect(report.students[0]?.answers).toEqual([
      {
        questionId: ownId,
        topicId: 'clean_water_crisis',
        kind: 'opening',
        answer: 'A',
        correct: true,
      },
    ]);
    expect(report.questions).toEqual([
      expect.objectContaining({
        questionId: ownId,
        text: { id: choiceDraft().question_id, en: choiceDraft().question_en },
        answer: { id: 'A', en: 'A' },
        asked: 1,
        right: 1,
        share: 1,
      }),
    ]);
    const csv = await call(guide, 'GET', `/api/game-sessions/${ownSession}/report.csv?lng=en`);
    const [, row] = parseCsv(csv.body.slice(1));
    expect(row?.slice(11)).toEqual([
      choiceDraft().question_en,
      'A. Groundwater',
      'A. Groundwater',
      'Right',
    ]);
  });
});

describe('GET /api/auth/guided-sessions', () => {
  it('lists only the caller’s own sessions, and needs a login', async () => {
    const mine = await call(guide, 'GET', '/api/auth/guided-sessions');
    // The room of the first tests and the one with the guide's own question, newest first.
    const listed = mine.json<GuidedSessionsResponse>().sessions;
    expect(listed).toHaveLength(2);
    expect(listed[1]).toMatchObject({ sessionId, status: 'in_progress', studentCount: 2 });
    const theirs = await call(otherGuide, 'GET', '/api/auth/guided-sessions');
    expect(theirs.json<GuidedSessionsResponse>().sessions).toEqual([]);
    expect((await call(student, 'GET', '/api/auth/guided-sessions')).json()).toEqual({
      sessions: [],
    });
    expect((await call(undefined, 'GET', '/api/auth/guided-sessions')).statusCode).toBe(401);
  });
});
