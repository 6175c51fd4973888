import type { Page } from 'playwright-core';
import { giveAnswer, questionOnScreen, type QuizKind } from '../quiz-bank';

/**
 * On the topic chooser: opens topic `number`, answers its question on the screen (right or wrong
 * on purpose) and hands it in, then waits until the phone is back on the chooser.
 */
export async function answerTopicOnPhone(
  page: Page,
  kind: QuizKind,
  number: number,
  right: boolean,
  timeout: number,
): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`Topik ${number}\\b`) }).click({ timeout });
  await page.waitForURL(/[?&]topicId=/, { timeout, waitUntil: 'commit' });
  const question = await questionOnScreen(page, kind, timeout);
  await giveAnswer(page, question, right, timeout);
  await page.getByRole('button', { name: 'Selesai', exact: true }).click({ timeout });
  const chooser = kind === 'opening' ? /\/choose-topic-card(\?|$)/ : /\/closing-choose-topic(\?|$)/;
  await page.waitForURL(chooser, { timeout, waitUntil: 'commit' });
  await page.getByText('1 dari 6 topik selesai').waitFor({ timeout });
}
