import { describe, expect, it } from 'vitest';
import type { QuizQuestionKey } from './quiz-bank';
import {
  applyVotePenalty,
  clampPenalty,
  clampQuizScore,
  isCorrectAnswer,
  scoresOf,
  scoreTopic,
} from './scoring';
import { answerQuiz, reachClosingQuiz, reachRoleplay } from './testing/driver';
import { TestSession } from './testing/session';

const q = (type: QuizQuestionKey['type'], accepted: string[] = []): QuizQuestionKey => ({
  id: `${type}-q`,
  type,
  accepted,
});

describe('answers', () => {
  it('matches multiple choice and true/false keys case-insensitively, trimmed', () => {
    expect(isCorrectAnswer(q('multiple_choice', ['B']), ' b ')).toBe(true);
    expect(isCorrectAnswer(q('multiple_choice', ['B']), 'C')).toBe(false);
    expect(isCorrectAnswer(q('true_false', ['true', 'benar']), 'Benar')).toBe(true);
    expect(isCorrectAnswer(q('true_false', ['true']), 'false')).toBe(false);
  });

  it('matches short answers in any accepted language, inner spaces collapsed', () => {
    const question = q('short_answer', ['hutan lindung', 'protected forest']);
    expect(isCorrectAnswer(question, 'HUTAN   LINDUNG ')).toBe(true);
    expect(isCorrectAnswer(question, 'Protected Forest')).toBe(true);
    expect(isCorrectAnswer(question, 'hutanlindung')).toBe(false);
  });

  it('counts an essay of five words or more as a genuine attempt', () => {
    expect(isCorrectAnswer(q('essay'), 'kita harus jaga hutan bersama')).toBe(true);
    expect(isCorrectAnswer(q('essay'), 'kita harus jaga hutan')).toBe(false);
    expect(isCorrectAnswer(q('essay'), '   ')).toBe(false);
  });

  it('gives nothing for a missing answer', () => {
    expect(isCorrectAnswer(q('multiple_choice', ['A']), undefined)).toBe(false);
    expect(isCorrectAnswer(q('multiple_choice', ['']), '')).toBe(true);
  });

  it('scores 10 per correct answer', () => {
    const questions = [q('multiple_choice', ['A']), { ...q('true_false', ['true']), id: 'tf' }];
    expect(scoreTopic(questions, { 'multiple_choice-q': 'a', tf: 'true' })).toEqual({
      correct: 2,
      score: 20,
    });
    expect(scoreTopic(questions, {})).toEqual({ correct: 0, score: 0 });
  });
});

describe('clamps', () => {
  it('shows the quiz score between 0 and 120 and the penalty between -20 and 0', () => {
    expect(clampQuizScore(150)).toBe(120);
    expect(clampQuizScore(-5)).toBe(0);
    expect(clampQuizScore('x')).toBe(0);
    expect(clampPenalty(-35)).toBe(-20);
    expect(clampPenalty(5)).toBe(0);
    expect(clampPenalty(Number.NaN)).toBe(0);
    expect(applyVotePenalty(0)).toBe(-20);
    expect(applyVotePenalty(-20)).toBe(-20);
  });

  it('caps each quiz at 60 and adds the penalty to the total', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1', 'eco_citizen_2'] });
    reachRoleplay(s, () => 'right');
    // A bank with more topics could give more than 60: the cap still holds.
    s.state = {
      ...s.state,
      quizResults: {
        ...s.state.quizResults,
        p2: [
          ...(s.state.quizResults.p2 ?? []),
          { ...(s.state.quizResults.p2?.[0] ?? ({} as never)), topicId: 'extra' },
        ],
      },
      players: s.state.players.map((p) => (p.userId === 'p2' ? { ...p, gameScore: -20 } : p)),
    };
    expect(scoresOf(s.state, 'p2')).toEqual({
      regularQuizScore: 60,
      closingQuizScore: 0,
      totalQuizScore: 60,
      gameScore: -20,
      totalScore: 40,
    });
  });

  it('adds the closing quiz, up to 120 in all', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1'] });
    reachClosingQuiz(s, { kills: { p1: 'p2' } });
    answerQuiz(s, 'closing', () => 'right');
    expect(scoresOf(s.state, 'p1')).toMatchObject({
      regularQuizScore: 60,
      closingQuizScore: 60,
      totalQuizScore: 120,
      totalScore: 120,
    });
  });
});
