/**
 * `npm run bench`: plays bot games against the built server over loopback and prints
 * - the time from a moderator's phase change to the last client's receipt (p50, p95, p99),
 *   for 1 room and for 50 rooms of 16 clients (a guide and 15 players) playing at once;
 * - HTTP requests per idle connected client per second;
 * - server memory per connected client.
 * First of all, the start-up time of the built server (scripts/bench-startup.ts); last, other
 * classes' delivery during each attack of the abuse suite (scripts/bench-abuse.ts; BENCH_ABUSE=0
 * leaves it out).
 * Bots act at a person's pace: each move (a guide's phase change, an answer, a vote) comes after
 * PACE_MS of thinking, jittered by ±50 %, so the rooms play side by side as real classes do and
 * never in lockstep. PACE_MS=0 plays flat out: a stress test of throughput, not a classroom.
 * Options: ROOMS (default 50), PACE_MS (default 1000), IDLE_SECONDS (default 10),
 * BENCH_PORT (default 3300), BENCH_SERVER_FLAGS (node flags for the server).
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openBotGame, playWholeGame, type BotGame } from '../apps/server/src/testing/bot-game';
import { benchAbuse } from './bench-abuse';
import { benchStartup } from './bench-startup';

const ROOMS = Number(process.env.ROOMS ?? 50);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 10);
const PACE_MS = Number(process.env.PACE_MS ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const PLAYERS_PER_ROOM = 15;
const baseUrl = `http://127.0.0.1:${PORT}`;

type Metrics = {
  httpRequests: number;
  sockets: number;
  rssBytes: number;
  heapUsedBytes: number;
  eventLoop: { p99Ms: number; maxMs: number };
};

if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit' });
}
const startupMet = await benchStartup(PORT);
const server = spawn(
  'node',
  [
    ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
    'apps/server/dist/server.js',
  ],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ecoscha-bench-')),
      EXPOSE_METRICS: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000000',
      REGISTER_RATE_LIMIT: '1000000',
      ACCOUNT_RATE_LIMIT: '100000000',
      ADDRESS_RATE_LIMIT: '100000000',
      // The bench measures pushes, not the game's clocks: no phase may close under a slow bot.
      QUIZ_MS: '600000',
      DISCUSSION_MS: '600000',
      VOTING_MS: '600000',
      CLOSING_QUIZ_MS: '600000',
    },
  },
);
process.on('exit', () => server.kill('SIGTERM'));

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ok = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error('the server did not start');
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const metrics = async (): Promise<Metrics> =>
  (await fetch(`${baseUrl}/api/metrics`)).json() as Promise<Metrics>;

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN };
}

/** Opens `count` rooms a few at a time (sign-ups hash passwords, which is slow on purpose). */
async function openRooms(count: number): Promise<BotGame[]> {
  const games: BotGame[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = Math.min(5, count - i);
    games.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () =>
          openBotGame(baseUrl, PLAYERS_PER_ROOM, { paceMs: PACE_MS, record: false }),
        ),
      )),
    );
  }
  return games;
}

const row = (label: string, stats: ReturnType<typeof percentiles>) =>
  `${label.padEnd(26)} ${String(stats.n).padStart(6)} ${stats.p50.toFixed(1).padStart(8)} ${stats.p95.toFixed(1).padStart(8)} ${stats.p99.toFixed(1).padStart(8)} ${stats.max.toFixed(1).padStart(8)}`;

await waitForServer();

// One room on its own.
const [single] = await openRooms(1);
if (!single) throw new Error('no room');
await playWholeGame(single, 1);
single.close();
const singleStats = percentiles(single.latencies);

// Many rooms: connect everyone, measure memory and idle traffic, then play all games at once.
const before = await metrics();
const games = await openRooms(ROOMS);
await sleep(2_000);
const connected = await metrics();
const clients = ROOMS * (PLAYERS_PER_ROOM + 1);
await sleep(IDLE_SECONDS * 1_000);
const afterIdle = await metrics();
const idleRequests = afterIdle.httpRequests - connected.httpRequests - 1; // minus our own metrics call
// Where the time goes: the phase of every measured change, and how late each event loop ran.
const byPhase = new Map<string, number[]>();
for (const game of games) {
  const advance = game.advance.bind(game);
  game.advance = async (phase, extra) => {
    await advance(phase, extra);
    const kind = phase.replace(/_\d+$/, '_n');
    byPhase.set(kind, [...(byPhase.get(kind) ?? []), game.latencies.at(-1) ?? NaN]);
  };
}
const botLoop = monitorEventLoopDelay({ resolution: 10 });
botLoop.enable();
await metrics(); // resets the server's event-loop reading
const started = performance.now();
await Promise.all(games.map((game, i) => playWholeGame(game, 100 + i)));
const afterPlay = await metrics();
botLoop.disable();
const playSeconds = (performance.now() - started) / 1000;
games.forEach((game) => game.close());
const manyStats = percentiles(games.flatMap((game) => game.latencies));

console.log(
  `\nEcoSCha benchmark (loopback, built server, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${PACE_MS > 0 ? `moves every ~${PACE_MS} ms` : 'flat out'})`,
);
console.log(
  `${'phase change -> last client'.padEnd(26)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
);
console.log(row('1 room x 16 clients', singleStats));
console.log(row(`${ROOMS} rooms x 16 clients`, manyStats));
console.log(`connected sockets: ${connected.sockets} (${clients} clients)`);
console.log(
  `idle HTTP requests per client per second: ${(idleRequests / clients / IDLE_SECONDS).toFixed(4)} (${idleRequests} in ${IDLE_SECONDS} s)`,
);
console.log(
  `server memory per client: ${((connected.rssBytes - before.rssBytes) / clients / 1024).toFixed(1)} KiB RSS, ${((connected.heapUsedBytes - before.heapUsedBytes) / clients / 1024).toFixed(1)} KiB heap`,
);
console.log(`${ROOMS} whole games played concurrently in ${playSeconds.toFixed(1)} s`);
console.log(
  `event loop delay while playing: server p99 ${afterPlay.eventLoop.p99Ms.toFixed(1)} ms, max ${afterPlay.eventLoop.maxMs.toFixed(1)} ms; bots p99 ${(botLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(botLoop.max / 1e6).toFixed(1)} ms`,
);
const slowest = [...byPhase]
  .map(([phase, values]) => ({ phase, stats: percentiles(values) }))
  .sort((a, b) => b.stats.p99 - a.stats.p99)
  .slice(0, 5);
console.log('slowest phase changes (many rooms):');
for (const { phase, stats } of slowest) console.log(row(`  ${phase}`, stats));
const target = startupMet && manyStats.p99 <= 100 && singleStats.p99 <= 100 && idleRequests === 0;
console.log(
  `targets (start-up < 5 s, p99 <= 100 ms, 0 idle requests): ${target ? 'met' : 'NOT met'}`,
);
server.kill('SIGTERM');
// Then the abuse suite's attacks while other classes play (scripts/bench-abuse.ts).
if (process.env.BENCH_ABUSE !== '0') await benchAbuse();
process.exit(0);
