import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { test, type Page, type TestInfo } from '@playwright/test';
import { openBotGame, playWholeGame } from '../../apps/server/src/testing/bot-game';
import { expect, screenshot, signInAsBot } from './helpers';
import { newPage } from './room';

/**
 * After a whole game (a guide and six students, bots on the real API and sockets), the guide
 * signs in, finds the session on their profile and opens its learning report: both quizzes per
 * student, the topics before and after, the hardest questions, every answer; the CSV download
 * starts with a byte-order mark and has a row per student per question; the print layout drops
 * the site's header and the buttons. Screenshots at 1280 x 800 and 360 x 740 and a PDF.
 */

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

async function openReportFromProfile(page: Page, roomCode: string) {
  await page.goto('/profile');
  const list = page.getByRole('list', { name: 'Permainan yang kupandu' });
  await list.getByRole('link', { name: new RegExp(`Laporan belajar ruangan ${roomCode}`) }).click();
  await expect(page).toHaveURL(/\/report\?sessionId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan belajar' })).toBeVisible();
  await expect(page.getByText(`Ruangan ${roomCode}`)).toBeVisible();
}

async function pdfOf(page: Page, testInfo: TestInfo, name: string) {
  const path = resolve('test-results', 'screenshots', `${testInfo.project.name}-${name}.pdf`);
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path, format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return path;
}

test('a guide reads the learning report of a finished game, downloads it and prints it', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run: the screen sizes are set here');
  test.setTimeout(4 * 60_000);
  const game = await openBotGame(String(testInfo.project.use.baseURL), 6);
  const roomCode = await playWholeGame(game, 5)
    .then(() =>
      game.moderator.call<{ roomCode: string }>('GET', `/api/game-sessions/${game.sessionId}`),
    )
    .then((view) => view.roomCode)
    .finally(() => game.close());

  for (const size of SIZES) {
    const page = await newPage(browser, testInfo, {
      viewport: { width: size.width, height: size.height },
      acceptDownloads: true,
    });
    await signInAsBot(page, game.moderator.username);
    await openReportFromProfile(page, roomCode);

    const students = page.getByRole('region', { name: /Siswa dengan skor kuis/ });
    await expect(students.getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('region', { name: 'Gambaran kelas' })).toContainText(
      '6 siswa dihitung dalam rata-rata.',
    );
    const topics = page.getByRole('region', { name: /Jawaban benar per topik/ });
    await expect(topics.getByRole('listitem')).toHaveCount(6);
    const questions = page.getByRole('region', { name: 'Soal, dari yang tersulit' });
    await expect(questions.getByRole('listitem').first()).toContainText('benar');
    const answers = page.getByRole('region', { name: 'Jawaban setiap siswa' });
    await answers.locator('summary').first().click();
    await expect(answers.getByRole('listitem').first()).toContainText('Kuis pembuka');
    await screenshot(page, testInfo, `learning-report-${size.name}`);

    if (size.name === 'laptop') {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Unduh CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`ecoscha-report-${roomCode}.csv`);
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8');
      expect(text.slice(1).startsWith('Siswa,Keterangan,Peran')).toBe(true);
      // The six students each answered six opening and six closing questions.
      expect(text.match(/\r\n/g)?.length).toBe(1 + 6 * 12);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Unduh CSV' })).toBeHidden();
      await expect(page.locator('header').first()).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      const pdf = await pdfOf(page, testInfo, 'learning-report-print');
      expect((await readFile(pdf)).subarray(0, 4).toString()).toBe('%PDF');
    }
    await page.context().close();
  }
});
