import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type GuideQuestion } from '@ecoscha/contracts';
import type { QuizBank } from '@ecoscha/game';
import { createAccount, createTestApp, type Account, type TestApp } from '../../testing/test-app';
import { choiceDraft, essayDraft, shortAnswerDraft } from './question-drafts.testing';
import { sessionQuizBank } from './session-quiz-bank';
import { englishApiCaller } from '../../testing/api-call';

const defaults: QuizBank = {
  topics: [
    {
      topicId: 'plastic_waste',
      opening: [{ id: 'p1', type: 'true_false', accepted: ['true'] }],
      closing: [{ id: 'p2', type: 'true_false', accepted: ['false'] }],
    },
    {
      topicId: 'land_conversion',
      opening: [{ id: 'l1', type: 'essay', accepted: [] }],
      closing: [{ id: 'l2', type: 'essay', accepted: [] }],
    },
  ],
};
const own = [{ id: 'own_1', topic: 'plastic_waste', data: shortAnswerDraft() }];

describe('sessionQuizBank', () => {
  it('keeps the default bank for the default choice', () => {
    expect(sessionQuizBank(defaults, own, 'default')).toBe(defaults);
  });

  it("asks the guide's questions alone per topic, the default ones where the guide wrote none", () => {
    const [plastic, land] = sessionQuizBank(defaults, own, 'own').topics;
    const key = {
      id: 'own_1',
      type: 'short_answer',
      accepted: ['bank sampah', 'waste bank', 'banksampah'],
    };
    expect(plastic).toEqual({ topicId: 'plastic_waste', opening: [key], closing: [key] });
    expect(land).toEqual(defaults.topics[1]);
  });

  it('puts both together', () => {
    const [plastic] = sessionQuizBank(defaults, own, 'both').topics;
    expect(plastic?.opening.map((q) => q.id)).toEqual(['p1', 'own_1']);
    expect(plastic?.closing.map((q) => q.id)).toEqual(['p2', 'own_1']);
  });
});

describe('a room that asks the guide’s own questions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = englishApiCaller(() => t.app);

  it('refuses "own" while the guide has no shown question', async () => {
    const guide = await createAccount(t.app, 'sustainability_guide');
    const written = await call(guide, 'POST', API.myQuestions, essayDraft());
    await call(guide, 'POST', `/api/my-questions/${String(written.body.id)}/hide`);
    for (const questionBank of ['own', 'both']) {
      const answer = await call(guide, 'POST', API.sessions.create, {
        moderatorId: guide.userId,
        questionBank,
      });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('QUESTION_BANK_EMPTY');
    }
  });

  it("serves and scores the guide's question in the opening quiz", async () => {
    const guide = await createAccount(t.app, 'sustainability_guide');
    const mine = (await call(guide, 'POST', API.myQuestions, choiceDraft()))
      .body as unknown as GuideQuestion;
    const created = await call(guide, 'POST', API.sessions.create, {
      moderatorId: guide.userId,
      questionBank: 'own',
    });
    expect(created.status).toBe(201);
    const id = String(created.body._id);
    const students = [
      await createAccount(t.app, 'asep_eco_citizen'),
      await createAccount(t.app, 'mang_karwa_waste_villain'),
      await createAccount(t.app, 'kang_raka_green_guardian'),
      await createAccount(t.app, 'waste_manager'),
    ];
    for (const s of students) {
      expect(
        (await call(s, 'POST', `/api/game-sessions/${id}/join`, { userId: s.userId })).status,
      ).toBe(200);
    }
    for (const phase of ['narrative_1', 'quiz_active']) {
      const moved = await call(guide, 'PUT', `/api/game-sessions/${id}/phase`, { phase });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const student = students[0] as Account;
    const topics = await call(student, 'GET', `${API.quiz.topics}?sessionId=${id}`);
    const list = topics.body.topics as { _id: string; questions: Record<string, unknown>[] }[];
    const water = list.find((topic) => topic._id === 'clean_water_crisis');
    expect(water?.questions).toEqual([
      {
        id: mine.id,
        type: 'multiple_choice',
        question_id: mine.draft.question_id,
        question_en: mine.draft.question_en,
        stimulus_id: mine.draft.stimulus_id,
        stimulus_en: mine.draft.stimulus_en,
        options_id: mine.draft.options_id,
        options_en: mine.draft.options_en,
      },
    ]);
    // Topics the guide wrote nothing for keep the default questions.
    expect(list.find((topic) => topic._id === 'plastic_waste')?.questions[0]?.id).not.toMatch(
      /^own_/,
    );
    const saved = await call(student, 'POST', API.quiz.saveScore, {
      sessionId: id,
      userId: student.userId,
      topicId: 'clean_water_crisis',
      answers: { [mine.id]: 'A' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.score).toBeGreaterThan(0);
    // Once answered, the student learns the right answer and why, from the guide's question.
    expect(saved.body.feedback).toEqual([
      {
        questionId: mine.id,
        answer: 'A',
        answer_id: 'A',
        answer_en: 'A',
        reasoning_id: mine.draft.reasoning_id,
        reasoning_en: mine.draft.reasoning_en,
      },
    ]);
  });
});
