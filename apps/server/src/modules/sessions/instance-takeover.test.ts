import { afterAll, describe, expect, it } from 'vitest';
import { BotClient } from '../../testing/bot-client';
import { openBotGame, reachFirstVote } from '../../testing/bot-game';
import { BOT_LIMITS, createTestCluster, listen } from '../../testing/test-app';

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

type View = {
  currentPhase: string;
  players: Array<{ userId: string; isPractice?: boolean }>;
  quizProgress: Record<string, { opening: number }>;
};

/** The session as the guide reads it from `baseUrl` (not through the guide's own server). */
async function readAs(guide: BotClient, baseUrl: string, sessionId: string): Promise<View> {
  const response = await fetch(`${baseUrl}/api/game-sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${guide.token}` },
  });
  return (await response.json()) as View;
}

/** Asks `read` every 200 ms until `done` holds; fails after `timeoutMs`. */
async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until)
      throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The guide moves the session to `phase` through `baseUrl`, with an idempotency key if given. */
async function moveAs(
  guide: BotClient,
  baseUrl: string,
  sessionId: string,
  phase: string,
  key?: string,
) {
  const response = await fetch(`${baseUrl}/api/game-sessions/${sessionId}/phase`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${guide.token}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ phase }),
  });
  expect(response.status).toBe(200);
}

/**
 * Only the instance that saved a change set its timers (the phase's deadline, the practice seats'
 * next moves). When it stops, another instance of the cluster must keep them.
 */
describe.runIf(enabled)('an instance stops: another keeps its timers (PostgreSQL + Redis)', () => {
  const clusters: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const cluster of clusters) await cluster.close();
  });

  it('closes the vote when its time is up, though the instance that opened it is gone', async () => {
    const cluster = await createTestCluster(2, { ...BOT_LIMITS, VOTING_MS: '4000' });
    clusters.push(cluster);
    const [first, second] = cluster.apps;
    if (!first || !second) throw new Error('two instances');
    const [firstUrl, secondUrl] = await Promise.all([listen(first), listen(second)]);
    // Everyone, the guide's move into the vote included, goes through the first instance.
    const game = await openBotGame(firstUrl ?? '', 5);
    try {
      await reachFirstVote(game);
      // The first instance goes, and its timers with it (a process killed outright: behind-nginx).
      await first.app.close();
      const view = await eventually(
        () => readAs(game.moderator, secondUrl ?? '', game.sessionId),
        (v) => v.currentPhase !== 'voting_active',
        15_000,
      );
      expect(view.currentPhase).toBe('elimination_reveal');
    } finally {
      game.close();
    }
  }, 60_000);

  it('goes on playing the practice seats the stopped instance was about to move', async () => {
    const cluster = await createTestCluster(2, {
      ...BOT_LIMITS,
      PRACTICE_MIN_MS: '300',
      PRACTICE_MAX_MS: '600',
    });
    clusters.push(cluster);
    const [first, second] = cluster.apps;
    if (!first || !second) throw new Error('two instances');
    const [firstUrl, secondUrl] = await Promise.all([listen(first), listen(second)]);
    const guide = new BotClient(
      firstUrl ?? '',
      `guide${Date.now().toString(36)}`,
      'sustainability_guide',
    );
    await guide.signIn();
    const { _id: sessionId } = await guide.call<{ _id: string }>('POST', '/api/game-sessions', {
      moderatorId: guide.userId,
    });
    await guide.call('POST', `/api/game-sessions/${sessionId}/practice-seats`, { count: 4 });
    await guide.call('PUT', `/api/game-sessions/${sessionId}/phase`, { phase: 'narrative_1' });
    await guide.call('PUT', `/api/game-sessions/${sessionId}/phase`, { phase: 'quiz_active' });
    await first.app.close();
    // Six topics for each of the four seats, one move each, now all on the second instance.
    const view = await eventually(
      () => readAs(guide, secondUrl ?? '', sessionId),
      (v) =>
        v.players.filter((p) => p.isPractice).every((p) => v.quizProgress[p.userId]?.opening === 6),
      30_000,
    );
    expect(view.players.filter((p) => p.isPractice)).toHaveLength(4);
  }, 60_000);

  it('pushes a change its instance saved and died before pushing, when the guide taps again or a phone comes back', async () => {
    const cluster = await createTestCluster(2, BOT_LIMITS);
    clusters.push(cluster);
    const [first, second] = cluster.apps;
    if (!first || !second) throw new Error('two instances');
    const [firstUrl, secondUrl] = await Promise.all([listen(first), listen(second)]);
    // Every phone is on the second instance.
    const game = await openBotGame(secondUrl ?? '', 4);
    try {
      // The first instance saves but never tells the others (it died between the two).
      first.app.io.serverSideEmit = () => true;
      await moveAs(
        game.moderator,
        firstUrl ?? '',
        game.sessionId,
        'narrative_1',
        'tap-narrative-1',
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(game.everyone.map((bot) => bot.phase())).toEqual(game.everyone.map(() => 'initial'));
      // The guide's phone sends the tap again, to the instance left: everyone gets it.
      await moveAs(
        game.moderator,
        secondUrl ?? '',
        game.sessionId,
        'narrative_1',
        'tap-narrative-1',
      );
      await game.waitAll('narrative_1', 5_000);

      // Again, and this time one phone reconnects (as the dead instance's phones do).
      await moveAs(game.moderator, firstUrl ?? '', game.sessionId, 'quiz_active');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(game.moderator.phase()).toBe('narrative_1');
      game.players[0]?.socket?.disconnect().connect();
      await game.waitAll('quiz_active', 5_000);
    } finally {
      game.close();
    }
  }, 60_000);
});
