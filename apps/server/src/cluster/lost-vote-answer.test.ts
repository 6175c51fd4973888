import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@ecoscha/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The web app's own sending code: the key, the tries and their waits, as a phone runs them.
import { sendingOf, sendUntilAnswered } from '../../../web/src/lib/unanswered-retry';
import { startAnswerRelay, type AnswerRelay } from '../testing/answer-relay';
import { openBotGame, reachFirstVote } from '../testing/bot-game';
import { startNginx, type NginxProxy } from '../testing/nginx-proxy';
import { freePort, spawnServer, type SpawnedServer } from '../testing/spawned-server';
import { createScratchDatabase } from '../testing/test-app';
import { clusterSkipReason, GUIDE_PACED_PHASES, nginx, redisUrl } from '../testing/cluster-needs';

const skipped = clusterSkipReason({ withNginx: true });

type Instance = { name: string; server: SpawnedServer; relay: AnswerRelay };

/**
 * Two instances on one PostgreSQL and one Redis behind the checked-in nginx file, each reached
 * through a relay that can lose an answer. A student's vote is saved by its instance, which dies
 * before the answer leaves: the web app's client code sends the vote again with its key, nginx
 * passes the retry to the living instance, and the vote counts once, answered as the first run.
 */
describe.skipIf(skipped)(
  `a vote whose instance died before answering${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    let instances: Instance[] = [];
    let proxy: NginxProxy | undefined;
    beforeAll(async () => {
      scratch = await createScratchDatabase();
      const shared = {
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl ?? '',
        JWT_SECRET: randomBytes(48).toString('base64url'),
        TRUST_PROXY: '127.0.0.1',
        ACCOUNT_RATE_LIMIT: '100000',
        ADDRESS_RATE_LIMIT: '100000',
        ...GUIDE_PACED_PHASES,
      };
      instances = await Promise.all(
        ['a', 'b'].map(async (name) => {
          const server = await spawnServer({
            ...shared,
            INSTANCE_NAME: name,
            DATA_DIR: mkdtempSync(join(tmpdir(), `ecoscha-instance-${name}-`)),
          });
          return { name, server, relay: await startAnswerRelay(server.port) };
        }),
      );
      proxy = await startNginx(
        nginx ?? '',
        await freePort(),
        instances.map((i) => i.relay.port),
      );
    }, 120_000);
    afterAll(async () => {
      await proxy?.stop();
      for (const { server, relay } of instances) {
        await relay.close();
        await server.stop();
      }
      await scratch?.drop();
    }, 60_000);

    it('sends the vote again with its key; the living instance answers it as counted, once', async () => {
      const url = proxy?.url ?? '';
      const game = await openBotGame(url, 4);
      try {
        await reachFirstVote(game);
        const [voter, target] = game.players;
        if (!voter || !target) throw new Error('two players');

        // Whichever instance nginx gives the vote to saves it and dies before its answer leaves.
        const line = `POST ${API.gameflow.vote}`;
        const held = Promise.race(
          instances.map((instance) => instance.relay.holdAnswerTo(line).then(() => instance)),
        );
        const sending = sendingOf('POST', API.gameflow.vote, {
          authorization: `Bearer ${voter.token}`,
          'content-type': 'application/json',
          'accept-language': 'en',
        });
        const vote = sendUntilAnswered(
          `${url}${API.gameflow.vote}`,
          {
            method: 'POST',
            headers: sending.headers,
            body: JSON.stringify({
              sessionId: game.sessionId,
              voterId: voter.userId,
              targetId: target.userId,
            }),
          },
          sending.retry,
        );
        const dying = await held;
        for (const instance of instances) instance.relay.stopHolding();
        await dying.server.kill();
        await dying.relay.close();

        const answer = await vote;
        expect(answer.response.status, answer.text).toBe(200);
        expect(JSON.parse(answer.text)).toEqual({
          success: true,
          targetId: target.userId,
          votingCompleted: false,
        });
        // The vote is in once, and the key is saved once with it.
        const view = await voter.call<{ dayVotes: Array<{ voterId: string; targetId: string }> }>(
          'GET',
          `/api/game-sessions/${game.sessionId}`,
        );
        expect(view.dayVotes.filter((v) => v.voterId === voter.userId)).toEqual([
          expect.objectContaining({ targetId: target.userId }),
        ]);
        const key = sending.headers?.['Idempotency-Key'];
        const client = new pg.Client({ connectionString: scratch?.url });
        await client.connect();
        try {
          const { rows } = await client.query(
            'select count(*)::int as n from applied_actions where session_id = $1 and action_id = $2',
            [game.sessionId, `${voter.userId}:${key}`],
          );
          expect(rows[0]?.n).toBe(1);
        } finally {
          await client.end();
        }
      } finally {
        game.close();
      }
    }, 120_000);
  },
);
