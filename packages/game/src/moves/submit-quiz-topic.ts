import type { Move, MoveResult, RuleContext } from '../moves';
import { questionsFor } from '../quiz';
import { scoreTopic } from '../scoring';
import type { GameState, QuizKind, TopicResult } from '../state';
import { actingPlayer, fail, isFailure } from './guards';

type SubmitQuizTopic = Extract<Move, { type: 'submitQuizTopic' }>;

const kindOfPhase = (state: GameState): QuizKind | null =>
  state.phase === 'quiz_active'
    ? 'opening'
    : state.phase === 'closing_quiz_active'
      ? 'closing'
      : null;

/**
 * A player hands in one topic of the opening or closing quiz. Each topic once; only the answers
 * to the player's own questions count. Eliminated players still take the closing quiz.
 */
export function submitQuizTopic(
  state: GameState,
  move: SubmitQuizTopic,
  ctx: RuleContext,
): MoveResult {
  const kind = kindOfPhase(state);
  if (!kind) return fail('WRONG_PHASE');
  const player = actingPlayer(state, move.actorId, { allowEliminated: kind === 'closing' });
  if (isFailure(player)) return player;
  if (!ctx.quiz.topics.some((t) => t.topicId === move.topicId)) return fail('TOPIC_NOT_FOUND');
  const earlier = state.quizResults[move.actorId] ?? [];
  if (earlier.some((r) => r.kind === kind && r.topicId === move.topicId)) {
    return fail('TOPIC_ALREADY_COMPLETED');
  }
  const questions = questionsFor(state, move.actorId, move.topicId, kind, ctx.quiz);
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const answer = move.answers[question.id];
    if (typeof answer === 'string') answers[question.id] = answer;
  }
  const { correct, score } = scoreTopic(questions, answers);
  const result: TopicResult = {
    topicId: move.topicId,
    kind,
    questionIds: questions.map((q) => q.id),
    answers,
    correct,
    score,
    submittedAt: ctx.now,
  };
  return {
    state: {
      ...state,
      quizResults: { ...state.quizResults, [move.actorId]: [...earlier, result] },
    },
    events: [],
  };
}
