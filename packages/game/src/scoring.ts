import type { QuizQuestionKey } from './quiz-bank';
import { isVillain } from './roles';
import type { DayVote, GameState, Player, QuizKind, TopicResult } from './state';

/** Quiz points for one correct answer. */
export const POINTS_PER_CORRECT = 10;
/** The opening quiz and the closing quiz are each capped at this total. */
export const QUIZ_CAP = 60;
/** totalQuizScore is shown between 0 and this. */
export const QUIZ_DISPLAY_MAX = 120;
/** gameScore never goes below this. */
export const PENALTY_FLOOR = -20;
/** What a player eliminated by the day vote loses. */
export const VOTE_ELIMINATION_PENALTY = 20;
/** Strategic points (the `points` field) for each day vote cast on a villain / a good player. */
export const STRATEGIC_VOTE_ON_VILLAIN = 10;
export const STRATEGIC_VOTE_ON_GOOD = -5;
/** An essay counts as a genuine attempt from this many words. */
export const ESSAY_MIN_WORDS = 5;

/** Strategic points a voter earns with `votes` (the team of each target decides). */
export function strategicPoints(voterId: string, votes: DayVote[], players: Player[]): number {
  return votes
    .filter((v) => v.voterId === voterId)
    .reduce((sum, v) => {
      const target = players.find((p) => p.userId === v.targetId);
      if (!target) return sum;
      return sum + (isVillain(target.roleId) ? STRATEGIC_VOTE_ON_VILLAIN : STRATEGIC_VOTE_ON_GOOD);
    }, 0);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const normalise = (text: string) => text.trim().toLowerCase();
const normaliseWords = (text: string) => normalise(text).replace(/\s+/g, ' ');
const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Whether one answer is right for its question (see the decisions for each type). */
export function isCorrectAnswer(question: QuizQuestionKey, answer: string | undefined): boolean {
  if (typeof answer !== 'string') return false;
  switch (question.type) {
    case 'essay':
      return wordCount(answer) >= ESSAY_MIN_WORDS;
    case 'short_answer':
      return question.accepted.some((key) => normaliseWords(key) === normaliseWords(answer));
    case 'multiple_choice':
    case 'true_false':
      return question.accepted.some((key) => normalise(key) === normalise(answer));
  }
}

/** Scores a topic's answers: 10 per correct answer. */
export function scoreTopic(
  questions: readonly QuizQuestionKey[],
  answers: Readonly<Record<string, string>>,
): { correct: number; score: number } {
  const correct = questions.filter((q) => isCorrectAnswer(q, answers[q.id])).length;
  return { correct, score: correct * POINTS_PER_CORRECT };
}

/** Penalty as shown: a number between the floor and 0 (non-numbers give 0). */
export const clampPenalty = (gameScore: unknown): number =>
  isNumber(gameScore) ? clamp(gameScore, PENALTY_FLOOR, 0) : 0;

/** Quiz score as shown: between 0 and 120. */
export const clampQuizScore = (score: unknown): number =>
  isNumber(score) ? clamp(score, 0, QUIZ_DISPLAY_MAX) : 0;

/** The day-vote penalty applied to a gameScore. */
export const applyVotePenalty = (gameScore: number): number =>
  Math.max(PENALTY_FLOOR, gameScore - VOTE_ELIMINATION_PENALTY);

export const resultsOf = (state: GameState, userId: string, kind: QuizKind): TopicResult[] =>
  (state.quizResults[userId] ?? []).filter((r) => r.kind === kind);

const quizTotal = (results: TopicResult[]) =>
  clamp(
    results.reduce((sum, r) => sum + r.score, 0),
    0,
    QUIZ_CAP,
  );

export type PlayerScores = {
  regularQuizScore: number;
  closingQuizScore: number;
  totalQuizScore: number;
  gameScore: number;
  totalScore: number;
};

/** A player's scores, every clamp applied. */
export function scoresOf(state: GameState, userId: string): PlayerScores {
  const regularQuizScore = quizTotal(resultsOf(state, userId, 'opening'));
  const closingQuizScore = quizTotal(resultsOf(state, userId, 'closing'));
  const totalQuizScore = clampQuizScore(regularQuizScore + closingQuizScore);
  const player = state.players.find((p) => p.userId === userId);
  const gameScore = clampPenalty(player?.gameScore ?? 0);
  return {
    regularQuizScore,
    closingQuizScore,
    totalQuizScore,
    gameScore,
    totalScore: totalQuizScore + gameScore,
  };
}
