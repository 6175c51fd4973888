/**
 * `npm run bench`: plays bot games against the built server over loopback and prints, for each
 * size of the curve (BENCH_CURVE, or ROOMS rooms) and each mode (push, and the polling baseline):
 * - the time from a guide's phase change to the last client's receipt (p50, p95, p99, max, mean),
 *   rooms of 16 clients (a guide and 15 players) all playing at once;
 * - how late the server's event loop ran, also during a burst of 50 sign-ups while games run;
 * - HTTP requests per second, idle and while playing; server memory per connected client;
 * - push against polling: the ratio of mean delivery times and of requests.
 * First of all, a calibration of the machine (scripts/bench/calibration.ts: a fixed piece of CPU
 * work of the kind a push does, independent of the app's code, timed; the cores, Node), that each
 * row's p99 is also given as a ratio of; then
 * the start-up time of the built server (scripts/bench-startup.ts); last, other
 * classes' delivery during each attack of the abuse suite (scripts/bench-abuse.ts).
 * Bots act at a person's pace: each move (a guide's phase change, an answer, a vote) comes after
 * PACE_MS of thinking, jittered by ±50 %, so the rooms play side by side as real classes do and
 * never in lockstep. Each size's push row has all its classes start together (every class changes
 * phase in the same second: the stress row), then again spread over STAGGER_MS (default a minute)
 * as schools start their lessons. PACE_MS=0 plays flat out: a stress test of throughput, not a classroom.
 * Options: scripts/bench/options.ts (BENCH_CURVE, BENCH_MODES, BENCH_STORED_SESSIONS, BENCH_JSON,
 * ROOMS, PACE_MS, IDLE_SECONDS, BENCH_PORT, BENCH_SERVER_FLAGS, DATABASE_URL, ...).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBotGame, playWholeGame } from '../apps/server/src/testing/bot-game';
import { benchAbuse } from './bench-abuse';
import { startBenchServer, type BenchServer } from './bench/bench-server';
import { calibrate, calibrationLine } from './bench/calibration';
import { measureRow, type Accounts, type RowResult } from './bench/measure-row';
import { CLIENTS_PER_ROOM, OPTIONS, PLAYERS_PER_ROOM } from './bench/options';
import {
  deliveryHeader,
  deliveryLine,
  printComparisons,
  printRow,
  printSummary,
  printTargets,
  writeJson,
} from './bench/report';
import { botsOf, seedAccounts } from './bench/seed-accounts';
import { seedFinishedSessions } from './bench/seed-sessions';
import { statsOf } from './bench/stats';
import { benchStartup } from './bench-startup';

if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit' });
}
// How fast this machine is, first, while nothing else of the bench runs: rows from two machines
// compare as ratios to it.
const calibration = calibrate();
console.log(calibrationLine(calibration));
const database = OPTIONS.databaseUrl ? 'postgres' : 'pglite';
const startupMet = OPTIONS.startup ? await benchStartup(OPTIONS.port) : true;

const dataDir = mkdtempSync(join(tmpdir(), 'ecoscha-bench-'));
if (OPTIONS.storedSessions > 0) {
  const { seconds } = await seedFinishedSessions({
    count: OPTIONS.storedSessions,
    dataDir,
    databaseUrl: OPTIONS.databaseUrl,
  });
  console.log(`stored ${OPTIONS.storedSessions} finished sessions in ${seconds.toFixed(1)} s`);
}
/** Each size's rooms, their accounts stored before any server starts (unless signed up over HTTP). */
const seededRooms = await (async () => {
  if (OPTIONS.signUpOverHttp) return undefined;
  const total = OPTIONS.roomCounts.reduce((sum, rooms) => sum + rooms, 0);
  const seeded = await seedAccounts({ rooms: total, dataDir, databaseUrl: OPTIONS.databaseUrl });
  console.log(
    `stored ${seeded.rooms.length * CLIENTS_PER_ROOM} accounts in ${seeded.seconds.toFixed(1)} s`,
  );
  let first = 0;
  return OPTIONS.roomCounts.map((rooms) => seeded.rooms.slice(first, (first += rooms)));
})();

/** One room on its own, before the crowd. */
async function singleRoom(server: BenchServer) {
  const game = await openBotGame(server.url, PLAYERS_PER_ROOM, {
    paceMs: OPTIONS.paceMs,
    record: false,
  });
  await playWholeGame(game, 1);
  game.close();
  return statsOf(game.latencies);
}

console.log(
  `\nEcoSCha benchmark (loopback, built server, ${database === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}, ${OPTIONS.paceMs > 0 ? `moves every ~${OPTIONS.paceMs} ms` : 'flat out'})`,
);
const rows: RowResult[] = [];
for (const [index, rooms] of OPTIONS.roomCounts.entries()) {
  // A fresh server process for each size, on the same database.
  const server = await startBenchServer({
    port: OPTIONS.port,
    dataDir,
    databaseUrl: OPTIONS.databaseUrl,
    nodeFlags: OPTIONS.serverFlags,
    entry: OPTIONS.serverEntry,
  });
  try {
    if (index === 0) {
      console.log(deliveryHeader());
      if (OPTIONS.singleRoom) {
        console.log(deliveryLine('1 room x 16 clients', await singleRoom(server)));
      }
    }
    const seeded = seededRooms?.[index];
    let accounts: Accounts[] | undefined = seeded && botsOf(seeded, server.url);
    let rowsOnServer = 0;
    for (const mode of OPTIONS.modes) {
      // Every class changing phase in the same second; with push, then classes started as
      // schools start them.
      const staggers = mode === 'push' && OPTIONS.staggerMs > 0 ? [0, OPTIONS.staggerMs] : [0];
      for (const staggerMs of staggers) {
        const row = await measureRow(server, {
          mode,
          rooms,
          paceMs: OPTIONS.paceMs,
          idleSeconds: OPTIONS.idleSeconds,
          burst: mode === 'push' && staggerMs === 0,
          staggerMs,
          accounts,
          firstOnServer: rowsOnServer === 0,
        });
        rowsOnServer += 1;
        // The same accounts play the same rooms in the other rows.
        accounts = row.accounts;
        printRow(row, calibration);
        rows.push(row);
      }
    }
  } finally {
    await server.stop();
  }
}

printSummary(rows, database, calibration);
printComparisons(rows);
printTargets(rows);
console.log(`start-up target: ${startupMet ? 'met' : 'NOT met'}`);
if (OPTIONS.jsonFile) {
  writeJson(OPTIONS.jsonFile, rows, database, calibration);
  console.log(`rows written to ${OPTIONS.jsonFile}`);
}
// Then the abuse suite's attacks while other classes play (scripts/bench-abuse.ts).
if (OPTIONS.abuse) await benchAbuse();
process.exit(0);
