import { HttpError, type BotClient } from './bot-client';
import { openBotGame, playWholeGame, type BotGame } from './bot-game';
import { callThroughFailover, type Acknowledged } from './failover-calls';
import { movesNotKept, type GuideRecord, type QuizRecord } from './moves-kept';
import {
  INSTANCE_NAMES,
  instanceOf,
  type InstanceName,
  type ProxiedCluster,
} from './proxied-cluster';

/**
 * Rooms opened at once: each opening signs in its accounts, and a password hash that waited 10 s
 * is refused (SERVER_BUSY), which a machine busy with other work reaches with a few rooms at once.
 */
const ROOMS_OPENED_TOGETHER = 2;
const OPENING_ATTEMPTS = 3;
/** How long the dead instance's clients may take to be back before the run fails. */
const BACK_WITHIN_MS = 30_000;

export type KillRun = {
  games: BotGame[];
  /** Clients on each instance just before the kill. */
  clientsBefore: Record<InstanceName, number>;
  /** Milliseconds from the kill to each of the dead instance's clients' first view from the other. */
  backAfterMs: number[];
  /** Phase-change delivery (ms): before the kill, while its clients came back, after. */
  delivery: { before: number[]; during: number[]; after: number[] };
  acknowledged: Acknowledged[];
  /** Acknowledged moves not kept exactly once, and moves kept that nobody was told of. */
  movesNotKept: string[];
  /** All that went wrong: the above, games that did not finish, clients not at the end. */
  problems: string[];
  /** Seconds from the first move to the last game's end. */
  playSeconds: number;
};

type GuideView = GuideRecord & {
  currentPhase: string;
  players: Array<{ userId: string; points: number; gameScore: number }>;
};

export const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms).unref(),
    ),
  ]);

/** Resolves at the first view `bot` receives from an instance other than `dead`. */
export function backFrom(
  bot: BotClient,
  dead: InstanceName,
  killedAt: () => number,
): Promise<number> {
  return new Promise((resolve) => {
    const socket = bot.socket;
    const onView = () => {
      const at = instanceOf(bot);
      if (!at || at === dead) return;
      socket?.off('session:state', onView);
      resolve(performance.now() - killedAt());
    };
    socket?.on('session:state', onView);
  });
}

/** Opens a room; a sign-in the server was too busy to hash is tried again with new accounts. */
export async function openRoom(
  url: string,
  options: { playersPerRoom: number; paceMs: number; record?: boolean },
): Promise<BotGame> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openBotGame(url, options.playersPerRoom, {
        paceMs: options.paceMs,
        record: options.record ?? false,
      });
    } catch (error) {
      const busy = error instanceof HttpError && error.body.code === 'SERVER_BUSY';
      if (!busy || attempt === OPENING_ATTEMPTS) throw error;
    }
  }
}

/** Scores as every client should see them at the end: points and penalty per player. */
const scoresOf = (view: { players?: GuideView['players'] } | undefined) =>
  JSON.stringify((view?.players ?? []).map((p) => [p.userId, p.points, p.gameScore]));

/** Every acknowledged move kept exactly once, and nothing kept that nobody was told of. */
export async function movesNotKeptIn(games: BotGame[], acknowledged: Acknowledged[]) {
  const notKept: string[] = [];
  for (const game of games) {
    const mine = acknowledged.filter((move) => move.body.sessionId === game.sessionId);
    const view = await game.moderator.call<GuideView>(
      'GET',
      `/api/game-sessions/${game.sessionId}`,
    );
    const quizResults: QuizRecord = {};
    for (const player of game.players) {
      const own = await player.call<{ results: QuizRecord[string] }>(
        'GET',
        `/api/quiz-score/session/${game.sessionId}`,
      );
      quizResults[player.userId] = own.results;
    }
    notKept.push(
      ...movesNotKept(view, quizResults, mine).map((p) => `room ${game.sessionId}: ${p}`),
    );
    finalViews.set(game, view);
  }
  return notKept;
}

/** The guide's view of each game at its end, as read by `movesNotKeptIn`. */
const finalViews = new WeakMap<BotGame, GuideView>();

/**
 * Clients not at their game's end: not at its final version, or with other scores than the
 * guide's; `more` may find something else wrong with a client (a sentence, or undefined).
 */
export function notAtTheEnd(
  games: BotGame[],
  describe: (bot: BotClient) => string,
  more: (bot: BotClient) => string | undefined = () => undefined,
): string[] {
  const problems: string[] = [];
  for (const game of games) {
    const view = finalViews.get(game);
    const finalVersion = Math.max(...game.everyone.map((bot) => bot.latestVersion));
    for (const bot of game.everyone) {
      const seen = bot.latestView as { players?: GuideView['players'] } | undefined;
      const other = more(bot);
      if (bot.phase() !== 'game_completely_ended' || bot.latestVersion !== finalVersion)
        problems.push(`${describe(bot)} is at ${bot.phase()} v${bot.latestVersion}, not the end`);
      else if (scoresOf(seen) !== scoresOf(view))
        problems.push(`${describe(bot)} sees other scores than the guide`);
      else if (other) problems.push(`${describe(bot)} ${other}`);
    }
  }
  return problems;
}

/**
 * Plays `rooms` whole bot games through the cluster's proxy (each client's socket lands on
 * whichever instance nginx picks), kills `victim` with SIGKILL once the first room has
 * `killAfterVotes` acknowledged day votes (mid-vote), and lets every game play to its end. Then
 * checks what an operator must be able to promise: every game finished, every acknowledged move
 * kept exactly once with the score the player was told, every client (those of the dead
 * instance too, now on the other) at the final state with the same scores as the guide.
 */
export async function playAndKill(
  cluster: ProxiedCluster,
  options: {
    rooms: number;
    playersPerRoom: number;
    paceMs: number;
    record?: boolean;
    victim?: InstanceName;
    killAfterVotes?: number;
  },
): Promise<KillRun> {
  const { victim = 'a', killAfterVotes = 2 } = options;
  const games: BotGame[] = [];
  for (let opened = 0; opened < options.rooms; opened += ROOMS_OPENED_TOGETHER) {
    const count = Math.min(ROOMS_OPENED_TOGETHER, options.rooms - opened);
    const batch = Array.from({ length: count }, () => openRoom(cluster.url, options));
    games.push(...(await Promise.all(batch)));
  }
  const everyone = games.flatMap((game) => game.everyone);
  const clientsBefore = { a: 0, b: 0 };

  const acknowledged: Acknowledged[] = [];
  const [firstRoom] = games;
  let votesInFirstRoom = 0;
  let reachedKillPoint: () => void = () => undefined;
  const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
  for (const bot of everyone) {
    callThroughFailover(bot, (move) => {
      acknowledged.push(move);
      if (move.path !== '/api/gameflow/vote' || move.body.sessionId !== firstRoom?.sessionId)
        return;
      votesInFirstRoom += 1;
      if (votesInFirstRoom === killAfterVotes) reachedKillPoint();
    });
  }

  // Each phase change's delivery with when it ended, to tell those the kill fell into.
  const deliveries: Array<{ endedAt: number; ms: number }> = [];
  for (const game of games) {
    const advance = game.advance;
    game.advance = async (phase, extra) => {
      await advance(phase, extra);
      deliveries.push({ endedAt: performance.now(), ms: game.latencies.at(-1) ?? 0 });
    };
  }

  // Every time a client's socket was lost, for the account of a client that did not get on.
  const disconnects = new Map<BotClient, string[]>();
  for (const bot of everyone) {
    bot.socket?.on('disconnect', (reason) =>
      disconnects.set(bot, [...(disconnects.get(bot) ?? []), reason]),
    );
  }
  const describe = (bot: BotClient) =>
    `${bot.username} (socket on ${instanceOf(bot) ?? 'none'}, ` +
    `${bot.socket?.io.engine?.transport?.name ?? 'no transport'}, ` +
    `lost ${JSON.stringify(disconnects.get(bot) ?? [])})`;

  const startedAt = performance.now();
  const playing = games.map((game, i) => playWholeGame(game, i + 1));
  const settled = Promise.allSettled(playing);
  const stillPlaying = await Promise.race([killPoint.then(() => true), settled.then(() => false)]);
  const problems: string[] = [];
  let killedAt = 0;
  let backAfterMs: number[] = [];
  if (!stillPlaying) problems.push('the first room ended before its vote: nothing was killed');
  else {
    for (const bot of everyone) {
      const at = instanceOf(bot);
      if (at) clientsBefore[at] += 1;
    }
    const onVictim = everyone.filter((bot) => instanceOf(bot) === victim);
    const back = onVictim.map((bot) => backFrom(bot, victim, () => killedAt));
    killedAt = performance.now();
    await cluster.kill(victim);
    backAfterMs = await withTimeout(
      Promise.all(back),
      BACK_WITHIN_MS,
      `the ${onVictim.length} clients of instance ${victim} coming back`,
    ).catch((error: unknown) => {
      problems.push(String(error));
      return [];
    });
  }

  const outcomes = await settled;
  const playSeconds = (performance.now() - startedAt) / 1000;
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'rejected') problems.push(`room ${i + 1}: ${String(outcome.reason)}`);
  });

  const notKept = await movesNotKeptIn(games, acknowledged);
  problems.push(
    ...notAtTheEnd(games, describe, (bot) =>
      stillPlaying && instanceOf(bot) !== INSTANCE_NAMES.find((name) => name !== victim)
        ? 'is not on the instance left'
        : undefined,
    ),
  );

  // Before: ended before the kill. During: under way at some moment between the kill and the
  // last of its clients' return. After: begun once all were back.
  const allBackAt = killedAt + Math.max(0, ...backAfterMs);
  const startOf = (d: { endedAt: number; ms: number }) => d.endedAt - d.ms;
  const when = (test: (d: { endedAt: number; ms: number }) => boolean) =>
    deliveries.filter(test).map((d) => d.ms);
  return {
    games,
    clientsBefore,
    backAfterMs,
    delivery: stillPlaying
      ? {
          before: when((d) => d.endedAt < killedAt),
          during: when((d) => d.endedAt >= killedAt && startOf(d) <= allBackAt),
          after: when((d) => startOf(d) > allBackAt),
        }
      : { before: deliveries.map((d) => d.ms), during: [], after: [] },
    acknowledged,
    movesNotKept: notKept,
    problems: [...notKept, ...problems],
    playSeconds,
  };
}
