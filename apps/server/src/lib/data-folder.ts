import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the data folder holds, by name: the embedded database's folder, the token secret made at
 * the first start (without JWT_SECRET), the server's last sign of life (for timers after a
 * restart), and, while a server runs on it, how `npm run backup` reaches it.
 */
export const DATA_FOLDER = {
  database: 'pglite',
  tokenSecret: 'jwt-secret',
  heartbeat: 'heartbeat',
  runningServer: 'running-server.json',
} as const;

/**
 * The data folder holds every e-mail, password hash and game: only the account that runs the
 * server may read it. Files the process makes from now on are its own alone (umask 077: folders
 * 0700, files 0600).
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/** Entries looked at, at most: a classroom's database is about a thousand files. */
const MAX_ENTRIES = 20_000;

function walk(dir: string, visit: (path: string, isDirectory: boolean, mode: number) => void) {
  let seen = 0;
  const pending = [dir];
  while (pending.length > 0 && seen < MAX_ENTRIES) {
    const current = pending.pop() as string;
    const stats = lstatSync(current, { throwIfNoEntry: false });
    if (!stats || stats.isSymbolicLink()) continue;
    seen += 1;
    visit(current, stats.isDirectory(), stats.mode & 0o777);
    if (stats.isDirectory()) {
      for (const name of readdirSync(current)) pending.push(join(current, name));
    }
  }
}

/**
 * What others may do in an existing data folder: one line per problem, for a warning at start.
 * Nothing is changed: the folder is the operator's; the warning says how to close it. With the
 * database elsewhere (`holdsDatabase` false: DATABASE_URL) the folder holds no e-mails or
 * passwords; only a token secret kept there (no JWT_SECRET given) is worth a warning.
 */
export function dataFolderWarnings(dir: string, { holdsDatabase = true } = {}): string[] {
  const top = lstatSync(dir, { throwIfNoEntry: false });
  if (!top) return [];
  const mode = (top.mode & 0o777).toString(8);
  const close = `Close it with: chmod -R go-rwx ${dir}`;
  if (!holdsDatabase) {
    const secret = lstatSync(join(dir, 'jwt-secret'), { throwIfNoEntry: false });
    const readable = secret && (secret.mode & 0o077 || top.mode & 0o005);
    return readable
      ? [
          `Other users of this computer can read the token secret in ${dir} (mode ${mode}). ${close}`,
        ]
      : [];
  }
  let open = 0;
  walk(dir, (_path, _isDirectory, entryMode) => {
    if (entryMode & 0o077) open += 1;
  });
  if (open === 0) return [];
  return [
    `The data folder ${dir} (mode ${mode}) has ${open} entries other users of this computer can ` +
      `read or change, e-mails and password hashes among them. ${close}`,
  ];
}

/** Folders 0700 and files 0600 under `dir`: for a folder the server has just made (a new database). */
export function closeToOthers(dir: string): void {
  walk(dir, (path, isDirectory, mode) => {
    const wanted = isDirectory ? mode & 0o700 : mode & 0o600;
    if (wanted !== mode) chmodSync(path, wanted);
  });
}
