import { test, type Page, type TestInfo } from '@playwright/test';
import { at, expect, PHASE, screenshot } from './helpers';
import {
  closeContexts,
  createRoom,
  joinRoom,
  newSeat,
  PHASES_TO_DISCUSSION,
  PHONE,
  secondsShown,
  type CardSeat as Seat,
} from './room';

/**
 * The guide's room controls in the browser: a guide on a laptop and four students on phones.
 * In the lobby the guide removes a student who joined by mistake (that phone says so and goes
 * back to the role room); in the discussion the guide pauses the timer (every phone shows it
 * standing still), resumes it and adds time; in the vote the guide ends it early and the vote
 * is counted with the votes cast so far. Mid-vote a seat moves to a friend's account, whose phone
 * finds the seat's vote already cast.
 */

test.afterEach(closeContexts);

/** Screenshots of the page as it is now, on a 360 x 740 phone and a 1280 x 800 laptop. */
async function shotBoth(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize();
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, `${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}

test('the guide pauses and resumes a discussion, adds time, moves a seat, ends a vote early and removes a player', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough; players have phone screens');
  test.setTimeout(4 * 60_000);

  let guide!: Seat;
  let villain!: Seat;
  let asep!: Seat;
  let eneng!: Seat;
  let late!: Seat;
  let friend!: Seat;
  await test.step('the guide and four students sign up', async () => {
    [guide, villain, asep, eneng, late, friend] = await Promise.all([
      newSeat(browser, testInfo, 'pemandu', 'sustainability_guide'),
      newSeat(browser, testInfo, 'karwa', 'mang_karwa_waste_villain', PHONE),
      newSeat(browser, testInfo, 'asep', 'asep_eco_citizen', PHONE),
      newSeat(browser, testInfo, 'eneng', 'ibu_eneng_eco_citizen', PHONE),
      newSeat(browser, testInfo, 'salah', 'asep_eco_citizen', PHONE),
      newSeat(browser, testInfo, 'teman', 'asep_eco_citizen', PHONE),
    ]);
  });
  const players = [villain, asep, eneng];

  let sessionId = '';
  let roomCode = '';
  await test.step('the guide opens a room; everyone joins', async () => {
    const page = guide.page;
    await page.goto('/role-explanation-room?character=sustainability_guide');
    await page.getByText('Pengaturan waktu').click();
    await expect(page.getByLabel('Diskusi')).toHaveValue('180');
    await shotBoth(page, testInfo, 'room-controls-time-settings');
    ({ sessionId, roomCode } = await createRoom(page));
    for (const seat of [...players, late]) await joinRoom(seat, roomCode);
    await expect(page.getByRole('heading', { name: 'Pemain (4)' })).toBeVisible(PHASE);
  });

  await test.step('the guide removes the student who joined by mistake', async () => {
    const page = guide.page;
    const seats = page.getByRole('region', { name: 'Kelola kursi pemain' });
    await seats.getByRole('button', { name: `Keluarkan ${late.username} dari ruangan` }).click();
    const confirm = seats.getByRole('button', { name: `Ya, keluarkan ${late.username}` });
    await expect(confirm).toBeFocused();
    await shotBoth(page, testInfo, 'room-controls-remove-confirm');
    await confirm.click();
    await expect(page.getByRole('heading', { name: 'Pemain (3)' })).toBeVisible(PHASE);
    await expect(late.page).toHaveURL(at('/role-explanation-room'), PHASE);
    await expect(late.page.getByText(/Pemandu telah mengeluarkanmu dari ruangan/)).toBeVisible();
    await shotBoth(late.page, testInfo, 'room-controls-removed-phone');
    // The danger zone sits apart from Start.
    const danger = page.getByRole('region', { name: 'Zona berbahaya' });
    await expect(danger.getByRole('button', { name: /Akhiri permainan/ })).toBeVisible();
    await expect(danger.getByRole('button', { name: 'Mulai permainan' })).toHaveCount(0);
  });

  await test.step('the game reaches the discussion', async () => {
    // The way there is the whole-game spec's; here the guide's phase calls are made directly.
    const token = await guide.page.evaluate(() => localStorage.getItem('token'));
    for (const phase of PHASES_TO_DISCUSSION) {
      const answer = await guide.page.request.put(`/api/game-sessions/${sessionId}/phase`, {
        data: { phase },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status(), phase).toBe(200);
    }
    for (const seat of [guide, ...players]) {
      await expect(seat.page).toHaveURL(at('/discussion-session'), PHASE);
    }
  });

  await test.step('the guide pauses the discussion: every phone shows the clock standing still', async () => {
    const page = guide.page;
    const controls = page.getByRole('region', { name: 'Kendali waktu' });
    await controls.getByRole('button', { name: 'Jeda waktu' }).click();
    await expect(controls.getByRole('button', { name: 'Lanjutkan waktu' })).toBeVisible();
    for (const seat of [guide, ...players]) {
      await expect(seat.page.getByText('Dijeda', { exact: true })).toBeVisible(PHASE);
    }
    const still = await secondsShown(asep.page);
    await asep.page.waitForTimeout(2_500);
    expect(await secondsShown(asep.page)).toBe(still);
    await shotBoth(asep.page, testInfo, 'room-controls-paused-phone');
    await shotBoth(page, testInfo, 'room-controls-paused-guide');

    await controls.getByRole('button', { name: 'Lanjutkan waktu' }).click();
    for (const seat of [guide, ...players]) {
      await expect(seat.page.getByText('Dijeda', { exact: true })).toHaveCount(0, PHASE);
    }
    const before = await secondsShown(asep.page);
    await controls.getByRole('button', { name: 'Tambah waktu 1 menit' }).click();
    await expect.poll(() => secondsShown(asep.page), PHASE).toBeGreaterThan(before + 45);
  });

  await test.step('in the vote two have voted; the guide ends it now', async () => {
    await guide.page.getByRole('button', { name: 'Akhiri diskusi' }).click();
    for (const seat of [guide, ...players]) {
      await expect(seat.page).toHaveURL(at('/voting'), PHASE);
    }
    // The vote's clock stands still while the seat moves (a busy machine must not end it first).
    await guide.page
      .getByRole('region', { name: 'Kendali waktu' })
      .getByRole('button', { name: 'Jeda waktu' })
      .click();
    await expect(asep.page.getByText('Dijeda', { exact: true })).toBeVisible(PHASE);
    for (const seat of [asep, eneng]) {
      await seat.page.getByRole('radio', { name: villain.username }).check();
      await seat.page.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(seat.page.getByText(/Kamu memilih/)).toBeVisible(PHASE);
    }
    const page = guide.page;

    // Ibu Eneng's phone dies: the guide moves her seat to her friend's account mid-vote.
    const controls = page.getByRole('region', { name: 'Kendali waktu' });
    await controls.getByText('Pindahkan kursi ke akun lain').click();
    await controls.getByLabel('Kursi', { exact: true }).selectOption({ label: eneng.username });
    await controls.getByLabel('Nama pengguna akun baru').fill(friend.username);
    await controls.getByRole('button', { name: 'Pindahkan kursi' }).click();
    await expect(
      controls.getByText(`Kursi ${eneng.username} sekarang milik akun ${friend.username}.`),
    ).toBeVisible();
    await expect(eneng.page).toHaveURL(at('/role-explanation-room'), PHASE);
    // The friend's account joins with the room code and finds the seat's vote already cast.
    await joinRoom(friend, roomCode, at('/voting'));
    await expect(friend.page.getByText('Suaramu sudah masuk!', { exact: false })).toBeVisible();
    await shotBoth(friend.page, testInfo, 'room-controls-reseated-phone');

    await page.getByRole('button', { name: 'Akhiri pemungutan suara sekarang' }).click();
    const question = page.getByRole('group', { name: /2 dari 3 pemain sudah memilih/ });
    await shotBoth(page, testInfo, 'room-controls-end-vote');
    await question.getByRole('button', { name: 'Ya, akhiri sekarang' }).click();
    // Counted with the two votes cast: the villain is out (and watches from the leaderboard).
    for (const seat of [guide, asep, friend]) {
      await expect(seat.page).toHaveURL(at('/reveal-player'), PHASE);
    }
    await expect(villain.page).toHaveURL(at('/leaderboard', 'type=eliminated'), PHASE);
  });
});
