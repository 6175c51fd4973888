import { test } from '@playwright/test';
import { at, expect, PHASE } from './helpers';
import {
  closeContexts,
  createRoom,
  joinRoom,
  newSeat,
  PHASES_TO_DISCUSSION,
  PHONE,
  type CardSeat as Seat,
} from './room';

/**
 * A school's Wi-Fi drops a vote's answer: the vote reaches the server and is counted, but the
 * phone never hears so. The phone sends the vote again by itself, with the same Idempotency-Key,
 * gets the first answer, and shows the vote counted; the server holds one vote.
 */

test.afterEach(closeContexts);

test('a vote whose answer was lost on the way back is sent again and shown counted, once', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one run is enough');
  test.setTimeout(3 * 60_000);

  let guide!: Seat;
  let villain!: Seat;
  let asep!: Seat;
  let eneng!: Seat;
  await test.step('the guide and three students sign up', async () => {
    [guide, villain, asep, eneng] = await Promise.all([
      newSeat(browser, testInfo, 'pemandu', 'sustainability_guide'),
      newSeat(browser, testInfo, 'karwa', 'mang_karwa_waste_villain', PHONE),
      newSeat(browser, testInfo, 'asep', 'asep_eco_citizen', PHONE),
      newSeat(browser, testInfo, 'eneng', 'ibu_eneng_eco_citizen', PHONE),
    ]);
  });
  const players = [villain, asep, eneng];

  let sessionId = '';
  await test.step('the guide opens a room; everyone joins; the game reaches the vote', async () => {
    await guide.page.goto('/role-explanation-room?character=sustainability_guide');
    const room = await createRoom(guide.page);
    sessionId = room.sessionId;
    for (const seat of players) await joinRoom(seat, room.roomCode);
    // The way there is the whole-game spec's; here the guide's phase calls are made directly.
    const token = await guide.page.evaluate(() => localStorage.getItem('token'));
    for (const phase of [...PHASES_TO_DISCUSSION, 'voting_active']) {
      const answer = await guide.page.request.put(`/api/game-sessions/${sessionId}/phase`, {
        data: { phase },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status(), phase).toBe(200);
    }
    await expect(asep.page).toHaveURL(at('/voting'), PHASE);
  });

  const tries: Array<{ key: string | undefined; answered: number | undefined }> = [];
  await test.step("the first try's answer is lost after the server counted the vote", async () => {
    await asep.page.route('**/api/gameflow/vote', async (route) => {
      const key = route.request().headers()['idempotency-key'];
      if (tries.length === 0) {
        // The request reaches the server, which counts the vote; its answer never arrives.
        const response = await route.fetch();
        tries.push({ key, answered: response.status() });
        await route.abort('connectionreset');
        return;
      }
      tries.push({ key, answered: undefined });
      await route.continue();
    });
    // Only the second try's answer reaches the page.
    const answered = asep.page.waitForResponse((response) =>
      response.url().endsWith('/api/gameflow/vote'),
    );
    await asep.page.getByRole('radio', { name: villain.username }).check();
    await asep.page.getByRole('button', { name: 'OK', exact: true }).click();
    expect((await answered).status()).toBe(200);
  });

  await test.step('the phone shows the vote counted, and the server holds it once', async () => {
    await expect(asep.page.getByText(/Suaramu sudah masuk! Kamu memilih/)).toBeVisible(PHASE);
    // No "could not be sent": the second try got the first one's answer.
    await expect(asep.page.getByRole('alert')).toHaveCount(0);
    // The first try was counted (200); the second carried the same key.
    expect(tries).toHaveLength(2);
    expect(tries[0]?.answered).toBe(200);
    expect(tries[0]?.key).toMatch(/^[\w-]{8,64}$/);
    expect(tries[1]?.key).toBe(tries[0]?.key);

    const token = await asep.page.evaluate(() => localStorage.getItem('token'));
    const view = (await (
      await asep.page.request.get(`/api/game-sessions/${sessionId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { dayVotes: Array<{ targetId: string }> };
    expect(view.dayVotes).toHaveLength(1);
    // The guide's screen counts one vote of three.
    await expect(guide.page.getByText('1 dari 3 suara masuk')).toBeVisible(PHASE);
  });
});
