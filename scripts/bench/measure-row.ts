/**
 * One row of the bench: `rooms` classes of 16 (a guide and 15 players) on one server, in push
 * mode (sockets) or polling mode (the original web app's polling). Connects everyone, measures
 * memory and idle traffic, then plays every game at a person's pace and measures the time from a
 * guide's phase change to the last client's receipt of it. The games start together (every class
 * changes phase in the same second: the stress row) or spread over `staggerMs`, as schools start.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { BotClient } from '../../apps/server/src/testing/bot-client';
import { openBotGame, playWholeGame, type BotGame } from '../../apps/server/src/testing/bot-game';
import type { BenchServer, Metrics } from './bench-server';
import { CLIENTS_PER_ROOM, PLAYERS_PER_ROOM, type Mode } from './options';
import { pollsFor } from './polling-schedule';
import { signUpBurst, type BurstResult } from './signup-burst';
import { statsOf, type Stats } from './stats';

export type Accounts = { moderator: BotClient; players: BotClient[] };

export type RowResult = {
  mode: Mode;
  /** How far apart the classes' first moves were spread, evenly (0: all in the same second). */
  staggerMs: number;
  rooms: number;
  clients: number;
  storedSessions: number;
  delivery: Stats;
  /** The guide's phase change call alone, until it was answered. */
  guideCall: Stats;
  /** Every pushed view, from the server's send to a bot's reading of it (one clock). */
  transit: Stats;
  /** The kinds of phase change with the highest p99, each with its guide's calls alone. */
  slowest: Array<{ phase: string; stats: Stats; call: Stats }>;
  serverLoop: { p99Ms: number; maxMs: number };
  /** Moves in the server: waiting for the moves of their session before them, and saving. */
  moves: Metrics['moves'];
  botLoop: { p99Ms: number; maxMs: number };
  /** CPU used while playing, in cores (1 = one core busy all along): the server's and the bots'. */
  cpuShare: { server: number; bots: number };
  sockets: number;
  /** Null for polling: its clients hold nothing on the server between calls. */
  rssPerClientKiB: number | null;
  heapPerClientKiB: number | null;
  idleRequestsPerSecond: number;
  playRequestsPerSecond: number;
  playSeconds: number;
  /** The machine's load average at the end of play (1, 5, 15 min): the machine may be shared. */
  load: number[];
  burst: BurstResult | undefined;
  /** Games that did not reach their end, and the first reason. */
  failedGames: number;
  firstFailure: string | undefined;
  /** The signed-in bots, to seat again in the other mode. */
  accounts: Accounts[];
};

/** When the sign-up burst starts, after the games began (the opening quiz is under way). */
const BURST_AFTER_MS = 15_000;
/** A phase change not delivered to every client within this long stops the bench. */
const WAIT_TIMEOUT_MS = 120_000;
/** Rooms opened at once (their sign-ups queue for password hashing). */
const OPENING_BATCH = 5;

/** A failed game's reason, with what lies under a failed fetch (`other side closed`, ECONNRESET). */
function failureOf(reason: unknown): string {
  const error = reason as Error & { cause?: { code?: string; message?: string } };
  const cause = error?.cause ? ` (${error.cause.code ?? ''} ${error.cause.message ?? ''})` : '';
  return `${String(error?.message ?? reason)}${cause}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openRooms(
  url: string,
  count: number,
  mode: Mode,
  paceMs: number,
  accounts: Accounts[] | undefined,
): Promise<BotGame[]> {
  const games: BotGame[] = [];
  for (let i = 0; i < count; i += OPENING_BATCH) {
    const batch = Array.from({ length: Math.min(OPENING_BATCH, count - i) }, (_, j) =>
      openBotGame(url, PLAYERS_PER_ROOM, {
        paceMs,
        record: false,
        waitTimeoutMs: WAIT_TIMEOUT_MS,
        transport: mode === 'push' ? { kind: 'socket' } : { kind: 'polling', pollsFor },
        accounts: accounts?.[i + j],
      }),
    );
    games.push(...(await Promise.all(batch)));
  }
  return games;
}

export async function measureRow(
  server: BenchServer,
  options: {
    mode: Mode;
    rooms: number;
    paceMs: number;
    idleSeconds: number;
    burst: boolean;
    /** Class i starts i/rooms of this later, as schools start their lessons (0: all at once). */
    staggerMs: number;
    accounts?: Accounts[];
    /**
     * The server has played no row before: its memory per client is then measured. After a row
     * its heap stays grown, so a second row's difference means nothing (and was negative).
     */
    firstOnServer: boolean;
  },
): Promise<RowResult> {
  const { mode, rooms, staggerMs } = options;
  const clients = rooms * CLIENTS_PER_ROOM;
  const before = await server.metrics();
  const games = await openRooms(server.url, rooms, mode, options.paceMs, options.accounts);
  // Bots seated again (the other mode) start with no pushed views of their own.
  for (const game of games) game.everyone.forEach((bot) => (bot.transitMs = []));
  await sleep(2_000);
  const connected = await server.metrics();
  await sleep(options.idleSeconds * 1_000);
  const afterIdle = await server.metrics();
  const idleRequests = afterIdle.httpRequests - connected.httpRequests - 1; // minus this reading

  // Where the time goes: the kind of every measured phase change, and its guide's call alone.
  const byPhase = new Map<string, { delivery: number[]; call: number[] }>();
  for (const game of games) {
    const advance = game.advance.bind(game);
    game.advance = async (phase, extra) => {
      await advance(phase, extra);
      const kind = phase.replace(/_\d+$/, '_n');
      const seen = byPhase.get(kind) ?? { delivery: [], call: [] };
      seen.delivery.push(game.latencies.at(-1) ?? NaN);
      seen.call.push(game.callLatencies.at(-1) ?? NaN);
      byPhase.set(kind, seen);
    };
  }
  const botLoop = monitorEventLoopDelay({ resolution: 10 });
  botLoop.enable();
  const beforePlay = await server.metrics(); // the server's event-loop reading starts here
  const started = performance.now();
  const serverCpuBefore = server.cpuSeconds();
  const botsCpuBefore = process.cpuUsage();
  const burst = options.burst
    ? sleep(BURST_AFTER_MS).then(() => signUpBurst(server))
    : Promise.resolve(undefined);
  // A game that fails (a call refused, a phase not delivered in time) is counted, not fatal.
  const outcomes = await Promise.allSettled(
    games.map(async (game, i) => {
      if (staggerMs > 0) await sleep((i * staggerMs) / rooms);
      return playWholeGame(game, 100 + i);
    }),
  );
  const failures = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [failureOf(outcome.reason)] : [],
  );
  const playSeconds = (performance.now() - started) / 1000;
  const load = loadavg();
  const botsCpu = process.cpuUsage(botsCpuBefore);
  const cpuShare = {
    server: (server.cpuSeconds() - serverCpuBefore) / playSeconds,
    bots: (botsCpu.user + botsCpu.system) / 1e6 / playSeconds,
  };
  const burstResult = await burst;
  const afterPlay = await server.metrics();
  botLoop.disable();
  games.forEach((game) => game.close());
  const playRequests =
    afterPlay.httpRequests - beforePlay.httpRequests - 1 - (burstResult?.requests ?? 0);

  const perClientKiB = (bytes: number) =>
    mode === 'push' && options.firstOnServer ? bytes / clients / 1024 : null;
  return {
    mode,
    staggerMs,
    rooms,
    clients,
    storedSessions: before.storedSessions,
    delivery: statsOf(games.flatMap((game) => game.latencies)),
    guideCall: statsOf(games.flatMap((game) => game.callLatencies)),
    transit: statsOf(games.flatMap((game) => game.everyone.flatMap((bot) => bot.transitMs))),
    slowest: [...byPhase]
      .map(([phase, { delivery, call }]) => ({
        phase,
        stats: statsOf(delivery),
        call: statsOf(call),
      }))
      .sort((a, b) => b.stats.p99 - a.stats.p99)
      .slice(0, 3),
    serverLoop: afterPlay.eventLoop,
    moves: afterPlay.moves,
    botLoop: { p99Ms: botLoop.percentile(99) / 1e6, maxMs: botLoop.max / 1e6 },
    cpuShare,
    sockets: connected.sockets,
    rssPerClientKiB: perClientKiB(connected.rssBytes - before.rssBytes),
    heapPerClientKiB: perClientKiB(connected.heapUsedBytes - before.heapUsedBytes),
    idleRequestsPerSecond: idleRequests / options.idleSeconds,
    playRequestsPerSecond: playRequests / playSeconds,
    playSeconds,
    load,
    burst: burstResult,
    failedGames: failures.length,
    firstFailure: failures[0],
    accounts: games.map(({ moderator, players }) => ({ moderator, players })),
  };
}
