import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { at, expect, PHASE, phoneBaseURL, screenshot, signUpHere } from './helpers';
import { playClosingQuiz, playOpeningQuiz, playToTheWinner, type Phone } from './lesson-steps';
import { addPracticeSeats, classPhone, closeContexts, createRoom, newPage, WAITING } from './room';

/**
 * A class that lasts: a guide pastes a roster of 30, prints its badges (the QR codes read back
 * from the printed sheet), opens a room for the class, and six phones log in by the badge's link
 * alone, landing in the lobby; the game is played. The next lesson the same badges lead the phones
 * into the new room, and the class page shows both games. A regenerated badge no longer logs in;
 * a deleted student leaves the roster and reads "Siswa N" in the first game's report.
 */

const OUT = resolve('test-results', 'badges');
const ROSTER = Array.from({ length: 30 }, (_, i) => `Siswa Uji ${String(i + 1).padStart(2, '0')}`);
const PLAYERS = 6;
const CLASS_SIZE = 10;

test.afterEach(closeContexts);
test.use({ actionTimeout: 20_000 });

/** How many pages a PDF file has (its page objects). */
const pageCount = (file: string) =>
  (readFileSync(file, 'latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/** The text of the one QR code in a PNG picture, or null. */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** The class page's section of this name. */
const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Six phones open their badges' links and land in the room's lobby with nothing typed. */
async function badgePhones(
  browser: Parameters<typeof newPage>[0],
  testInfo: Parameters<typeof newPage>[1],
  badges: Array<{ name: string; link: string }>,
): Promise<Phone[]> {
  return Promise.all(
    badges.map(async ({ name, link }) => {
      const page = await newPage(browser, testInfo, classPhone(testInfo));
      await page.goto(link);
      await expect(page).toHaveURL(WAITING, PHASE);
      // The code was taken out of the address bar at once.
      expect(page.url()).not.toContain('#');
      return { page, username: name };
    }),
  );
}

/** The guide opens a room for the class from its page; the projector shows it. */
async function openClassRoom(guide: Page, projector: Page, classUrl: string) {
  await guide.goto(classUrl);
  await guide.getByRole('link', { name: 'Buka ruang untuk kelas ini' }).click();
  await expect(guide.getByLabel('Untuk kelas')).toHaveValue(/.+/);
  const room = await createRoom(guide);
  await projector.goto(`/screen?sessionId=${room.sessionId}`);
  return room;
}

test('two lessons with one printed badge set and no e-mail addresses', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run: the screen sizes are set here');
  test.setTimeout(14 * 60_000);
  mkdirSync(OUT, { recursive: true });
  const shot = (page: Page, name: string) => screenshot(page, testInfo, `class-${name}`);

  const guide = await newPage(browser, testInfo, {
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 2,
  });
  await guide.goto('/signup?character=sustainability_guide');
  await signUpHere(guide, 'pemandu');
  const projector = await guide.context().newPage();
  await projector.setViewportSize({ width: 1920, height: 1080 });

  let classUrl = '';
  await test.step('the guide makes a class from the home page and pastes 30 names', async () => {
    await guide.goto('/');
    await guide.getByRole('link', { name: 'Kelas saya' }).first().click();
    await expect(guide).toHaveURL(at('/classes'));
    await guide.getByLabel('Nama kelas').fill('VIII B');
    await guide.getByLabel(/^Tahun ajaran/).fill('2026/2027');
    await guide.getByRole('button', { name: 'Buat kelas' }).click();
    await expect(guide).toHaveURL(at('/classes/[^/]+'));
    classUrl = new URL(guide.url()).pathname;
    await guide.getByLabel('Nama siswa, satu per baris').fill(ROSTER.join('\n'));
    await guide.getByRole('button', { name: 'Periksa nama' }).click();
    await guide.getByRole('button', { name: 'Tambahkan 30 siswa' }).click();
    const roster = guide.getByRole('region', { name: 'Daftar siswa' });
    await expect(roster.getByRole('row')).toHaveCount(31);
    await shot(guide, 'page');
  });

  const badges: Array<{ name: string; link: string }> = [];
  await test.step('the badge sheet prints on A4 and every QR code reads back', async () => {
    await guide.getByRole('link', { name: 'Cetak kartu masuk' }).click();
    const printed = guide.getByRole('article');
    await expect(printed).toHaveCount(30);
    await expect
      .poll(() =>
        guide.evaluate(() =>
          [...document.images].every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    await shot(guide, 'badge-sheet');
    const file = resolve(OUT, 'badges-30-a4.pdf');
    await guide.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    expect(pageCount(file)).toBe(4);
    await guide.emulateMedia({ media: 'print' });
    for (let i = 0; i < 30; i += 1) {
      const badge = printed.nth(i);
      const name = (await badge.getAttribute('aria-label')) ?? '';
      const link = decodeQr(await badge.screenshot()) ?? '';
      const url = new URL(link);
      // Printed on the laptop's loopback address: the badge leads phones to the network's.
      expect(`${url.origin}${url.pathname}`, name).toBe(`${phoneBaseURL(testInfo)}/badge`);
      const code = url.hash.slice(1);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      // The typed code under the QR code is the same, in two groups of four.
      await expect(badge).toContainText(`${code.slice(0, 4)}-${code.slice(4)}`);
      badges.push({ name, link });
    }
    expect(badges.map((b) => b.name)).toEqual(ROSTER);
    await guide.emulateMedia({ media: 'screen' });
  });

  const players = badges.slice(0, PLAYERS);
  let firstSession = '';
  await test.step('lesson 1: six badges lead straight into the class room; the game is played', async () => {
    const { sessionId } = await openClassRoom(guide, projector, classUrl);
    firstSession = sessionId;
    const phones = await badgePhones(browser, testInfo, players);
    if (phones[0]) await shot(phones[0].page, 'phone-lobby-by-badge');
    await expect(guide.getByRole('heading', { name: `Pemain (${PLAYERS})` })).toBeVisible(PHASE);
    await addPracticeSeats(guide, CLASS_SIZE - PLAYERS);
    const lesson = { guide, projector, phones, sessionId, shot };
    await playOpeningQuiz(lesson);
    await playToTheWinner(lesson);
    await playClosingQuiz(lesson);
    for (const { page } of phones) {
      await expect(page).toHaveURL(at('/leaderboard', 'type=after-closing-quiz'), PHASE);
    }
    await Promise.all(phones.map(({ page }) => page.context().close()));
  });

  await test.step('lesson 2: the same badges on other phones lead into the new room', async () => {
    const { sessionId } = await openClassRoom(guide, projector, classUrl);
    const phones = await badgePhones(browser, testInfo, players);
    await addPracticeSeats(guide, CLASS_SIZE - PLAYERS);
    await playOpeningQuiz({ guide, projector, phones, sessionId, shot });
    await Promise.all(phones.map(({ page }) => page.context().close()));
  });

  await test.step('the class page shows both games, the absent as absent', async () => {
    await guide.goto(classUrl);
    const progress = section(guide, 'Perkembangan');
    // The chart: both games' opening averages, the first game's closing one (the second is on).
    const chart = progress.getByTestId('progress-chart');
    await expect(chart.locator('[data-series="opening"] rect')).toHaveCount(2);
    await expect(chart.locator('[data-series="closing"] rect')).toHaveCount(1);
    const table = progress.getByRole('region', { name: /per siswa/ });
    // One column a game (P1, P2: the list above names each game's date and room).
    await expect(table.getByRole('columnheader')).toHaveText(['Nomor', 'Siswa', 'P1', 'P2']);
    const present = table.getByRole('row').filter({ hasText: ROSTER[0] ?? '' });
    await expect(present).not.toContainText('tidak hadir');
    const absent = table.getByRole('row').filter({ hasText: ROSTER[PLAYERS] ?? '' });
    await expect(absent.getByText('tidak hadir')).toHaveCount(2);
    await progress.scrollIntoViewIfNeeded();
    await shot(guide, 'progress');
  });

  await test.step('a regenerated badge no longer logs in', async () => {
    const [first] = players;
    if (!first) throw new Error('no players');
    await guide
      .getByRole('group', { name: `Tindakan untuk ${first.name}` })
      .getByRole('button', { name: 'Buat kartu baru' })
      .click();
    await guide.getByRole('dialog').getByRole('button', { name: 'Buat kartu baru' }).click();
    await expect(guide.getByRole('dialog')).toBeHidden();
    const phone = await newPage(browser, testInfo, classPhone(testInfo));
    await phone.goto(first.link);
    await expect(phone.getByText(/Kode kartu masuk ini tidak berlaku/)).toBeVisible(PHASE);
    await shot(phone, 'phone-old-badge');
    await phone.context().close();
  });

  await test.step('a deleted student leaves the roster and reads "Siswa N" in the report', async () => {
    const second = players[1];
    if (!second) throw new Error('no players');
    await guide
      .getByRole('group', { name: `Tindakan untuk ${second.name}` })
      .getByRole('button', { name: 'Hapus' })
      .click();
    await guide.getByRole('dialog').getByRole('button', { name: 'Hapus siswa' }).click();
    const roster = guide.getByRole('region', { name: 'Daftar siswa' });
    await expect(roster.getByRole('row')).toHaveCount(30);
    await expect(roster).not.toContainText(second.name);
    await guide.goto(`/report?sessionId=${firstSession}`);
    await expect(guide.getByText('Siswa 2', { exact: true }).first()).toBeVisible();
    await expect(guide.locator('body')).not.toContainText(second.name);
  });
});
