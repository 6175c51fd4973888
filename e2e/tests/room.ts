import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  TestInfo,
} from '@playwright/test';
import { PHASES, wirePhase } from '@ecoscha/game';
import { giveAnswer, questionOnScreen, type QuizKind } from '../quiz-bank';
import { at, expect, newIdentity, PHASE, phoneBaseURL, signUp } from './helpers';

/**
 * A room as every spec fills it: a browser per person (the laptop, the phones), seats signed up
 * with their cards, the guide's room and its code, joining it, and a quiz's topic answered.
 */

export const LAPTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
};
/** A student's phone in the classroom: on the server's network address, as the QR code gives it. */
export const classPhone = (testInfo: TestInfo, baseURL = phoneBaseURL(testInfo)) => ({
  ...PHONE,
  isMobile: true,
  baseURL,
});

const contexts: BrowserContext[] = [];
/** Closes every page a test opened, so that its traces are saved (call from `test.afterEach`). */
export async function closeContexts() {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}

/** A browser of its own (its own storage) on the app, accepting every dialog; a laptop unless told. */
export async function newPage(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = LAPTOP,
) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'id-ID',
    ...options,
  });
  contexts.push(context);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

export type CardSeat = { name: string; card: string; username: string; page: Page };

/** A person with a character card: a browser of their own, signed up with the card's link. */
export async function newSeat(
  browser: Browser,
  testInfo: TestInfo,
  name: string,
  card: string,
  options: BrowserContextOptions = LAPTOP,
): Promise<CardSeat> {
  const page = await newPage(browser, testInfo, options);
  const identity = await signUp(page, card, newIdentity(name));
  // Many accounts hash their passwords at once: allow a little longer than usual.
  await expect(page).toHaveURL(at('/landing', `character=${card}`), { timeout: 30_000 });
  return { name, card, username: identity.username, page };
}

/** The guide opens a room from the role room they are on; its session and its code. */
export async function createRoom(guide: Page) {
  await guide.getByRole('button', { name: 'Buat kode ruangan' }).click();
  await expect(guide).toHaveURL(at('/moderator-leaderboard-startgame', 'sessionId=[^&]+'), PHASE);
  const sessionId = new URL(guide.url()).searchParams.get('sessionId') ?? '';
  const copy = guide.getByRole('button', { name: /^Salin kode ruangan / });
  const roomCode = ((await copy.getAttribute('aria-label')) ?? '').replace(
    'Salin kode ruangan ',
    '',
  );
  return { sessionId, roomCode };
}

export const WAITING = at('/leaderboard', 'type=waiting-moderator');

/**
 * On the role room: types the room code (unless the join link filled it in), taps Join and lands
 * on the waiting screen, or wherever the game is by now.
 */
export async function joinWithCode(page: Page, code?: string, lands: RegExp = WAITING) {
  if (code !== undefined) await page.getByLabel('Kode ruangan').fill(code);
  await page.getByRole('button', { name: 'Gabung ke ruangan' }).click();
  await expect(page).toHaveURL(lands, PHASE);
}

/** A seat opens its card's role room and joins with the room code. */
export async function joinRoom(
  { page, card }: { page: Page; card: string },
  code: string,
  lands: RegExp = WAITING,
) {
  await page.goto(`/role-explanation-room?character=${card}`);
  await joinWithCode(page, code, lands);
}

export async function addPracticeSeats(guide: Page, count: number) {
  const panel = guide.getByRole('region', { name: 'Pemain latihan' });
  await panel.getByLabel('Jumlah pemain latihan').fill(String(count));
  await panel.getByRole('button', { name: 'Tambah pemain latihan' }).click();
  await expect(panel.getByText(`Pemain latihan di ruangan: ${count}`)).toBeVisible(PHASE);
}

/** The guide's phase calls from the lobby to the first discussion (the night's steps one by one). */
export const PHASES_TO_DISCUSSION = PHASES.slice(
  PHASES.indexOf('narrative_1'),
  PHASES.indexOf('discussion_active') + 1,
).map((phase) => wirePhase({ phase, round: 1 }));

/** The seconds a countdown shows (mm:ss). */
export async function secondsShown(page: Page, name = 'Sisa waktu diskusi'): Promise<number> {
  const text = (await page.getByRole('timer', { name }).textContent()) ?? '';
  const [minutes, seconds] = text.trim().split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** The player picks the topic card with this number and lands on its quiz page. */
export async function openTopic(page: Page, number: number, quizPage: RegExp) {
  await page.getByRole('button', { name: new RegExp(`Topik ${number}\\b`) }).click();
  await expect(page).toHaveURL(quizPage);
}

/** Answers the topic's question on the quiz page, right or wrong on purpose, and hands it in. */
export async function answerTopic(page: Page, kind: QuizKind, right: boolean) {
  const question = await questionOnScreen(page, kind);
  await giveAnswer(page, question, right);
  await page.getByRole('button', { name: 'Selesai', exact: true }).click();
  return question;
}

/** Opens the first topic not yet answered and hands in an answer, whatever the question. */
export async function answerOneTopic(page: Page, quizPath: string) {
  await openTopic(page, 1, at(quizPath, 'topicId=[^&]+'));
  await expect(page.locator('form article')).toBeVisible();
  const choice = page.locator('form label').filter({ has: page.locator('input[type="radio"]') });
  if ((await choice.count()) > 0) await choice.first().click();
  else await page.getByLabel('Jawabanmu').fill('Menjaga sungai dan hutan bersama warga kampung');
  // The feedback stays up 2 s: watched for from before the tap, so a busy machine cannot miss it.
  const feedback = page
    .getByRole('heading', { name: /^(Benar!|Belum tepat…)$/ })
    .waitFor({ timeout: PHASE.timeout });
  await page.getByRole('button', { name: 'Selesai', exact: true }).click();
  await feedback;
}
