import { enterPhase } from '../enter-phase';
import type { Move, MoveResult, RuleContext } from '../moves';
import { everyoneHandedIn, questionsFor } from '../quiz';
import { scoreTopic } from '../scoring';
import type { GameState, Phase, QuizKind, TopicResult } from '../state';
import { actingPlayer, fail, isFailure } from './guards';

type SubmitQuizTopic = Extract<Move, { type: 'submitQuizTopic' }>;

const kindOfPhase = (state: GameState): QuizKind | null =>
  state.phase === 'quiz_active'
    ? 'opening'
    : state.phase === 'closing_quiz_active'
      ? 'closing'
      : null;

/** Where each quiz goes when it ends, whoever ends it (the guide, the clock, the last hand-in). */
const QUIZ_END: Record<QuizKind, Phase> = {
  opening: 'quiz_completed',
  closing: 'closing_quiz_completed',
};

/**
 * A player hands in one topic of the opening or closing quiz. Each topic once; only the answers
 * to the player's own questions count. Eliminated players still take the closing quiz. The last
 * topic of the last player ends the quiz at once, as the guide's finish or the clock would.
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
  const next: GameState = {
    ...state,
    quizResults: { ...state.quizResults, [move.actorId]: [...earlier, result] },
  };
  if (!everyoneHandedIn(next, kind, ctx.quiz)) return { state: next, events: [] };
  return enterPhase(next, QUIZ_END[kind], ctx, { by: 'system', actorId: null });
}
