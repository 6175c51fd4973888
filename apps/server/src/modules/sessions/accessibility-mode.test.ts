import { API, pathTo } from '@ecoscha/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOT_LIMITS,
  createAccount,
  createTestApp,
  type Account,
  type TestApp,
} from '../../testing/test-app';
import { phasesOfFirstRound } from '../../testing/phase-walk';

/*
 * The accessibility mode of a room: chosen when the guide opens it, kept in the
 * session's stored state (a restart finds it), told in every view, and every deadline the rules
 * set is that many times as long.
 */

type View = {
  accessibility?: { timeScale: number };
  gameState: { phase: string; deadline: number | null; phaseStartedAt: number };
};

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps.reverse()) await t.close();
});

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
  return { status: res.statusCode, body: res.json<View & { _id: string; code?: string }>() };
}

/** A guide, a villain and two citizens in a room opened with `extra`; its id and the accounts. */
async function openRoom(t: TestApp, extra: object) {
  const guide = await createAccount(t.app, 'sustainability_guide');
  const players = [
    await createAccount(t.app, 'mang_karwa_waste_villain'),
    await createAccount(t.app, 'asep_eco_citizen'),
    await createAccount(t.app, 'ibu_eneng_eco_citizen'),
  ];
  const created = await call(t, guide, 'POST', API.sessions.create, {
    moderatorId: guide.userId,
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body._id;
  for (const p of players) {
    const joined = await call(t, p, 'POST', pathTo(API.sessions.join, { id }), {
      userId: p.userId,
    });
    expect(joined.status).toBe(200);
  }
  return { guide, players, id };
}

/** The length of each timed phase's clock in this room, from its deadline as the view says. */
async function clocks(t: TestApp, guide: Account, id: string) {
  const lengths: Record<string, number> = {};
  const setPhase = async (phase: string) => {
    const answer = await call(t, guide, 'PUT', pathTo(API.sessions.phase, { id }), { phase });
    expect(answer.status, `${phase}: ${JSON.stringify(answer.body)}`).toBe(200);
    const view = await call(t, guide, 'GET', pathTo(API.sessions.one, { id }));
    const { deadline, phaseStartedAt } = view.body.gameState;
    if (deadline !== null) lengths[phase] = deadline - phaseStartedAt;
  };
  for (const phase of phasesOfFirstRound('voting_active')) {
    await setPhase(phase);
  }
  return lengths;
}

describe('the accessibility mode of a room', () => {
  it('is stored with the session (a restart finds it) and told to players', async () => {
    const first = await createTestApp(BOT_LIMITS);
    apps.push(first);
    const { guide, players, id } = await openRoom(first, { accessibility: { timeScale: 1.5 } });
    const player = players[0] as Account;
    const seen = await call(first, player, 'GET', pathTo(API.sessions.one, { id }));
    expect(seen.body.accessibility).toEqual({ timeScale: 1.5 });

    const restarted = await createTestApp(BOT_LIMITS, first.database);
    apps.push(restarted);
    const after = await call(restarted, guide, 'GET', pathTo(API.sessions.one, { id }));
    expect(after.status).toBe(200);
    expect(after.body.accessibility).toEqual({ timeScale: 1.5 });
  });

  it('makes every deadline twice as long, on top of the room’s own durations', async () => {
    const t = await createTestApp(BOT_LIMITS);
    apps.push(t);
    const plain = await openRoom(t, { timings: { discussionSeconds: 120 } });
    const doubled = await openRoom(t, {
      timings: { discussionSeconds: 120 },
      accessibility: { timeScale: 2 },
    });
    const without = await clocks(t, plain.guide, plain.id);
    const within = await clocks(t, doubled.guide, doubled.id);
    expect(without).toEqual({
      quiz_active: 360_000,
      discussion_active: 120_000,
      voting_active: 30_000,
    });
    expect(within).toEqual({
      quiz_active: 720_000,
      discussion_active: 240_000,
      voting_active: 60_000,
    });
    const view = await call(t, plain.guide, 'GET', pathTo(API.sessions.one, { id: plain.id }));
    expect('accessibility' in view.body).toBe(false);
  });

  it('takes only a factor of 1.5 or 2', async () => {
    const t = await createTestApp(BOT_LIMITS);
    apps.push(t);
    const guide = await createAccount(t.app, 'sustainability_guide');
    for (const accessibility of [{ timeScale: 3 }, { timeScale: 1 }, { timeScale: '2' }, {}]) {
      const answer = await call(t, guide, 'POST', API.sessions.create, {
        moderatorId: guide.userId,
        accessibility,
      });
      expect(answer.status, JSON.stringify(accessibility)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
