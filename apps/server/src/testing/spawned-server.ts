import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = join(dirname(fileURLToPath(import.meta.url)), '..', 'server.ts');
/** The production build (`npm run build`), as `npm start` runs it. */
const builtEntry = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'server.js');

/** A free loopback port (the kernel picks it; a race with another process is unlikely). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type SpawnedServer = {
  url: string;
  port: number;
  process: ChildProcess;
  /** What the server wrote to stdout and stderr. */
  output(): string;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hooks run. */
  kill(): Promise<void>;
};

/**
 * The real server in a process of its own (from source through tsx, or the build), on loopback,
 * with `env` over the defaults. Resolves once `/health` answers (at most 60 s).
 */
export async function spawnServer(
  env: Record<string, string>,
  /** A port to listen on again (a restart), instead of a fresh one. */
  reusePort?: number,
  { built = false }: { built?: boolean } = {},
): Promise<SpawnedServer> {
  const port = reusePort ?? (await freePort());
  const args = built ? [builtEntry] : ['--import', 'tsx', serverEntry];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      return {
        url,
        port,
        process: child,
        output: () => output,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
        async kill() {
          if (child.exitCode === null) child.kill('SIGKILL');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start within 60 s: ${output}`);
}
