import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The configuration an operator installs (deploy/nginx/ecoscha.conf). */
export const CHECKED_IN_CONFIG = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'deploy',
  'nginx',
  'ecoscha.conf',
);

/** Debian's nginx, or the one on PATH; undefined when none is installed. */
export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx']) {
    if (!candidate) continue;
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

/** The instances' ports in the checked-in file, in the order of their names (a, b). */
const CHECKED_IN_PORTS = [3001, 3002];

/**
 * The checked-in configuration as it is, but listening on `listenPort` of loopback only and
 * passing on to the instances' ports. Fails if the file no longer has what it replaces.
 */
export function renderConfig(text: string, listenPort: number, instancePorts: number[]): string {
  let rendered = text;
  CHECKED_IN_PORTS.forEach((port, i) => {
    const address = new RegExp(`127\\.0\\.0\\.1:${port}(?!\\d)`, 'g');
    if (!address.test(rendered)) throw new Error(`${CHECKED_IN_CONFIG} has no 127.0.0.1:${port}`);
    rendered = rendered.replace(address, `127.0.0.1:${instancePorts[i]}`);
  });
  const listens = /^\s*listen\s[^;]*;\s*$/gm;
  if (!listens.test(rendered)) throw new Error(`${CHECKED_IN_CONFIG} has no listen line`);
  let first = true;
  return rendered.replace(listens, () => {
    const line = first ? `    listen 127.0.0.1:${listenPort};` : '';
    first = false;
    return line;
  });
}

export type NginxProxy = {
  url: string;
  pidFile: string;
  errorLog(): string;
  /** Every answer nginx gave (`status method uri upstream`), when started with `accessLog`. */
  accessLog(): string[];
  stop(): Promise<void>;
};

/**
 * nginx in front of `instancePorts` with the checked-in configuration, in a folder of its own
 * (`-p`), on loopback only, with a pid file there: never the system's service. A main file
 * around it gives what Debian's nginx.conf would (events, temporary folders).
 */
export async function startNginx(
  nginx: string,
  listenPort: number,
  instancePorts: number[],
  { accessLog = false }: { accessLog?: boolean } = {},
): Promise<NginxProxy> {
  const prefix = mkdtempSync(join(tmpdir(), 'ecoscha-nginx-'));
  mkdirSync(join(prefix, 'temp'));
  const pidFile = join(prefix, 'nginx.pid');
  const errorLog = join(prefix, 'error.log');
  const accessFile = join(prefix, 'access.log');
  const site = renderConfig(readFileSync(CHECKED_IN_CONFIG, 'utf8'), listenPort, instancePorts);
  writeFileSync(join(prefix, 'ecoscha.conf'), site);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      'worker_rlimit_nofile 16384;',
      `pid ${pidFile};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 8192; }',
      'http {',
      "  log_format answers '$status $request_method $uri $upstream_addr $upstream_status';",
      accessLog ? `  access_log ${accessFile} answers;` : '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(prefix, 'temp', kind)};`,
      ),
      `  include ${join(prefix, 'ecoscha.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => `${stderr}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;
  const url = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    // The master's pid, from its pid file: SIGTERM is nginx's fast shutdown.
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : child.pid;
    if (child.exitCode === null && pid) process.kill(pid, 'SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${log()}`);
    // Any answer (502 while no instance listens yet) means nginx is up.
    const up =
      existsSync(pidFile) &&
      (await fetch(url).then(
        () => true,
        () => false,
      ));
    const answers = () =>
      existsSync(accessFile) ? readFileSync(accessFile, 'utf8').split('\n').filter(Boolean) : [];
    if (up) return { url, pidFile, errorLog: log, accessLog: answers, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer within 10 s: ${log()}`);
}
