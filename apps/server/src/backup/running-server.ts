import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIPv6 } from 'node:net';
import { join } from 'node:path';
import { DATA_FOLDER } from '../lib/data-folder';

/**
 * How `npm run backup` reaches the server that has the data folder open (PGlite runs inside it,
 * so no second process may open the folder): a file in the data folder, readable by the account
 * that runs the server only, with the server's process, port and a key made at each start. The
 * backup is asked for on the server's own port, from this computer, with that key.
 */
export type RunningServer = { pid: number; port: number; host: string; key: string };

export const LOCAL_BACKUP_PATH = '/local/backup';
export const BACKUP_KEY_HEADER = 'x-ecoscha-backup-key';

const fileIn = (dataDir: string) => join(dataDir, DATA_FOLDER.runningServer);

export function noteRunningServer(dataDir: string, port: number, host: string): RunningServer {
  const running = { pid: process.pid, port, host, key: randomBytes(32).toString('base64url') };
  writeFileSync(fileIn(dataDir), JSON.stringify(running), { mode: 0o600 });
  return running;
}

export function readRunningServer(dataDir: string): RunningServer | undefined {
  try {
    const running = JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as Partial<RunningServer>;
    const complete =
      Number.isInteger(running.pid) &&
      Number.isInteger(running.port) &&
      typeof running.host === 'string' &&
      typeof running.key === 'string';
    return complete ? (running as RunningServer) : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the note when the server stops, unless another server has written its own since. */
export function forgetRunningServer(dataDir: string, running: RunningServer): void {
  if (readRunningServer(dataDir)?.key === running.key) rmSync(fileIn(dataDir), { force: true });
}

/** Whether the process `pid` exists (a server killed without stopping leaves its note behind). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where this computer reaches the server: its loopback address when it listens on every one. */
export function localUrl(running: RunningServer): string {
  const wildcard = running.host === '0.0.0.0' || running.host === '::' || running.host === '';
  const host = wildcard ? '127.0.0.1' : running.host;
  return `http://${isIPv6(host) ? `[${host}]` : host}:${running.port}`;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** A connection from this computer: a loopback address, or the very address it came in on. */
export function isFromThisComputer(remote: string | undefined, local: string | undefined): boolean {
  if (!remote) return false;
  return LOOPBACK.test(remote) || remote === local;
}
