import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxiedCluster, type ProxiedCluster } from '../testing/proxied-cluster';
import { playAndRestart } from '../testing/restart-mid-game';
import { createScratchDatabase } from '../testing/test-app';
import { clusterSkipReason, GUIDE_PACED_PHASES, nginx, redisUrl } from '../testing/cluster-needs';

const skipped = clusterSkipReason({ withNginx: true });

/**
 * docs/deploy.md's update: `systemctl restart ecoscha@a`, its /health awaited, then `@b`, while
 * classes play through deploy/nginx/ecoscha.conf and a monitor polls /health through it. A
 * stopping instance hands its work over; nginx never answers for it.
 */
describe.skipIf(skipped)(
  `a rolling restart behind nginx${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    let cluster: ProxiedCluster | undefined;
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    beforeAll(async () => {
      scratch = await createScratchDatabase();
      cluster = await startProxiedCluster({
        nginx: nginx ?? '',
        databaseUrl: scratch.url,
        redisUrl: redisUrl ?? '',
        accessLog: true,
        env: {
          ACCOUNT_RATE_LIMIT: '100000',
          ADDRESS_RATE_LIMIT: '100000',
          ...GUIDE_PACED_PHASES,
        },
      });
    }, 120_000);
    afterAll(async () => {
      await cluster?.stop();
      await scratch?.drop();
    }, 60_000);

    it('restarts a, then b, mid-game: no request unanswered, no move lost or doubled', async () => {
      if (!cluster) throw new Error('no cluster');
      const run = await playAndRestart(cluster, { rooms: 4, playersPerRoom: 7, paceMs: 200 });
      try {
        const range = (ms: number[]) =>
          `${Math.round(Math.min(...ms))}-${Math.round(Math.max(...ms))} ms`;
        console.log(
          `clients on a/b before each restart: ${run.clientsBefore.a}/${run.clientsBefore.b}; ` +
            `back after ${range(run.backAfterMs.a)} (a), ${range(run.backAfterMs.b)} (b); ` +
            `after the games ${run.clientsAfter.a}/${run.clientsAfter.b}; ` +
            `${run.acknowledged.length} moves acknowledged`,
        );
        expect(run.problems).toEqual([]);
        // Nothing answered by nginx for a missing instance, and no move had to be sent again.
        expect(run.failedAnswers).toEqual([]);
        expect(run.unanswered).toEqual([]);
        // Each instance had clients when it stopped, and every one of them came back.
        expect(run.clientsBefore.a).toBeGreaterThan(0);
        expect(run.clientsBefore.b).toBeGreaterThan(0);
        expect(run.backAfterMs.a).toHaveLength(run.clientsBefore.a);
        expect(run.backAfterMs.b).toHaveLength(run.clientsBefore.b);
        expect(run.acknowledged.some((m) => m.path === '/api/gameflow/vote')).toBe(true);
        // After both restarts the phones are spread over both instances again.
        const all = run.clientsAfter.a + run.clientsAfter.b;
        expect(all).toBe(run.games.flatMap((game) => game.everyone).length);
        expect(Math.min(run.clientsAfter.a, run.clientsAfter.b)).toBeGreaterThanOrEqual(all / 4);
      } finally {
        run.games.forEach((game) => game.close());
      }
    }, 200_000);
  },
);
