import type { Question, QuestionBankChoice, QuestionDraft } from '@ecoscha/contracts';
import type { GameState, QuizBank } from '@ecoscha/game';
import { answerKey } from '../content/content-store';
import type { GuideQuestionRow } from './question-repository';

/** A guide's stored question as a quiz question (its id, no topic). */
export function questionOf(row: Pick<GuideQuestionRow, 'id' | 'data'>): Question {
  const { topic: _topic, ...fields } = row.data as QuestionDraft;
  return { id: row.id, ...fields };
}

/**
 * The bank a room's quizzes draw from. `own`: per topic the guide's questions (in the opening
 * and the closing quiz alike), the default ones for a topic the guide wrote none for; `both`:
 * the default questions and the guide's together.
 */
export function sessionQuizBank(
  defaults: QuizBank,
  own: Pick<GuideQuestionRow, 'id' | 'data' | 'topic'>[],
  choice: QuestionBankChoice,
): QuizBank {
  if (choice === 'default') return defaults;
  return {
    topics: defaults.topics.map((topic) => {
      const mine = own
        .filter((row) => row.topic === topic.topicId)
        .map((row) => answerKey(questionOf(row)));
      if (choice === 'both') {
        return {
          ...topic,
          opening: [...topic.opening, ...mine],
          closing: [...topic.closing, ...mine],
        };
      }
      return mine.length > 0 ? { ...topic, opening: mine, closing: mine } : topic;
    }),
  };
}

/** The bank of a session: its own when the guide chose one, else the content's default. */
export const quizBankOf = (state: Pick<GameState, 'quizBank'>, defaults: () => QuizBank) =>
  state.quizBank ?? defaults();
