import { afterAll, describe, expect, it } from 'vitest';
import { BotClient } from '../../testing/bot-client';
import { BOT_LIMITS, createTestCluster, listen } from '../../testing/test-app';

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

/**
 * Another instance's changes reach this one as "session changed", and each is read from the
 * database: two reads in flight (a class joining at once) may come back in either order.
 */
describe.runIf(enabled)('a remote change read after a newer one (PostgreSQL + Redis)', () => {
  const clusters: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const cluster of clusters) await cluster.close();
  });

  it('is not pushed: a phone that joined in between stays in the room', async () => {
    const cluster = await createTestCluster(2, BOT_LIMITS);
    clusters.push(cluster);
    const [first, second] = cluster.apps;
    if (!first || !second) throw new Error('two instances');
    const [firstUrl, secondUrl] = await Promise.all([listen(first), listen(second)]);
    const tag = Date.now().toString(36);
    const guide = new BotClient(firstUrl ?? '', `guide${tag}`, 'sustainability_guide');
    const [early, middle, late] = ['early', 'middle', 'late'].map(
      (name) => new BotClient(secondUrl ?? '', `${name}${tag}`, 'asep_eco_citizen'),
    );
    if (!early || !middle || !late) throw new Error('three players');
    await Promise.all([guide, early, middle, late].map((bot) => bot.signIn()));
    const { _id: sessionId } = await guide.call<{ _id: string }>('POST', '/api/game-sessions', {
      moderatorId: guide.userId,
    });
    // Joined through the first instance: the second hears of each join and reads the session.
    const joinThroughFirst = async (bot: BotClient) => {
      const answer = await fetch(`${firstUrl}/api/game-sessions/${sessionId}/join`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bot.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: bot.userId }),
      });
      expect(answer.status).toBe(200);
    };
    await joinThroughFirst(early);
    await Promise.all([guide.connect(sessionId), early.connect(sessionId)]);

    // The second instance's next read answers late: it reads the room before the last player
    // joined and hands it over once that player has joined and connected.
    const sessions = second.app.sessions;
    const read = sessions.loadWithVersion.bind(sessions);
    let readDone: () => void = () => undefined;
    const staleRead = new Promise<void>((resolve) => (readDone = resolve));
    let handOver: () => void = () => undefined;
    const handedOver = new Promise<void>((resolve) => (handOver = resolve));
    sessions.loadWithVersion = async (id) => {
      sessions.loadWithVersion = read;
      const stored = await read(id);
      readDone();
      await handedOver;
      return stored;
    };
    await joinThroughFirst(middle);
    await staleRead;
    await joinThroughFirst(late);
    await Promise.all([middle.connect(sessionId), late.connect(sessionId)]);
    handOver();
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The last player still hears of the next change, as everyone else does.
    await guide.call('PUT', `/api/game-sessions/${sessionId}/phase`, { phase: 'narrative_1' });
    const everyone = [guide, early, middle, late];
    await Promise.all(everyone.map((bot) => bot.until(() => bot.phase() === 'narrative_1', 5_000)));
    expect(everyone.map((bot) => bot.latestVersion)).toEqual(
      everyone.map(() => guide.latestVersion),
    );
    everyone.forEach((bot) => bot.close());
  }, 60_000);
});
