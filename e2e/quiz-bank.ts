import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * The quiz bank the server serves, to answer (or miss on purpose) whichever question a phone is
 * given: the browser suite and the classroom rehearsal both find the question on the screen here.
 */

export type QuizKind = 'opening' | 'closing';
export type Question = {
  type: 'multiple_choice' | 'true_false' | 'short_answer' | 'essay';
  question_id: string;
  answer_id: string;
  options_id: Array<{ key: string }>;
};
type Topic = { _id: string; questions: Question[]; closing_questions: Question[] };

const BANK: Topic[] = JSON.parse(
  readFileSync(new URL('../content/quiz-topics.json', import.meta.url), 'utf8'),
);

const flat = (text: string) =>
  text
    .replace(/\[\[|\]\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The question the quiz page shows, found in its topic's part of the bank by its text. */
export async function questionOnScreen(
  page: Page,
  kind: QuizKind,
  timeout?: number,
): Promise<Question> {
  const topicId = new URL(page.url()).searchParams.get('topicId') ?? '';
  const topic = BANK.find((t) => t._id === topicId);
  const pool = (kind === 'opening' ? topic?.questions : topic?.closing_questions) ?? [];
  const card = page.locator('form article');
  await card.waitFor({ timeout });
  const shown = flat(await card.innerText());
  const question = pool.find((q) => shown.includes(flat(q.question_id)));
  if (!question) throw new Error(`No question of ${topicId} matches the page: ${shown}`);
  return question;
}

/** What to answer: an option's key or the words to type, right or wrong on purpose. */
export function answerOf(question: Question, right: boolean): string {
  switch (question.type) {
    case 'multiple_choice':
    case 'true_false':
      return right
        ? question.answer_id
        : (question.options_id.find((o) => o.key !== question.answer_id)?.key ?? '');
    case 'short_answer':
      return right ? question.answer_id : 'keliru';
    case 'essay':
      return right
        ? 'Kita harus menjaga hutan dan sungai bersama agar kampung tetap lestari'
        : 'tidak tahu';
  }
}

/** Puts the answer on the quiz page (a choice tapped, or the words typed); not handed in yet. */
export async function giveAnswer(page: Page, question: Question, right: boolean, timeout?: number) {
  const answer = answerOf(question, right);
  if (question.type === 'multiple_choice' || question.type === 'true_false') {
    const radio = page.locator(`input[type="radio"][value="${answer}"]`);
    await page.locator('label').filter({ has: radio }).click({ timeout });
  } else if (question.type === 'short_answer') {
    await page.getByLabel('Jawabanmu').pressSequentially(answer);
  } else {
    await page.getByLabel('Jawabanmu').fill(answer);
  }
}
