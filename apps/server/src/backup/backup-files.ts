import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Backup files by name: `ecoscha-2026-11-28T1430.tar.gz` for one a person made (kept until they
 * delete it), `ecoscha-daily-2026-11-28.tar.gz` for the server's daily ones (the last
 * DAILY_BACKUPS_KEPT kept). Dates and times are the computer's own, as the teacher reads them.
 */
export const DAILY_BACKUPS_KEPT = 7;
const DAILY_NAME = /^ecoscha-daily-(\d{4}-\d{2}-\d{2})\.tar\.gz$/;

const two = (value: number) => String(value).padStart(2, '0');
const localDay = (at: Date) => `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;

export const manualBackupName = (at: Date, copy = 1) =>
  `ecoscha-${localDay(at)}T${two(at.getHours())}${two(at.getMinutes())}` +
  `${copy > 1 ? `-${copy}` : ''}.tar.gz`;

export const dailyBackupName = (at: Date) => `ecoscha-daily-${localDay(at)}.tar.gz`;

/** The daily backups in `dir`, oldest first. */
export function dailyBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => DAILY_NAME.test(name))
    .sort();
}

/** Deletes the daily backups beyond the newest `keep`; the names deleted. */
export function pruneDailyBackups(dir: string, keep = DAILY_BACKUPS_KEPT): string[] {
  const all = dailyBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}

/**
 * Writes `bytes` as `dir/name`, readable by this account only, whole or not at all: into a
 * hidden file first, flushed to the disk, then renamed. Never over an existing file: a made-up
 * name's `-2`, `-3` copy is used (`nameFor(copy)`); the path written.
 */
export function saveBackupFile(
  dir: string,
  nameFor: (copy: number) => string,
  bytes: Uint8Array,
): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let copy = 1;
  while (existsSync(join(dir, nameFor(copy)))) copy += 1;
  const path = join(dir, nameFor(copy));
  const partial = join(dir, `.${nameFor(copy)}.${process.pid}.partial`);
  try {
    const fd = openSync(partial, 'w', 0o600);
    try {
      writeSync(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, path);
    return path;
  } catch (error) {
    rmSync(partial, { force: true }); // a full disk leaves no half file behind
    throw error;
  }
}
