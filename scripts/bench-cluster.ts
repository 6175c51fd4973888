/**
 * `npm run bench:cluster`: two instances of the built server behind nginx with
 * deploy/nginx/ecoscha.conf, on one PostgreSQL database and one Redis, all on loopback, as
 * docs/deploy.md runs them. ROOMS rooms of 16 clients (a guide and 15 players) play whole bot
 * games through nginx, so each client's socket lands on whichever instance nginx picks. Once the
 * first room has KILL_AFTER_VOTES acknowledged day votes, instance a is killed with SIGKILL.
 * Prints:
 * - the time from a guide's phase change to the last client's receipt (p50, p95, p99, max), before
 *   the kill, while the dead instance's clients came back, and after;
 * - how long each of the dead instance's clients took to be back (its first view from instance b);
 * - moves acknowledged, sent again (their first try got no answer) and lost or doubled (must be 0);
 * - instance b's event loop and memory once it holds every client.
 * Options: ROOMS (20), PACE_MS (1000: a person's pace, as `npm run bench`), KILL_AFTER_VOTES (3),
 * DATABASE_URL (a fresh database on postgres://postgres@127.0.0.1:5432 unless given),
 * REDIS_URL (redis://127.0.0.1:6379), NGINX_BIN (Debian's /usr/sbin/nginx).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { playAndKill } from '../apps/server/src/testing/kill-mid-game';
import { findNginx } from '../apps/server/src/testing/nginx-proxy';
import { startProxiedCluster } from '../apps/server/src/testing/proxied-cluster';
import { BENCH_SERVER_ENV } from './bench/bench-server';
import { statsOf } from './bench/stats';

const PLAYERS_PER_ROOM = 15;
const rooms = Number(process.env.ROOMS ?? 20);
const paceMs = Number(process.env.PACE_MS ?? 1000);
const killAfterVotes = Number(process.env.KILL_AFTER_VOTES ?? 3);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgresServer = 'postgres://postgres@127.0.0.1:5432/postgres';

const nginx = findNginx();
if (!nginx) {
  console.error('nginx is not installed: apt-get install nginx (its service need not run)');
  process.exit(1);
}
if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit' });
}

/** The bench's own database, dropped at the end, unless DATABASE_URL names one. */
async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const name = `ecoscha_bench_cluster_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresServer });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  return {
    url: postgresServer.replace(/\/postgres$/, `/${name}`),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
function deliveryLine(label: string, values: number[]) {
  if (values.length === 0) return `| ${label} | 0 | | | | |`;
  const s = statsOf(values);
  return `| ${label} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`;
}

const database = await benchDatabase();
const cluster = await startProxiedCluster({
  nginx,
  databaseUrl: database.url,
  redisUrl,
  built: true,
  // The bench measures delivery and the kill, not the game's clocks.
  env: BENCH_SERVER_ENV,
});
const survivor = cluster.instances.b;
const metricsOf = async () =>
  (await fetch(`${survivor.url}/api/metrics`)).json() as Promise<{
    sockets: number;
    rssBytes: number;
    eventLoop: { p99Ms: number; maxMs: number };
  }>;

try {
  console.log(
    `\nEcoSCha: two instances behind nginx (built server, PostgreSQL, Redis, loopback), ` +
      `${rooms} rooms x ${PLAYERS_PER_ROOM + 1} clients, moves every ~${paceMs} ms; ` +
      `instance a killed (SIGKILL) after ${killAfterVotes} votes of the first room's first day vote`,
  );
  await metricsOf(); // the event-loop reading starts here
  const run = await playAndKill(cluster, {
    rooms,
    playersPerRoom: PLAYERS_PER_ROOM,
    paceMs,
    victim: 'a',
    killAfterVotes,
  });
  const atEnd = await metricsOf();
  run.games.forEach((game) => game.close());

  const { before, during, after } = run.delivery;
  console.log(
    `\nclients on instance a / b before the kill: ${run.clientsBefore.a} / ${run.clientsBefore.b}`,
  );
  console.log('\nphase change to the last client of the room');
  console.log(
    '| when | phase changes | p50 | p95 | p99 | max |\n| --- | --- | --- | --- | --- | --- |',
  );
  console.log(deliveryLine('before the kill', before));
  console.log(deliveryLine("while a's clients came back", during));
  console.log(deliveryLine('after', after));
  console.log(deliveryLine('whole run', [...before, ...during, ...after]));
  const back = statsOf(run.backAfterMs);
  console.log(
    `\nthe ${run.backAfterMs.length} clients of instance a back on b (first view from b after the kill): ` +
      `p50 ${ms(back.p50)}, p95 ${ms(back.p95)}, max ${ms(back.max)}`,
  );
  const resent = run.acknowledged.filter((move) => move.attempts > 1).length;
  console.log(
    `moves acknowledged: ${run.acknowledged.length}; sent again after no answer: ${resent}; ` +
      `lost or doubled: ${run.movesNotKept.length}`,
  );
  console.log(
    `instance b at the end: ${atEnd.sockets} sockets, ${(atEnd.rssBytes / 2 ** 20).toFixed(0)} MiB RSS, ` +
      `event loop p99 ${ms(atEnd.eventLoop.p99Ms)}, max ${ms(atEnd.eventLoop.maxMs)}; ` +
      `${run.games.length} games played in ${run.playSeconds.toFixed(0)} s`,
  );
  for (const problem of run.problems.slice(0, 20)) console.log(`  problem: ${problem}`);
  process.exitCode = run.problems.length > 0 ? 1 : 0;
} finally {
  await cluster.stop();
  await database.drop();
}
process.exit();
