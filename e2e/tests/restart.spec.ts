import { test, type TestInfo } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BotClient } from '../../apps/server/src/testing/bot-client';
import { expect, screenshot, signInAsBot } from './helpers';
import {
  closeContexts,
  joinRoom,
  LAPTOP,
  newPage,
  PHASES_TO_DISCUSSION,
  secondsShown,
} from './room';

/**
 * The guide pauses the discussion, and the server goes down (killed, as a crash or a power cut
 * would) and comes back on the same data: the guide's laptop and a student's phone say the
 * connection dropped, then that it is back, and both still show the clock standing still at the
 * time it had; the guide resumes, and it counts down from there.
 *
 * This spec runs its own server (its own port and data folder), since it kills it; the other
 * students and the way to the discussion are bots on the real API.
 */

const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'ecoscha-e2e-restart-'));
let server: ChildProcess | undefined;

async function startServer() {
  server = spawn('node', ['apps/server/dist/server.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      REGISTER_RATE_LIMIT: '1000',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
}

function killServer() {
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server?.kill('SIGKILL');
  return exited;
}

test.afterAll(async () => {
  if (server && server.exitCode === null) await killServer();
});

test('a paused discussion stays paused across a server restart, on the guide’s laptop and a phone', async ({
  browser,
}, testInfo: TestInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run: the screen sizes are set here');
  test.setTimeout(4 * 60_000);
  await startServer();

  const tag = Date.now().toString(36);
  const guide = new BotClient(base, `pemandu${tag}`, 'sustainability_guide');
  const players = [
    new BotClient(base, `karwa${tag}`, 'mang_karwa_waste_villain'),
    new BotClient(base, `asep${tag}`, 'asep_eco_citizen'),
    new BotClient(base, `eneng${tag}`, 'ibu_eneng_eco_citizen'),
  ];
  const [, asep] = players as [BotClient, BotClient, BotClient];
  await Promise.all([guide, ...players].map((bot) => bot.signIn()));
  const { _id: sessionId, roomCode } = await guide.call<{ _id: string; roomCode: string }>(
    'POST',
    '/api/game-sessions',
    { moderatorId: guide.userId },
  );
  for (const player of players) {
    await player.call('POST', `/api/game-sessions/${sessionId}/join`, { userId: player.userId });
  }
  for (const phase of PHASES_TO_DISCUSSION) {
    await guide.call('PUT', `/api/game-sessions/${sessionId}/phase`, { phase });
  }

  // The guide's laptop and Asep's phone, each signed in on the login page.
  const laptop = await newPage(browser, testInfo, { ...LAPTOP, baseURL: base });
  await signInAsBot(laptop, guide.username);
  await laptop.goto(`/moderator-leaderboard-startgame?sessionId=${sessionId}`);
  await expect(laptop).toHaveURL(/\/discussion-session/);
  const phone = await newPage(browser, testInfo, {
    baseURL: base,
    viewport: { width: 360, height: 740 },
  });
  await signInAsBot(phone, asep.username);
  await joinRoom({ page: phone, card: 'asep_eco_citizen' }, roomCode, /\/discussion-session/);

  const controls = laptop.getByRole('region', { name: 'Kendali waktu' });
  await controls.getByRole('button', { name: 'Jeda waktu' }).click();
  for (const page of [laptop, phone]) {
    await expect(page.getByText('Dijeda', { exact: true })).toBeVisible();
  }
  const left = await secondsShown(phone);
  expect(left).toBeGreaterThan(60);

  await test.step('the server is killed; both screens say the connection dropped', async () => {
    await killServer();
    for (const page of [laptop, phone]) {
      await expect(page.getByText('Koneksi terputus', { exact: false })).toBeVisible();
    }
    await screenshot(phone, testInfo, 'restart-offline-phone');
    // Longer down than a few seconds of the clock: none of it may count.
    await phone.waitForTimeout(4_000);
  });

  await test.step('it comes back: the clock still stands at the same time', async () => {
    await startServer();
    // "Back" shows for 3 s on each screen, whenever each reconnects: watched on both at once.
    await Promise.all(
      [laptop, phone].map((page) =>
        expect(page.getByText('Koneksi tersambung kembali.')).toBeVisible({ timeout: 40_000 }),
      ),
    );
    for (const page of [laptop, phone]) {
      await expect(page.getByText('Dijeda', { exact: true })).toBeVisible();
    }
    expect(await secondsShown(phone)).toBe(left);
    expect(await secondsShown(laptop)).toBe(left);
    await screenshot(phone, testInfo, 'restart-back-phone');
    await screenshot(laptop, testInfo, 'restart-back-guide');
  });

  await test.step('the guide resumes: it counts down from where it stood', async () => {
    await controls.getByRole('button', { name: 'Lanjutkan waktu' }).click();
    await expect(phone.getByText('Dijeda', { exact: true })).toHaveCount(0);
    await expect.poll(() => secondsShown(phone)).toBeLessThan(left);
    expect(await secondsShown(phone)).toBeGreaterThan(left - 10);
  });
  await closeContexts();
});
