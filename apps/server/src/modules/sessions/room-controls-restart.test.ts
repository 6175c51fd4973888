import { API, pathTo } from '@ecoscha/contracts';
import { afterAll, expect, it } from 'vitest';
import {
  BOT_LIMITS,
  createAccount,
  createTestApp,
  type Account,
  type TestApp,
} from '../../testing/test-app';
import { phasesOfFirstRound } from '../../testing/phase-walk';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps.reverse()) await t.close();
});

type Clock = { gameState: { phase: string; deadline: number | null; pausedRemainingMs?: number } };

async function call(
  t: TestApp,
  who: Account,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(
    method === 'POST' && url === API.sessions.create ? 201 : 200,
  );
  return res.json<Clock & { _id: string }>();
}

it('a paused vote stays paused across a server restart, and resumes with what was left', async () => {
  const first = await createTestApp({ ...BOT_LIMITS, VOTING_MS: '2000' });
  apps.push(first);
  const guide = await createAccount(first.app, 'sustainability_guide');
  const players = [
    await createAccount(first.app, 'mang_karwa_waste_villain'),
    await createAccount(first.app, 'asep_eco_citizen'),
    await createAccount(first.app, 'ibu_eneng_eco_citizen'),
  ];
  const { _id: id } = await call(first, guide, 'POST', API.sessions.create, {
    moderatorId: guide.userId,
  });
  for (const p of players) {
    await call(first, p, 'POST', pathTo(API.sessions.join, { id }), { userId: p.userId });
  }
  for (const phase of phasesOfFirstRound('voting_active')) {
    await call(first, guide, 'PUT', pathTo(API.sessions.phase, { id }), { phase });
  }
  const paused = await call(first, guide, 'POST', pathTo(API.sessions.pauseTimer, { id }));
  const left = paused.gameState.pausedRemainingMs ?? 0;
  expect(left).toBeGreaterThan(0);
  await first.app.close();

  const second = await createTestApp({ ...BOT_LIMITS, VOTING_MS: '2000' }, first.database);
  apps.push(second);
  // Longer than the whole vote: a running timer would have ended it by now.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const after = await call(second, guide, 'GET', pathTo(API.sessions.one, { id }));
  expect(after.gameState).toMatchObject({
    phase: 'voting_active',
    deadline: null,
    pausedRemainingMs: left,
  });

  const before = Date.now();
  const resumed = await call(second, guide, 'POST', pathTo(API.sessions.resumeTimer, { id }));
  expect(resumed.gameState.pausedRemainingMs).toBeUndefined();
  expect(resumed.gameState.deadline).toBeGreaterThanOrEqual(before + left);
}, 60_000);
