/** The built server as the bench runs it: spawned on loopback, read through /api/metrics. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export type Metrics = {
  httpRequests: number;
  sockets: number;
  rssBytes: number;
  heapUsedBytes: number;
  storedSessions: number;
  eventLoop: { p99Ms: number; maxMs: number };
  /** Every move's time in the server (main window only): waiting for its session, saving. */
  moves?: Record<'lockWait' | 'save', MoveStage>;
};

export type MoveStage = { count: number; p50Ms: number; p99Ms: number; maxMs: number };

export type BenchServer = {
  url: string;
  /** Reads the counters; the event-loop reading of `loopWindow` starts again from here. */
  metrics(loopWindow?: 'main' | 'burst'): Promise<Metrics>;
  /** The server process's CPU time so far (all its threads), in seconds; NaN off Linux. */
  cpuSeconds(): number;
  stop(): Promise<void>;
};

/**
 * What a benched server runs with: its metrics exposed, no rate limit in the way of the bots, and
 * the game's clocks long: the bench measures pushes, not the clocks, so no phase may close under
 * a slow bot.
 */
export const BENCH_SERVER_ENV = {
  EXPOSE_METRICS: 'true',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT: '1000000',
  REGISTER_RATE_LIMIT: '1000000',
  ACCOUNT_RATE_LIMIT: '100000000',
  ADDRESS_RATE_LIMIT: '100000000',
  QUIZ_MS: '600000',
  DISCUSSION_MS: '600000',
  VOTING_MS: '600000',
  CLOSING_QUIZ_MS: '600000',
};

/** How long the server may take to stop (and write a CPU profile) before it is killed. */
const STOP_GRACE_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startBenchServer(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  nodeFlags: string[];
  entry: string;
}): Promise<BenchServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ...BENCH_SERVER_ENV,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn('node', [...options.nodeFlags, options.entry], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);

  for (let attempt = 0; ; attempt += 1) {
    const ok = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 240 || child.exitCode !== null) throw new Error('the server did not start');
    await sleep(500);
  }
  return {
    url,
    metrics: async (loopWindow = 'main') =>
      (await fetch(`${url}/api/metrics?loopWindow=${loopWindow}`)).json() as Promise<Metrics>,
    cpuSeconds() {
      const file = `/proc/${child.pid}/stat`;
      if (!existsSync(file)) return NaN;
      // After the command name (which may hold spaces): utime and stime are fields 14 and 15.
      const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    async stop() {
      child.kill('SIGTERM');
      // A graceful stop that hangs (a connection that never ends) must not hang the bench.
      const forced = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(forced);
      process.off('exit', killOnExit);
    },
  };
}
