import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

type Question = {
  type: 'multiple_choice' | 'true_false' | 'short_answer' | 'essay';
  question_id: string;
  answer_id: string;
  options_id: Array<{ key: string }>;
};
type Topic = { _id: string; questions: Question[]; closing_questions: Question[] };

/** The quiz bank the server serves, to answer (or miss) whichever question a phone is given. */
const BANK: Topic[] = JSON.parse(
  readFileSync(new URL('../../content/quiz-topics.json', import.meta.url), 'utf8'),
);

const flat = (text: string) =>
  text
    .replace(/\[\[|\]\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * On the topic chooser: opens topic `number`, answers its question on the screen (right or wrong
 * on purpose) and hands it in, then waits until the phone is back on the chooser.
 */
export async function answerTopicOnPhone(
  page: Page,
  kind: 'opening' | 'closing',
  number: number,
  right: boolean,
  timeout: number,
): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`Topik ${number}\\b`) }).click({ timeout });
  await page.waitForURL(/[?&]topicId=/, { timeout, waitUntil: 'commit' });
  const topicId = new URL(page.url()).searchParams.get('topicId') ?? '';
  const topic = BANK.find((t) => t._id === topicId);
  const pool = (kind === 'opening' ? topic?.questions : topic?.closing_questions) ?? [];
  const card = page.locator('form article');
  await card.waitFor({ timeout });
  const shown = flat(await card.innerText());
  const question = pool.find((q) => shown.includes(flat(q.question_id)));
  if (!question) throw new Error(`no question of ${topicId} matches the phone's screen`);

  switch (question.type) {
    case 'multiple_choice':
    case 'true_false': {
      const keys = question.options_id.map((o) => o.key);
      const key = right ? question.answer_id : keys.find((k) => k !== question.answer_id);
      const radio = page.locator(`input[type="radio"][value="${key}"]`);
      await page.locator('label').filter({ has: radio }).click({ timeout });
      break;
    }
    case 'short_answer':
      await page.getByLabel('Jawabanmu').pressSequentially(right ? question.answer_id : 'keliru');
      break;
    case 'essay':
      await page
        .getByLabel('Jawabanmu')
        .fill(right ? 'Kita menjaga hutan dan sungai bersama agar kampung tetap lestari' : 'tidak');
      break;
  }
  await page.getByRole('button', { name: 'Selesai', exact: true }).click({ timeout });
  const chooser = kind === 'opening' ? /\/choose-topic-card(\?|$)/ : /\/closing-choose-topic(\?|$)/;
  await page.waitForURL(chooser, { timeout, waitUntil: 'commit' });
  await page.getByText('1 dari 6 topik selesai').waitFor({ timeout });
}
