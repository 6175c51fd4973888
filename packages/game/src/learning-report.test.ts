import { describe, expect, it } from 'vitest';
import { learningReport } from './learning-report';
import { questionsFor } from './quiz';
import { answerQuiz, playDay, playNight, type AnswerPlan } from './testing/driver';
import { TEST_BANK } from './testing/fixtures';
import { MODERATOR, TestSession } from './testing/session';

const ROLES = ['eco_citizen_1', 'waste_villain_1', 'eco_citizen_2', 'green_guardian_1'] as const;

/** Four players through the opening quiz; p4 is made a practice seat. */
function afterOpening(plan: AnswerPlan) {
  const s = new TestSession({ roles: [...ROLES] });
  s.state = {
    ...s.state,
    players: s.state.players.map((p) =>
      p.userId === 'p4' ? { ...p, isPractice: true as const } : p,
    ),
  };
  s.advance('narrative_1');
  s.advance('quiz_active');
  answerQuiz(s, 'opening', plan);
  s.advance('quiz_completed');
  return s;
}

/** A quiet night, the village votes out its one villain (p2), then the closing quiz by `plan`. */
function closingQuiz(s: TestSession, plan: AnswerPlan, finish = true) {
  s.advance('start_roleplay_narrative');
  s.advance('night_phase', 1);
  playNight(s);
  playDay(s, { p1: 'p2', p2: 'p1', p3: 'p2', p4: 'p2' });
  s.advance('roleplay_ending_narrative');
  s.advance('closing_quiz_intro');
  s.advance('closing_quiz_active');
  answerQuiz(s, 'closing', plan);
  if (finish) s.advance('closing_quiz_completed');
}

const topicNumber = (topicId: string) => Number(topicId.replace('topic-', ''));

describe('learningReport', () => {
  it('puts each student’s opening and closing quiz side by side with every answer', () => {
    // p1: 2 of 6 right before, 5 of 6 after; p2: 6 before, 3 after.
    const s = afterOpening((u, t) =>
      (u === 'p1' ? topicNumber(t) <= 2 : u === 'p2') ? 'right' : 'wrong',
    );
    closingQuiz(s, (u, t) =>
      (u === 'p1' ? topicNumber(t) <= 5 : topicNumber(t) <= 3) ? 'right' : 'wrong',
    );
    const report = learningReport(s.state, TEST_BANK);
    const p1 = report.learners.find((l) => l.userId === 'p1');
    expect(p1).toMatchObject({
      status: 'stayed',
      roleId: 'eco_citizen_1',
      isAlive: true,
      opening: { score: 20, correct: 2, asked: 6 },
      closing: { score: 50, correct: 5, asked: 6 },
      change: 30,
    });
    const p2 = report.learners.find((l) => l.userId === 'p2');
    expect(p2).toMatchObject({ opening: { score: 60 }, closing: { score: 30 }, change: -30 });
    // Opening answers first, in topic order, then the closing ones.
    expect(p1?.answers.map((a) => `${a.kind}:${a.topicId}`)).toEqual([
      ...TEST_BANK.topics.map((t) => `opening:${t.topicId}`),
      ...TEST_BANK.topics.map((t) => `closing:${t.topicId}`),
    ]);
    const firstOpening = questionsFor(s.state, 'p1', 'topic-1', 'opening', TEST_BANK)[0];
    expect(p1?.answers[0]).toMatchObject({ questionId: firstOpening?.id, correct: true });
    expect(p1?.answers[0]?.answer).toEqual(expect.any(String));
    expect(p1?.answers.filter((a) => a.kind === 'closing' && a.correct)).toHaveLength(5);
  });

  it('keeps essays in full and marks an empty answer as none', () => {
    const s = afterOpening(() => 'right');
    const essay = `Kita harus menjaga hutan bersama, "leuweung" teh titipan.\nBaris kedua.`;
    const state = {
      ...s.state,
      quizResults: {
        ...s.state.quizResults,
        p3: [
          {
            topicId: 'topic-1',
            kind: 'opening' as const,
            questionIds: ['t1-q4', 't1-q1'],
            answers: { 't1-q4': essay, 't1-q1': '   ' },
            correct: 1,
            score: 10,
            submittedAt: s.now,
          },
        ],
      },
    };
    const p3 = learningReport(state, TEST_BANK).learners.find((l) => l.userId === 'p3');
    expect(p3?.answers).toEqual([
      { questionId: 't1-q4', topicId: 'topic-1', kind: 'opening', answer: essay, correct: true },
      { questionId: 't1-q1', topicId: 'topic-1', kind: 'opening', answer: null, correct: false },
    ]);
  });

  it('shows students who left before the closing quiz and practice seats, and leaves them out of the class figures', () => {
    // Everyone right before; in the closing quiz p1 right, p2 wrong, p3 hands in nothing.
    const s = afterOpening(() => 'right');
    closingQuiz(s, (u) => (u === 'p1' ? 'right' : u === 'p2' ? 'wrong' : 'skip'));
    const report = learningReport(s.state, TEST_BANK);
    expect(report.closingQuizOver).toBe(true);
    expect(report.learners.map((l) => [l.userId, l.status])).toEqual([
      ['p1', 'stayed'],
      ['p2', 'stayed'],
      ['p3', 'left_early'],
      ['p4', 'practice'],
    ]);
    expect(report.learners[2]).toMatchObject({
      opening: { score: 60 },
      closing: null,
      change: null,
    });
    expect(report.averages).toEqual({ counted: 2, opening: 60, closing: 30, change: -30 });
    // Every question's share counts p1 and p2 only.
    for (const question of report.questions) expect(question.asked).toBeLessThanOrEqual(2);
    // The practice seat's and the leaver's questions are listed too (to read their answers),
    // and one nobody who stayed answered counts nobody and comes last.
    const listed = new Set(report.questions.map((q) => q.questionId));
    for (const learner of report.learners) {
      for (const answer of learner.answers) expect(listed.has(answer.questionId)).toBe(true);
    }
    const uncounted = report.questions.filter((q) => q.asked === 0);
    expect(uncounted.every((q) => q.share === null)).toBe(true);
    expect(report.questions.slice(report.questions.length - uncounted.length)).toEqual(uncounted);
    const closingAsked = report.questions.filter((q) => q.kind === 'closing');
    expect(closingAsked.every((q) => q.share === 0.5)).toBe(true);
    expect(report.topics[0]).toMatchObject({
      opening: { asked: 2, right: 2, share: 1 },
      closing: { asked: 2, right: 1, share: 0.5 },
      change: -0.5,
    });
  });

  it('counts nobody as having left while the closing quiz runs or was never held', () => {
    const running = afterOpening(() => 'right');
    closingQuiz(running, (u) => (u === 'p1' ? 'right' : 'skip'), false);
    const report = learningReport(running.state, TEST_BANK);
    expect(report.closingQuizOver).toBe(false);
    expect(report.learners.slice(0, 3).map((l) => l.status)).toEqual([
      'stayed',
      'stayed',
      'stayed',
    ]);
    expect(report.averages).toEqual({ counted: 3, opening: 60, closing: 60, change: 0 });

    const ended = afterOpening(() => 'right');
    ended.do({ type: 'endGame', actorId: MODERATOR });
    const endedReport = learningReport(ended.state, TEST_BANK);
    expect(endedReport.learners.filter((l) => l.status === 'left_early')).toEqual([]);
    expect(endedReport.averages).toMatchObject({ counted: 3, closing: null, change: null });
  });

  it('compares a topic before and after only when it was asked in both quizzes', () => {
    const s = afterOpening((_u, t) => (t === 'topic-2' ? 'skip' : 'wrong'));
    closingQuiz(s, (_u, t) => (t === 'topic-3' ? 'skip' : 'right'));
    const topics = learningReport(s.state, TEST_BANK).topics;
    const byId = new Map(topics.map((t) => [t.topicId, t]));
    expect(byId.get('topic-1')).toMatchObject({
      opening: { share: 0 },
      closing: { share: 1 },
      change: 1,
    });
    expect(byId.get('topic-2')).toMatchObject({
      opening: { asked: 0, share: null },
      closing: { share: 1 },
      change: null,
    });
    // Nobody handed in topic 3's closing question: everyone left it, so nobody counts.
    expect(byId.get('topic-3')).toMatchObject({ closing: { asked: 0, share: null }, change: null });
    expect(topics.map((t) => t.topicId)).toEqual(TEST_BANK.topics.map((t) => t.topicId));
  });

  it('lists the questions the class found hardest first', () => {
    // Topic 1 right for p1 only, topic 2 right for everyone, the rest wrong for everyone.
    const s = afterOpening((u, t) =>
      t === 'topic-2' || (t === 'topic-1' && u === 'p1') ? 'right' : 'wrong',
    );
    // The practice seat's own questions (counting nobody) are left aside here.
    const questions = learningReport(s.state, TEST_BANK).questions.filter((q) => q.asked > 0);
    const shares = questions.map((q) => q.share ?? -1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(questions[0]?.share).toBe(0);
    expect(questions.at(-1)).toMatchObject({ topicId: 'topic-2', share: 1 });
    // Each question is listed once, with how many counted students had it.
    const asked = questions.reduce((sum, q) => sum + q.asked, 0);
    expect(asked).toBe(3 * 6);
    expect(new Set(questions.map((q) => q.questionId)).size).toBe(questions.length);
  });

  it('lists a question asked in both quizzes once per quiz', () => {
    // A guide's own question may be in a topic's opening and closing lists alike.
    const shared = { id: 'own_1', type: 'multiple_choice' as const, accepted: ['B'] };
    const bank = {
      topics: [{ topicId: 'topic-1', opening: [shared], closing: [shared] }],
    };
    const s = afterOpening(() => 'skip');
    const result = (kind: 'opening' | 'closing', answer: string) => ({
      topicId: 'topic-1',
      kind,
      questionIds: ['own_1'],
      answers: { own_1: answer },
      correct: answer === 'B' ? 1 : 0,
      score: answer === 'B' ? 10 : 0,
      submittedAt: s.now,
    });
    const state = {
      ...s.state,
      quizResults: { p1: [result('opening', 'A'), result('closing', 'B')] },
    };
    const { questions, topics } = learningReport(state, bank);
    expect(questions.map((q) => [q.kind, q.questionId, q.share])).toEqual([
      ['opening', 'own_1', 0],
      ['closing', 'own_1', 1],
    ]);
    expect(topics[0]).toMatchObject({ change: 1 });
  });
});
