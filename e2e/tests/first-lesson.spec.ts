import { isIP } from 'node:net';
import { test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  at,
  expect,
  fillSignUp,
  newIdentity,
  openNavigation,
  PHASE,
  screenshot,
  submitSignUp,
  switchLanguage,
} from './helpers';
import { playClosingQuiz, playOpeningQuiz, playToTheWinner, type Phone } from './lesson-steps';
import {
  addPracticeSeats,
  classPhone,
  closeContexts,
  createRoom,
  joinWithCode,
  LAPTOP,
  newPage,
} from './room';

/**
 * A teacher's first lesson with nothing but the screens: from the public home page on the
 * laptop's `localhost` as a new visitor, through visible links, buttons and fields only (no typed
 * address, no key from the source), to the end of a game, and the next lesson started from home.
 * The phones open the address read from a picture of the projector's QR code.
 */

test.afterEach(closeContexts);
test.use({ actionTimeout: 20_000 });

/** The text of the one QR code in a PNG picture, or null. */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

const LOOPBACK_HOST = /^(localhost|127\.|\[::1\]$|0\.0\.0\.0$)/;

async function clickNav(page: Page, name: string) {
  await openNavigation(page);
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name }).click();
}

test('a new teacher runs a first lesson from the screens alone, then starts the next', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run: the screen sizes are set here');
  test.setTimeout(12 * 60_000);
  const shot = (page: Page, name: string) => screenshot(page, testInfo, `first-lesson-${name}`);
  const laptop = String(testInfo.project.use.baseURL).replace('127.0.0.1', 'localhost');
  const teacher = newIdentity('guru');

  const guide = await newPage(browser, testInfo, { ...LAPTOP, baseURL: laptop });
  await test.step('the teacher becomes the guide from the sign-up page', async () => {
    await guide.goto('/');
    await clickNav(guide, 'Daftar');
    const kind = guide.getByRole('group', { name: 'Saya mendaftar sebagai' });
    await kind.getByRole('radio', { name: /^Pemandu \(guru\)/ }).check();
    await fillSignUp(guide, teacher);
    await shot(guide, 'signup-guide');
    await guide.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(guide.getByRole('link', { name: 'Mulai pelajaran' })).toBeVisible(PHASE);
    await shot(guide, 'guide-home');
  });

  const sessionId = await test.step('a lesson starts from home', async () => {
    await guide.getByRole('link', { name: 'Mulai pelajaran' }).click();
    return (await createRoom(guide)).sessionId;
  });

  const projector = await test.step('the class screen opens from the lobby', async () => {
    const opened = guide.context().waitForEvent('page');
    await guide.getByRole('link', { name: 'Buka layar kelas untuk proyektor' }).click();
    const page = await opened;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(page).toHaveURL(at('/screen', `sessionId=${sessionId}`));
    return page;
  });

  const joinLink =
    await test.step('the projector’s QR code leads to an address phones open', async () => {
      const qr = projector.getByRole('img', { name: /Kode QR tautan bergabung/ });
      await expect(qr).toBeVisible(PHASE);
      await shot(projector, 'projector-lobby');
      const link = decodeQr(await qr.screenshot());
      expect(link, 'the QR code reads').toMatch(/^https?:\/\/[^/]+\/join\?code=[A-Z0-9]{8}$/);
      const url = new URL(link ?? '');
      expect(url.hostname).not.toMatch(LOOPBACK_HOST);
      expect(isIP(url.hostname) || url.hostname.includes('.')).toBeTruthy();
      await expect(projector.getByText(`atau buka ${url.host}/join`)).toBeVisible();
      return url.toString();
    });

  const phones: Phone[] = [];
  await test.step('six students scan it, sign up on the way and join', async () => {
    const origin = new URL(joinLink).origin;
    for (let i = 0; i < 6; i += 1) {
      const page = await newPage(browser, testInfo, classPhone(testInfo, origin));
      const student = newIdentity(`murid${i}`);
      await page.goto(joinLink);
      await expect(page).toHaveURL(/\/login/);
      await page.getByRole('link', { name: 'Daftar', exact: true }).click();
      await expect(
        page.getByRole('group', { name: 'Saya mendaftar sebagai' }).getByRole('radio', {
          name: /^Siswa/,
        }),
      ).toBeChecked();
      await submitSignUp(page, student);
      await expect(page).toHaveURL(at('/role-explanation-room', 'code=[A-Z0-9]{8}'), PHASE);
      await joinWithCode(page);
      phones.push({ page, username: student.username });
    }
    await expect(guide.getByRole('heading', { name: 'Pemain (6)' })).toBeVisible(PHASE);
    await expect(projector.getByText('6 dari 6 terhubung')).toBeVisible(PHASE);
  });

  await test.step('two practice seats fill the table; the roles are dealt in the app', async () => {
    await addPracticeSeats(guide, 2);
    await guide.getByRole('button', { name: 'Bagikan peran' }).click();
    await expect(guide.getByText(/^Peran sudah dibagikan/)).toBeVisible(PHASE);
    await shot(guide, 'guide-lobby');
  });

  const lesson = { guide, projector, phones, sessionId, shot };
  await test.step('the opening story and quiz', () => playOpeningQuiz(lesson));
  await playToTheWinner(lesson);

  await test.step('the winner, the ending, the closing quiz and the final ranking', async () => {
    await playClosingQuiz(lesson);
    // The two practice seats are marked as such on the class's final ranking.
    await expect(projector.getByText('Latihan', { exact: true })).toHaveCount(2);
    await shot(projector, 'projector-final');
    for (const { page } of phones) {
      await expect(page).toHaveURL(at('/leaderboard', 'type=after-closing-quiz'), PHASE);
    }
  });

  await test.step('the guide ends the game for everyone; every phone says so', async () => {
    await guide.getByRole('button', { name: 'Akhiri permainan untuk semua' }).click();
    await guide.getByRole('button', { name: 'Ya, akhiri permainan' }).click();
    await expect(projector.getByText(/Pemandu telah mengakhiri permainan/).first()).toBeVisible(
      PHASE,
    );
    for (const { page } of phones) {
      await expect(page.getByText(/Pemandu telah mengakhiri permainan/).first()).toBeVisible(PHASE);
    }
    const [first] = phones;
    if (first) await shot(first.page, 'phone-ended');
    await shot(projector, 'projector-ended');
    await guide.getByRole('link', { name: 'Kembali ke beranda' }).click();
    await expect(guide.getByRole('link', { name: 'Mulai pelajaran' })).toBeVisible(PHASE);
  });

  await test.step('the lesson’s report, from the guide’s lessons', async () => {
    await clickNav(guide, 'Pelajaranmu');
    await guide.getByRole('link', { name: /^Laporan belajar ruangan / }).click();
    await expect(guide.getByRole('heading', { level: 1, name: 'Laporan belajar' })).toBeVisible();
    // The practice seats are counted apart, never as students who left.
    await expect(guide.getByText('Tidak dihitung: 2 pemain latihan.')).toBeVisible();
    await expect(guide.getByText(/keluar sebelum kuis penutup/)).toHaveCount(0);
    await guide.setViewportSize({ width: 360, height: 740 });
    await shot(guide, 'report-phone');
    await switchLanguage(guide, 'EN', 'Learning report');
    await shot(guide, 'report-phone-en');
    await switchLanguage(guide, 'ID', 'Laporan belajar');
    await guide.setViewportSize({ width: 1280, height: 800 });
    await clickNav(guide, 'Beranda');
  });

  await test.step('the next lesson: log out, log in with e-mail and password, start from home', async () => {
    await openNavigation(guide);
    await guide.getByRole('button', { name: 'Keluar' }).click();
    await clickNav(guide, 'Masuk');
    await guide.getByLabel('Email').fill(teacher.email);
    await guide.getByLabel('Kata sandi', { exact: true }).fill(teacher.password);
    await guide.getByRole('button', { name: 'Masuk', exact: true }).click();
    await guide.getByRole('link', { name: 'Mulai pelajaran' }).click();
    const { sessionId: next } = await createRoom(guide);
    expect(next).not.toBe(sessionId);
    await shot(guide, 'next-lesson-lobby');
  });
});
