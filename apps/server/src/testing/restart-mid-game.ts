import type { BotClient } from './bot-client';
import { playWholeGame, type BotGame } from './bot-game';
import { callThroughFailover, type Acknowledged } from './failover-calls';
import { backFrom, movesNotKeptIn, notAtTheEnd, openRoom, withTimeout } from './kill-mid-game';
import {
  INSTANCE_NAMES,
  instanceOf,
  type InstanceName,
  type ProxiedCluster,
} from './proxied-cluster';

/** How long a restarted instance's clients may take to be back before the run fails. */
const BACK_WITHIN_MS = 30_000;
/** How long the phones may take to spread over both instances again after the restarts. */
const SPREAD_WITHIN_MS = 30_000;

export type RestartRun = {
  games: BotGame[];
  /** Clients on each instance just before it was restarted. */
  clientsBefore: Record<InstanceName, number>;
  /** Milliseconds from each restart's SIGTERM to each of its clients' first view from the other. */
  backAfterMs: Record<InstanceName, number[]>;
  /** Clients on each instance once both hold a quarter of them, or 30 s after the games. */
  clientsAfter: Record<InstanceName, number>;
  /** Moves that got no answer and were sent again (`502 POST /api/gameflow/vote`). */
  unanswered: string[];
  /** nginx's answers that were errors of its own (502, 504) or an instance's 503. */
  failedAnswers: string[];
  acknowledged: Acknowledged[];
  /** All that went wrong: moves not kept, games not finished, clients not at the end. */
  problems: string[];
};

/**
 * Plays `rooms` whole bot games through the cluster's proxy and, once the first room has
 * `restartAfterVotes` acknowledged day votes, restarts the instances one after the other as
 * docs/deploy.md says (`systemctl restart ecoscha@a`, its /health awaited, then b). Then checks
 * what a rolling restart must keep: no answer lost, every acknowledged move kept exactly once,
 * every client at its game's end with the guide's scores.
 */
export async function playAndRestart(
  cluster: ProxiedCluster,
  options: { rooms: number; playersPerRoom: number; paceMs: number; restartAfterVotes?: number },
): Promise<RestartRun> {
  const { restartAfterVotes = 2 } = options;
  const games: BotGame[] = [];
  for (let opened = 0; opened < options.rooms; opened += 2) {
    const count = Math.min(2, options.rooms - opened);
    games.push(
      ...(await Promise.all(Array.from({ length: count }, () => openRoom(cluster.url, options)))),
    );
  }
  const everyone = games.flatMap((game) => game.everyone);
  const acknowledged: Acknowledged[] = [];
  const unanswered: string[] = [];
  const [firstRoom] = games;
  let votesInFirstRoom = 0;
  let reachedRestartPoint: () => void = () => undefined;
  const restartPoint = new Promise<void>((resolve) => (reachedRestartPoint = resolve));
  for (const bot of everyone) {
    callThroughFailover(
      bot,
      (move) => {
        acknowledged.push(move);
        if (move.path !== '/api/gameflow/vote' || move.body.sessionId !== firstRoom?.sessionId)
          return;
        votesInFirstRoom += 1;
        if (votesInFirstRoom === restartAfterVotes) reachedRestartPoint();
      },
      30_000,
      (what) => unanswered.push(`${bot.username}: ${what}`),
    );
  }
  const disconnects = new Map<BotClient, string[]>();
  for (const bot of everyone) {
    bot.socket?.on('disconnect', (reason) =>
      disconnects.set(bot, [...(disconnects.get(bot) ?? []), reason]),
    );
  }
  const describe = (bot: BotClient) =>
    `${bot.username} (socket on ${instanceOf(bot) ?? 'none'}, lost ${JSON.stringify(disconnects.get(bot) ?? [])})`;

  const settled = Promise.allSettled(games.map((game, i) => playWholeGame(game, i + 1)));
  const stillPlaying = await Promise.race([
    restartPoint.then(() => true),
    settled.then(() => false),
  ]);
  const problems: string[] = [];
  const clientsBefore = { a: 0, b: 0 };
  const backAfterMs: Record<InstanceName, number[]> = { a: [], b: [] };
  if (!stillPlaying) problems.push('the first room ended before its vote: nothing was restarted');
  else {
    // A monitor polls the site's /health through nginx all along: never a failure.
    const monitor = pollHealth(cluster.url);
    for (const name of INSTANCE_NAMES) {
      const onIt = everyone.filter((bot) => instanceOf(bot) === name);
      clientsBefore[name] = onIt.length;
      const stoppedAt = performance.now();
      const back = onIt.map((bot) => backFrom(bot, name, () => stoppedAt));
      await cluster.restart(name);
      backAfterMs[name] = await withTimeout(
        Promise.all(back),
        BACK_WITHIN_MS,
        `the ${onIt.length} clients of instance ${name} coming back`,
      ).catch((error: unknown) => {
        problems.push(String(error));
        return [];
      });
    }
    problems.push(...(await monitor.stop()));
  }

  const outcomes = await settled;
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'rejected') problems.push(`room ${i + 1}: ${String(outcome.reason)}`);
  });
  problems.push(...(await movesNotKeptIn(games, acknowledged)), ...notAtTheEnd(games, describe));
  // The phones spread over both instances again (every one was on a after b's restart).
  const clientsAfter = { a: 0, b: 0 };
  const spreadBy = performance.now() + SPREAD_WITHIN_MS;
  do {
    await new Promise((resolve) => setTimeout(resolve, 500));
    clientsAfter.a = everyone.filter((bot) => instanceOf(bot) === 'a').length;
    clientsAfter.b = everyone.filter((bot) => instanceOf(bot) === 'b').length;
  } while (
    (Math.min(clientsAfter.a, clientsAfter.b) < everyone.length / 4 ||
      clientsAfter.a + clientsAfter.b < everyone.length) &&
    performance.now() < spreadBy
  );
  const failedAnswers = cluster.nginx.accessLog().filter((line) => /^(502|503|504) /.test(line));
  return {
    games,
    clientsBefore,
    backAfterMs,
    clientsAfter,
    unanswered,
    failedAnswers,
    acknowledged,
    problems,
  };
}

/** How often the restart's monitor asks for /health. */
const HEALTH_POLL_MS = 100;

/** Polls `${url}/health` until stopped; `stop` resolves with each answer that was not a 200. */
function pollHealth(url: string) {
  const failures: string[] = [];
  let polling = true;
  const done = (async () => {
    while (polling) {
      const status = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status,
        (error: unknown) => String(error),
      );
      if (status !== 200) failures.push(`GET /health through nginx: ${status}`);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
    }
  })();
  return {
    async stop() {
      polling = false;
      await done;
      return failures;
    },
  };
}
