import type { QuizBank, QuizQuestionKey } from './moves';
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
