import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { BotClient } from '../../apps/server/src/testing/bot-client';
import {
  expect,
  indonesianRoleName,
  newIdentity,
  phoneBaseURL,
  screenshot,
  signUp,
  submitSignUp,
} from './helpers';
import { closeContexts, joinWithCode, newPage } from './room';

/**
 * The guide's printable deck for a class of 30: printed to PDF by Chromium (A4 and Letter), and
 * every card's QR code read back from a picture of the printed card with a QR decoder, to its
 * character's sign-up link. Then a phone that is not signed in scans a room's join link, signs
 * up on the way, joins with one tap, and shows the role the guide deals it in the app.
 */

const OUT = resolve('test-results', 'cards');

/** How many pages a PDF file has (its page objects). */
const pageCount = (file: string) =>
  (readFileSync(file, 'latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/** The text of the one QR code in a PNG picture, or null. */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

async function printPdf(page: Page, name: string): Promise<string> {
  const file = resolve(OUT, `${name}.pdf`);
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  return file;
}

test('the guide prints a deck for 30 students; every QR code opens its sign-up page', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'printing is a laptop task');
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  // Twice the pixels: a card's picture as sharp as a printer's.
  const page = await newPage(browser, testInfo, {
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 2,
  });
  await signUp(page, 'sustainability_guide', newIdentity('pemandu'));
  await expect(page).toHaveURL(/\/landing/);

  await page.goto('/cards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kartu karakter untuk dicetak');
  await page.getByRole('spinbutton').fill('30');
  const mix = page.getByRole('region', { name: 'Susunan peran yang dianjurkan untuk 30 siswa' });
  await expect(mix.getByRole('listitem')).toHaveText([
    '9 Perusak Lingkungan',
    '4 Penjaga Hijau',
    '4 Pengelola Sampah',
    '13 Warga Peduli Lingkungan',
  ]);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(30);
  // Every picture and QR code has loaded before printing.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await screenshot(page, testInfo, 'cards-screen');

  expect(pageCount(await printPdf(page, 'deck-30-a4'))).toBe(4);
  await page.getByRole('radio', { name: /Letter/ }).check();
  expect(pageCount(await printPdf(page, 'deck-30-letter'))).toBe(4);

  // Each card as it prints: its QR code must read back as its own sign-up link on this address.
  await page.emulateMedia({ media: 'print' });
  const decoded: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    const card = cards.nth(i);
    const link = await card.getAttribute('data-link');
    const text = decodeQr(await card.screenshot());
    expect(text, `card ${i + 1}`).toBe(link);
    decoded.push(text ?? '');
  }
  const keys = decoded.map((text) => {
    const url = new URL(text);
    // The page is on the laptop's loopback address: the cards lead phones to the network's.
    expect(`${url.origin}${url.pathname}`).toBe(`${phoneBaseURL(testInfo)}/signup`);
    return url.searchParams.get('character');
  });
  const count = (suffix: string) => keys.filter((key) => key?.endsWith(suffix)).length;
  expect([
    count('waste_villain'),
    count('green_guardian'),
    count('waste_manager'),
    count('eco_citizen'),
  ]).toEqual([9, 4, 4, 13]);
  await closeContexts();
});

test('a signed-out phone scans the join link, signs up, joins with one tap and gets its dealt role', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone scans');
  const base = String(testInfo.project.use.baseURL);
  const guide = new BotClient(base, `pemandu${Date.now().toString(36)}`, 'sustainability_guide');
  await guide.signIn();
  const room = await guide.call<{ _id: string; roomCode: string }>('POST', '/api/game-sessions', {
    moderatorId: guide.userId,
  });

  await page.goto(`/join?code=${room.roomCode}`);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Daftar', exact: true }).click();
  await expect(page).toHaveURL(/\/signup/);
  const student = newIdentity('siswa');
  await submitSignUp(page, student);

  await expect(page).toHaveURL(new RegExp(`/role-explanation-room\\?code=${room.roomCode}`));
  await expect(page.getByRole('textbox', { name: 'Kode ruangan' })).toHaveValue(room.roomCode);
  await screenshot(page, testInfo, 'join-role-room');
  await joinWithCode(page, undefined, /\/leaderboard\?sessionId=/);

  const view = await guide.call<{ players: Array<{ username: string }> }>(
    'GET',
    `/api/game-sessions/${room._id}`,
  );
  expect(view.players.map((p) => p.username)).toEqual([student.username]);

  // Three practice seats make a table; the guide deals in the app; the phone shows its seat's role.
  await guide.call('POST', `/api/game-sessions/${room._id}/practice-seats`, { count: 3 });
  const dealt = await guide.call<{ players: Array<{ username: string; roleId: string }> }>(
    'POST',
    `/api/game-sessions/${room._id}/deal-roles`,
  );
  const mine = dealt.players.find((p) => p.username === student.username)?.roleId ?? '';
  const card = page.getByRole('region', { name: 'Peranmu dalam permainan ini' });
  await expect(card).toContainText(indonesianRoleName(mine));
  await screenshot(page, testInfo, 'join-dealt-role');
});
