import type { QuizBank, QuizQuestionKey } from './quiz-bank';
import { hashString } from './random';
import type { GameState, QuizKind } from './state';

/**
 * The question(s) a player gets for a topic: one opening question per topic, picked from the
 * session seed, the player and the topic (so neighbours usually differ), or the topic's closing
 * question. Unknown topics give none.
 */
export function questionsFor(
  state: Pick<GameState, 'seed'>,
  userId: string,
  topicId: string,
  kind: QuizKind,
  bank: QuizBank,
): QuizQuestionKey[] {
  const topic = bank.topics.find((t) => t.topicId === topicId);
  const pool = topic ? (kind === 'opening' ? topic.opening : topic.closing) : [];
  if (pool.length === 0) return [];
  const index = hashString(`${state.seed}:${userId}:${topicId}:${kind}`) % pool.length;
  const question = pool[index];
  return question ? [question] : [];
}

/** The topics of a quiz each player hands in: those of the bank with a question of its kind. */
export const quizTopicsToHandIn = (bank: QuizBank, kind: QuizKind): string[] =>
  bank.topics
    .filter((topic) => (kind === 'opening' ? topic.opening : topic.closing).length > 0)
    .map((topic) => topic.topicId);

/**
 * Every seated player has handed in every topic of the quiz: practice seats too (they answer by
 * themselves, at a person's pace), and in the closing quiz the eliminated (they take it as well).
 * False for a quiz without topics.
 */
export function everyoneHandedIn(
  state: Pick<GameState, 'players' | 'quizResults'>,
  kind: QuizKind,
  bank: QuizBank,
): boolean {
  const topicIds = quizTopicsToHandIn(bank, kind);
  if (topicIds.length === 0) return false;
  return state.players.every((player) => {
    const done = new Set(
      (state.quizResults[player.userId] ?? []).filter((r) => r.kind === kind).map((r) => r.topicId),
    );
    return topicIds.every((id) => done.has(id));
  });
}
