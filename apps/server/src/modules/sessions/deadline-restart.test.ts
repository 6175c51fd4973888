import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openBotGame, reachFirstVote, type BotGame } from '../../testing/bot-game';
import { BOT_LIMITS, createTestApp, listen, type TestApp } from '../../testing/test-app';
import { createHeartbeat, MIN_RESUMED_MS, resumedDeadline } from './deadline-scheduler';

type View = { gameState: { phase: string; deadline: number | null } };
type Result = { eliminationResult: { allVotes: unknown[]; eliminatedPlayer: string | null } };

const apps: TestApp[] = [];
let game: BotGame | undefined;
afterEach(async () => {
  game?.close();
  for (const t of apps.reverse()) await t.close();
  apps.length = 0;
});

it('resumes a timer with what was left when the server stopped, at least 10 s', () => {
  expect(resumedDeadline(50_000, 20_000, 100_000)).toBe(130_000);
  expect(resumedDeadline(25_000, 20_000, 100_000)).toBe(100_000 + MIN_RESUMED_MS);
  expect(resumedDeadline(10_000, 20_000, 100_000)).toBe(100_000 + MIN_RESUMED_MS);
});

it('reads the last heartbeat of the previous run, and notes its own', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'ecoscha-beat-')), 'heartbeat');
  expect(createHeartbeat(file).stoppedAt()).toBeUndefined();
  writeFileSync(file, JSON.stringify({ at: 1234 }));
  const heartbeat = createHeartbeat(file);
  expect(heartbeat.stoppedAt()).toBe(1234);
  heartbeat.start();
  heartbeat.stop();
  expect(JSON.parse(readFileSync(file, 'utf8')).at).toBeGreaterThan(1234);
  writeFileSync(file, 'not json');
  expect(createHeartbeat(file).stoppedAt()).toBeUndefined();
});

it('does not count the time a restart took: the vote resumes with what it had left, then ends', async () => {
  const env = {
    ...BOT_LIMITS,
    VOTING_MS: '12000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ecoscha-restart-')),
  };
  const first = await createTestApp(env);
  apps.push(first);
  game = await openBotGame(await listen(first), 6);
  await reachFirstVote(game);
  const { players, sessionId, moderator } = game;
  const target = players[0];
  for (const bot of players.slice(1, 4)) {
    await bot.call('POST', '/api/gameflow/vote', {
      sessionId,
      voterId: bot.userId,
      targetId: target?.userId,
    });
  }
  const before = await moderator.call<View>('GET', `/api/game-sessions/${sessionId}`);
  game.close();
  await first.app.close();
  const stoppedAt = Number(JSON.parse(readFileSync(join(env.DATA_DIR, 'heartbeat'), 'utf8')).at);
  const left = (before.gameState.deadline ?? 0) - stoppedAt;

  // Down for a while: the old deadline passes meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const restartedFrom = Date.now();
  const second = await createTestApp(env, first.database);
  apps.push(second);
  const restartedBy = Date.now();
  Object.assign(moderator, { baseUrl: await listen(second) });
  const after = await moderator.call<View>('GET', `/api/game-sessions/${sessionId}`);
  expect(after.gameState.phase).toBe('voting_active');
  const resumed = after.gameState.deadline ?? 0;
  expect(resumed).toBeGreaterThanOrEqual(restartedFrom + Math.max(left, MIN_RESUMED_MS));
  expect(resumed).toBeLessThanOrEqual(restartedBy + Math.max(left, MIN_RESUMED_MS));

  // A phone that comes back is shown the resumed deadline.
  const phone = players[4];
  if (!phone) throw new Error('no phone');
  Object.assign(phone, { baseUrl: moderator.baseUrl });
  const shown = () => (phone.latestView?.gameState as View['gameState'] | undefined)?.deadline;
  await phone.connect(sessionId);
  await phone.until(() => shown() === resumed, 10_000);
  expect(shown()).toBe(resumed);

  // Nobody acts: the resumed deadline closes the vote with the three votes cast before.
  let view = after;
  for (let i = 0; i < 100 && view.gameState.phase !== 'elimination_reveal'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    view = await moderator.call<View>('GET', `/api/game-sessions/${sessionId}`);
  }
  expect(view.gameState.phase).toBe('elimination_reveal');
  const { eliminationResult } = await moderator.call<Result>(
    'GET',
    `/api/gameflow/elimination-result/${sessionId}`,
  );
  expect(eliminationResult.allVotes).toHaveLength(3);
  expect(eliminationResult.eliminatedPlayer).toBe(target?.userId);
}, 90_000);
