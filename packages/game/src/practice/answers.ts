import type { QuizQuestionKey } from '../quiz-bank';

/** How often a practice seat answers a question right: a realistic class, not a perfect one. */
export const PRACTICE_RIGHT_SHARE = 0.6;

const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E'];
/** Essays count from five words: one that does, one that does not. */
const GOOD_ESSAY = 'Kita jaga hutan dan sungai bersama warga desa';
const SHORT_ESSAY = 'belum tahu';
const WRONG_WORDS = 'tidak tahu';

const accepts = (question: QuizQuestionKey, answer: string) =>
  question.accepted.some((a) => a.trim().toLowerCase() === answer.toLowerCase());

/** An answer that scores for the question, or one that does not. */
export function practiceAnswer(
  question: QuizQuestionKey,
  right: boolean,
  random: () => number,
): string {
  if (question.type === 'essay') return right ? GOOD_ESSAY : SHORT_ESSAY;
  if (right) return question.accepted[0] ?? '';
  const wrong =
    question.type === 'multiple_choice'
      ? OPTION_LETTERS
      : question.type === 'true_false'
        ? ['true', 'false']
        : [WRONG_WORDS];
  const choices = wrong.filter((a) => !accepts(question, a));
  return choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))] ?? '-';
}
