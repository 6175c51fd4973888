/** Prints the bench's rows and comparisons, and writes them as JSON (BENCH_JSON). */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { MoveStage } from './bench-server';
import type { Calibration } from './calibration';
import type { RowResult } from './measure-row';
import type { Stats } from './stats';

export type Database = 'pglite' | 'postgres';

const fixed = (value: number, digits = 1) => Number(value.toFixed(digits));
/** Memory per client, or `n/a` (polling clients hold nothing between calls). */
export const kib = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)} KiB`);
const cell = (value: number | string, width = 8) =>
  (typeof value === 'number' ? value.toFixed(1) : value).padStart(width);

/** One line of delivery figures: n, p50, p95, p99, max. */
export const deliveryLine = (label: string, stats: Stats) =>
  `${label.padEnd(28)}${cell(String(stats.n), 7)}${cell(stats.p50)}${cell(stats.p95)}${cell(stats.p99)}${cell(stats.max, 9)}`;

export const deliveryHeader = () =>
  `${'phase change -> last client'.padEnd(28)}${cell('n', 7)}${cell('p50 ms')}${cell('p95 ms')}${cell('p99 ms')}${cell('max ms', 9)}`;

/** How the row's classes started: all at once (the stress row) or spread as schools start. */
export const startOf = (row: RowResult) =>
  row.staggerMs > 0 ? `classes spread over ${(row.staggerMs / 1000).toFixed(0)} s` : 'all at once';

/** The row's p99 as a ratio of the machine's calibration: comparable between machines. */
const p99Ratio = (row: RowResult, calibration: Calibration) =>
  row.delivery.p99 / calibration.workMs;

export function printRow(row: RowResult, calibration: Calibration) {
  console.log(
    `\n${row.clients} clients (${row.rooms} rooms x 16), ${row.mode}, ${startOf(row)}, ${row.storedSessions} finished sessions stored`,
  );
  console.log(deliveryHeader());
  console.log(deliveryLine('  all phase changes', row.delivery));
  for (const { phase, stats, call } of row.slowest) {
    console.log(deliveryLine(`  ${phase}`, stats));
    console.log(deliveryLine("    its guide's calls", call));
  }
  console.log(deliveryLine("  of which the guide's call", row.guideCall));
  if (row.transit.n > 0) console.log(deliveryLine('  a pushed view in transit', row.transit));
  console.log(
    `  p99 / calibration ${p99Ratio(row, calibration).toFixed(3)}; machine load while playing ${row.load.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 min)`,
  );
  console.log(
    `  mean ${row.delivery.mean.toFixed(1)} ms; games played in ${row.playSeconds.toFixed(0)} s; event loop: server p99 ${row.serverLoop.p99Ms.toFixed(1)} ms, max ${row.serverLoop.maxMs.toFixed(1)} ms; bots p99 ${row.botLoop.p99Ms.toFixed(1)} ms, max ${row.botLoop.maxMs.toFixed(1)} ms`,
  );
  if (row.moves) {
    const stage = ({ p50Ms, p99Ms, maxMs }: MoveStage) =>
      `p50 ${p50Ms.toFixed(1)}, p99 ${p99Ms.toFixed(1)}, max ${maxMs.toFixed(1)} ms`;
    console.log(
      `  ${row.moves.save.count} moves in the server: waiting for their session's earlier moves ${stage(row.moves.lockWait)}; saving ${stage(row.moves.save)}`,
    );
  }
  console.log(
    `  CPU while playing: server ${row.cpuShare.server.toFixed(2)} cores, bots ${row.cpuShare.bots.toFixed(2)} cores (of ${availableParallelism()})`,
  );
  console.log(
    `  sockets ${row.sockets}; server memory per client ${kib(row.rssPerClientKiB)} RSS, ${kib(row.heapPerClientKiB)} heap; HTTP requests per second: idle ${row.idleRequestsPerSecond.toFixed(1)} (${(row.idleRequestsPerSecond / row.clients).toFixed(4)} per client), playing ${row.playRequestsPerSecond.toFixed(1)}`,
  );
  if (row.failedGames > 0) {
    console.log(
      `  ${row.failedGames} of ${row.rooms} games did not finish; first: ${row.firstFailure}`,
    );
  }
  if (row.burst) {
    const { burst } = row;
    console.log(
      `  sign-up burst during play: ${burst.signUps} accounts signed up and logged in in ${burst.seconds.toFixed(1)} s (${burst.failed} failed${failureList(burst.failures)}); server event loop meanwhile p99 ${burst.loopP99Ms.toFixed(1)} ms, max ${burst.loopMaxMs.toFixed(1)} ms`,
    );
  }
}

/** `: 503 SERVER_BUSY x25`, or nothing when none failed. */
const failureList = (failures: Record<string, number>) => {
  const reasons = Object.entries(failures).map(([reason, count]) => `${reason} x${count}`);
  return reasons.length === 0 ? '' : `: ${reasons.join(', ')}`;
};

/** Every row in one table. */
export function printSummary(rows: RowResult[], database: Database, calibration: Calibration) {
  console.log(
    `\n| clients | database | mode | start | stored sessions | p50 | p95 | p99 | max | p99 / calibration | server loop p99 / max | RSS per client | idle requests/s | requests/s playing | load (1 min) |`,
  );
  console.log(`|${' --- |'.repeat(15)}`);
  const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
  for (const row of rows) {
    console.log(
      `| ${row.clients.toLocaleString('en')} | ${database} | ${row.mode} | ${startOf(row)} | ${row.storedSessions.toLocaleString('en')} | ${ms(row.delivery.p50)} | ${ms(row.delivery.p95)} | ${ms(row.delivery.p99)} | ${ms(row.delivery.max)} | ${p99Ratio(row, calibration).toFixed(3)} | ${Math.round(row.serverLoop.p99Ms)} / ${Math.round(row.serverLoop.maxMs)} ms | ${kib(row.rssPerClientKiB)} | ${row.idleRequestsPerSecond.toFixed(1)} | ${row.playRequestsPerSecond.toFixed(0)} | ${row.load[0]?.toFixed(2)} |`,
    );
  }
}

/** Push against polling for each size played both ways (classes all at once): mean delivery and requests per second. */
export function printComparisons(rows: RowResult[]) {
  const sizes = [...new Set(rows.map((row) => row.clients))];
  const stress = rows.filter((row) => row.staggerMs === 0);
  for (const clients of sizes) {
    const push = stress.find((row) => row.clients === clients && row.mode === 'push');
    const polling = stress.find((row) => row.clients === clients && row.mode === 'polling');
    if (!push || !polling) continue;
    const ratio = polling.delivery.mean / push.delivery.mean;
    console.log(
      `\npush vs polling, ${clients} clients: mean delivery ${push.delivery.mean.toFixed(1)} ms vs ${polling.delivery.mean.toFixed(1)} ms (push ${ratio.toFixed(0)}x faster, target >= 10x: ${ratio >= 10 ? 'met' : 'NOT met'}); p99 ${push.delivery.p99.toFixed(0)} vs ${polling.delivery.p99.toFixed(0)} ms; server HTTP requests per second idle ${push.idleRequestsPerSecond.toFixed(1)} vs ${polling.idleRequestsPerSecond.toFixed(1)}, playing ${push.playRequestsPerSecond.toFixed(1)} vs ${polling.playRequestsPerSecond.toFixed(1)}`,
    );
  }
}

/**
 * The targets a push row is held to (docs/performance.md): up to 2,000 clients p99 100 ms, max
 * 500 ms and the event loop's p99 50 ms; above, p99 250 ms and max 1 s. Every game finished and
 * no requests while phones wait, at every size.
 */
function targetsFor(clients: number) {
  return clients <= 2_000
    ? { p99: 100, max: 500, loopP99: 50 as number | undefined }
    : { p99: 250, max: 1_000, loopP99: undefined };
}

export function printTargets(rows: RowResult[]) {
  for (const row of rows.filter((r) => r.mode === 'push')) {
    const target = targetsFor(row.clients);
    const met =
      row.delivery.p99 <= target.p99 &&
      row.delivery.max <= target.max &&
      (target.loopP99 === undefined || row.serverLoop.p99Ms <= target.loopP99) &&
      row.idleRequestsPerSecond === 0 &&
      row.failedGames === 0;
    const loop = target.loopP99 === undefined ? '' : `, server loop p99 <= ${target.loopP99} ms`;
    console.log(
      `targets at ${row.clients} clients, ${startOf(row)} (p99 <= ${target.p99} ms, max <= ${target.max} ms${loop}, every game finished, no idle requests): ${met ? 'met' : 'NOT met'}`,
    );
  }
}

export function writeJson(
  file: string,
  rows: RowResult[],
  database: Database,
  calibration: Calibration,
) {
  const json = rows.map((row) => ({
    clients: row.clients,
    rooms: row.rooms,
    database,
    mode: row.mode,
    stagger: row.staggerMs > 0,
    staggerMs: row.staggerMs,
    storedSessions: row.storedSessions,
    p50Ms: fixed(row.delivery.p50),
    p95Ms: fixed(row.delivery.p95),
    p99Ms: fixed(row.delivery.p99),
    maxMs: fixed(row.delivery.max),
    p99PerCalibration: fixed(p99Ratio(row, calibration), 4),
    load: row.load.map((load) => fixed(load, 2)),
    loopP99Ms: fixed(row.serverLoop.p99Ms),
    loopMaxMs: fixed(row.serverLoop.maxMs),
    rssPerClientKiB: row.rssPerClientKiB === null ? null : fixed(row.rssPerClientKiB),
    idleRequestsPerSecond: fixed(row.idleRequestsPerSecond, 2),
    meanMs: fixed(row.delivery.mean),
    phaseChanges: row.delivery.n,
    playRequestsPerSecond: fixed(row.playRequestsPerSecond),
    botLoopP99Ms: fixed(row.botLoop.p99Ms),
    serverCpuCores: fixed(row.cpuShare.server, 2),
    botsCpuCores: fixed(row.cpuShare.bots, 2),
    failedGames: row.failedGames,
    signUpBurst: row.burst
      ? {
          signUps: row.burst.signUps,
          failed: row.burst.failed,
          failures: row.burst.failures,
          seconds: fixed(row.burst.seconds),
          loopP99Ms: fixed(row.burst.loopP99Ms),
          loopMaxMs: fixed(row.burst.loopMaxMs),
        }
      : null,
  }));
  const machine = {
    workMs: fixed(calibration.workMs),
    cpuMs: fixed(calibration.cpuMs),
    views: calibration.views,
    cores: calibration.cores,
    node: calibration.node,
    load: calibration.load.map((load) => fixed(load, 2)),
  };
  writeFileSync(file, `${JSON.stringify({ calibration: machine, rows: json }, null, 2)}\n`);
}
