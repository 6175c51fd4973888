/**
 * The bench's start-up figure: the time from spawning the built server to its first `/health`
 * 200, with a new data folder (the first lesson) and again with that folder (every restart
 * after), on the embedded database. Each is measured `runs` times; the slowest run must stay
 * under the target. The server's CPU time at that moment (Linux) tells a slow machine from
 * slow work: when it is far below the wall time, other processes had the cores.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TARGET_SECONDS = 5;
const GIVE_UP_MS = 120_000;
const POLL_MS = 25;

type Start = { seconds: number; cpuSeconds: number | undefined };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** User and system CPU of a running process, from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return undefined;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startOnce(dataDir: string, port: number): Promise<Start> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const started = performance.now();
  const server = spawn('node', ['apps/server/dist/server.js'], { stdio: 'ignore', env });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        return {
          seconds: (performance.now() - started) / 1000,
          cpuSeconds: cpuSeconds(server.pid),
        };
      }
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
      await sleep(POLL_MS);
    }
    throw new Error(`the server did not answer /health within ${GIVE_UP_MS / 1000} s`);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

function line(label: string, starts: Start[]) {
  const seconds = starts.map((start) => start.seconds).sort((a, b) => a - b);
  const median = seconds[Math.floor((seconds.length - 1) / 2)] ?? NaN;
  const slowest = seconds.at(-1) ?? NaN;
  const cpu = starts.map((start) => start.cpuSeconds).filter((value) => value !== undefined);
  const cpuText = cpu.length > 0 ? `, server CPU ${Math.max(...cpu).toFixed(1)} s` : '';
  const verdict = slowest < TARGET_SECONDS ? 'met' : 'NOT met';
  return `  ${label.padEnd(22)} median ${median.toFixed(1)} s, slowest ${slowest.toFixed(1)} s${cpuText}: ${verdict}`;
}

/** Measures and prints the start-up figure; returns whether both stay under the target. */
export async function benchStartup(port: number, runs = 3): Promise<boolean> {
  const fresh: Start[] = [];
  const existing: Start[] = [];
  for (let run = 0; run < runs; run += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'ecoscha-startup-'));
    try {
      fresh.push(await startOnce(dataDir, port));
      existing.push(await startOnce(dataDir, port));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `Start-up: spawn of the built server -> first /health 200 (embedded PGlite, ${runs} runs, target < ${TARGET_SECONDS} s)`,
  );
  console.log(line('new data folder', fresh));
  console.log(line('existing data folder', existing));
  const slowest = Math.max(...[...fresh, ...existing].map((start) => start.seconds));
  return slowest < TARGET_SECONDS;
}
