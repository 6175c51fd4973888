import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playAndKill } from '../testing/kill-mid-game';
import { startProxiedCluster, type ProxiedCluster } from '../testing/proxied-cluster';
import { createScratchDatabase } from '../testing/test-app';
import {
  clusterSkipReason,
  databaseServer,
  GUIDE_PACED_PHASES,
  nginx,
  redisUrl,
} from '../testing/cluster-needs';

const skipped = clusterSkipReason({ withNginx: true });

// Asked to run against PostgreSQL and Redis (npm run test:pg), but the proxy is missing: say so.
if (databaseServer && redisUrl && !nginx) {
  console.warn(
    'SKIPPED two instances behind nginx: nginx is not installed (apt-get install nginx)',
  );
}

/** Anonymous API calls each instance allows an address per minute in this test. */
const ADDRESS_LIMIT = 100;

/** An anonymous API call through the proxy from a loopback address of our choice (a school). */
function callFrom(from: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const target = new URL('/api/characters', url);
    const call = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        localAddress: from,
        headers,
      },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/**
 * deploy/nginx/ecoscha.conf in front of two instances on one PostgreSQL and one Redis, all on
 * loopback, as docs/deploy.md runs them (from source here: CI builds after this step).
 */
describe.skipIf(skipped)(
  `two instances behind nginx${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    let cluster: ProxiedCluster | undefined;
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    beforeAll(async () => {
      scratch = await createScratchDatabase();
      cluster = await startProxiedCluster({
        nginx: nginx ?? '',
        databaseUrl: scratch.url,
        redisUrl: redisUrl ?? '',
        env: {
          ADDRESS_RATE_LIMIT: String(ADDRESS_LIMIT),
          ACCOUNT_RATE_LIMIT: '100000',
          ...GUIDE_PACED_PHASES,
        },
      });
    }, 120_000);
    afterAll(async () => {
      await cluster?.stop();
      await scratch?.drop();
    }, 60_000);

    it("counts each school's address behind the proxy, whatever a phone forwards itself", async () => {
      const url = cluster?.url ?? '';
      // One school uses up its anonymous calls, spread over both instances, which count together.
      const statuses: number[] = [];
      for (let i = 0; i < 2 * ADDRESS_LIMIT + 10; i += 1)
        statuses.push(await callFrom('127.0.0.5', url));
      expect(statuses.filter((status) => status === 200)).toHaveLength(ADDRESS_LIMIT);
      expect(statuses.at(-1)).toBe(429);
      // Another school behind the same proxy is not touched.
      expect(await callFrom('127.0.0.6', url)).toBe(200);
      // Writing another address into X-Forwarded-For does not give the first school a new budget.
      expect(await callFrom('127.0.0.5', url, { 'x-forwarded-for': '203.0.113.77' })).toBe(429);
    });

    it('moves the players of an instance killed mid-vote to the other; every game ends with nothing lost', async () => {
      if (!cluster) throw new Error('no cluster');
      const run = await playAndKill(cluster, { rooms: 4, playersPerRoom: 7, paceMs: 200 });
      try {
        console.log(
          `clients on a/b before the kill: ${run.clientsBefore.a}/${run.clientsBefore.b}; ` +
            `back on b after ${Math.round(Math.min(...run.backAfterMs))}-${Math.round(Math.max(...run.backAfterMs))} ms; ` +
            `${run.acknowledged.filter((m) => m.attempts > 1).length} of ${run.acknowledged.length} moves sent again`,
        );
        expect(run.problems).toEqual([]);
        // Both instances had players, and every one of the killed instance's came back.
        expect(run.clientsBefore.a).toBeGreaterThan(0);
        expect(run.clientsBefore.b).toBeGreaterThan(0);
        expect(run.backAfterMs).toHaveLength(run.clientsBefore.a);
        expect(run.acknowledged.some((m) => m.path === '/api/gameflow/vote')).toBe(true);
      } finally {
        run.games.forEach((game) => game.close());
      }
    }, 150_000);
  },
);
