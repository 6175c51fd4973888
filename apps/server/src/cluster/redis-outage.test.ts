import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBotGame, type BotGame } from '../testing/bot-game';
import { startClosableTcpProxy, type ClosableTcpProxy } from '../testing/closable-tcp-proxy';
import { spawnServer, type SpawnedServer } from '../testing/spawned-server';
import { createScratchDatabase } from '../testing/test-app';
import { clusterSkipReason, GUIDE_PACED_PHASES, redisUrl } from '../testing/cluster-needs';

const skipped = clusterSkipReason({ withNginx: false });

type Health = { status: string; redis?: string };
const healthOf = async (server: SpawnedServer) =>
  (await (await fetch(`${server.url}/health`)).json()) as Health;

async function untilHealth(servers: SpawnedServer[], wanted: Health, withinMs: number) {
  const giveUpAt = Date.now() + withinMs;
  for (;;) {
    const all = await Promise.all(servers.map(healthOf));
    if (all.every((h) => h.status === wanted.status && h.redis === wanted.redis)) return;
    if (Date.now() > giveUpAt) throw new Error(`health is ${JSON.stringify(all)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The lines of an instance's log that speak of Redis. */
const redisLines = (server: SpawnedServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => /redis/i.test(line));

/**
 * Two instances on one PostgreSQL database whose Redis goes away (a relay between them and
 * Redis is cut; the Redis server others use keeps running) and comes back mid-game.
 */
describe.skipIf(skipped)(
  `two instances when Redis goes away${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    let link: ClosableTcpProxy | undefined;
    let servers: SpawnedServer[] = [];
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    let game: BotGame | undefined;
    let shared: Record<string, string> = {};
    const dataDir = (name: string) => mkdtempSync(join(tmpdir(), `ecoscha-instance-${name}-`));
    beforeAll(async () => {
      scratch = await createScratchDatabase();
      link = await startClosableTcpProxy(redisUrl ?? '');
      shared = {
        DATABASE_URL: scratch.url,
        REDIS_URL: link.url,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        REDIS_KEY_PREFIX: `ecoscha-test-${randomBytes(6).toString('hex')}:`,
        LOG_LEVEL: 'info',
        ...GUIDE_PACED_PHASES,
      };
      servers = await Promise.all(
        ['a', 'b'].map((name) =>
          spawnServer({
            ...shared,
            INSTANCE_NAME: name,
            DATA_DIR: dataDir(name),
          }),
        ),
      );
    }, 120_000);
    afterAll(async () => {
      game?.close();
      await Promise.all(servers.map((server) => server.stop()));
      await link?.close();
      await scratch?.drop();
    }, 60_000);

    it('keeps phones on both instances in step, says so once in the log and in /health', async () => {
      const [a, b] = servers;
      if (!a || !b || !link) throw new Error('no instances');
      // The guide on a, the players on b and a by turns: every push crosses between them.
      game = await openBotGame([a.url, b.url], 6, { waitTimeoutMs: 10_000 });
      await game.advance('narrative_1');

      await link.cut();
      await untilHealth(servers, { status: 'degraded', redis: 'unreachable' }, 15_000);
      expect((await fetch(`${a.url}/health`)).status).toBe(200);
      // The guide's changes reach the players on b from the database (within 10 s each).
      await game.advance('quiz_active');
      await game.advance('quiz_completed');

      await link.restore();
      await untilHealth(servers, { status: 'ok', redis: 'ok' }, 15_000);
      await game.advance('start_roleplay_narrative');
      const versions = new Set(game.everyone.map((bot) => bot.latestVersion));
      expect(versions.size).toBe(1);

      // One line when Redis went away and one when it came back; no stack traces.
      for (const server of servers) {
        const lines = redisLines(server);
        expect(lines).toHaveLength(2);
        expect(lines[0]).toContain('Redis is unreachable');
        expect(lines[1]).toContain('Redis is reachable again');
        expect(server.output()).not.toContain('"stack"');
      }
    }, 120_000);

    it('starts without Redis, degraded, and stops while Redis is away', async () => {
      const [a, b] = servers;
      if (!a || !b || !link) throw new Error('no instances');
      await link.cut();
      // As systemd starts an instance again during an outage.
      const c = await spawnServer({ ...shared, INSTANCE_NAME: 'c', DATA_DIR: dataDir('c') });
      servers.push(c);
      expect(await healthOf(c)).toMatchObject({ status: 'degraded', redis: 'unreachable' });
      // Stopping ends though Redis is away.
      await Promise.all([b.stop(), c.stop()]);
      expect([b.process.exitCode, c.process.exitCode]).toEqual([0, 0]);
      await link.restore();
    }, 60_000);
  },
);
