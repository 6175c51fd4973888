import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pgliteStartParams } from '../db/client';
import { installedPgliteVersion } from '../db/pglite-template';
import { closeToOthers, DATA_FOLDER } from '../lib/data-folder';
import { isPlainFileName, packBackup, unpackBackup } from './backup-archive';

/** Not kept in a backup: made again by the server at each start, or written from the backup's time. */
const NOT_KEPT = new Set<string>([DATA_FOLDER.runningServer, DATA_FOLDER.heartbeat]);

/**
 * The data folder's files beside the database, by name: every plain file at its top (the token
 * secret among them), and a heartbeat of `takenAt`, so that after a restore a running timer
 * resumes with what it had left when the backup was taken.
 */
function dataFolderFiles(dataDir: string, takenAt: Date): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const name of existsSync(dataDir) ? readdirSync(dataDir).sort() : []) {
    if (NOT_KEPT.has(name) || !isPlainFileName(name) || name.startsWith('.')) continue;
    if (lstatSync(join(dataDir, name)).isFile()) files.set(name, readFileSync(join(dataDir, name)));
  }
  files.set(DATA_FOLDER.heartbeat, Buffer.from(JSON.stringify({ at: takenAt.getTime() })));
  return files;
}

/** A backup file's bytes: the database's consistent dump (`dump`) and the folder's files. */
export async function takeBackup(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
): Promise<Buffer> {
  const database = await dump();
  const createdAt = new Date();
  return packBackup({
    createdAt,
    pgliteVersion: installedPgliteVersion(),
    database,
    dataFolderFiles: dataFolderFiles(dataDir, createdAt),
  });
}

/** The dump of a data folder no server has open (the command line, with the server stopped). */
export async function dumpStoppedDatabase(pgliteDir: string): Promise<Uint8Array> {
  const { PGlite } = await import('@electric-sql/pglite');
  const database = await PGlite.create({
    dataDir: pgliteDir,
    startParams: pgliteStartParams(PGlite.defaultStartParams),
  });
  try {
    return new Uint8Array(await (await database.dumpDataDir('none')).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** What a restore found in the backup, for the message that tells it. */
export type RestoredCounts = { accounts: number; sessions: number; createdAt: Date };

/** A restore that would have to overwrite: the data folder is there and not empty. */
export class DataFolderNotEmptyError extends Error {}
/** The backup's database did not open (a PGlite too different from the one that wrote it). */
export class DatabaseNotOpenedError extends Error {}

export function isEmptyOrMissing(dir: string): boolean {
  const stats = lstatSync(dir, { throwIfNoEntry: false });
  return !stats || (stats.isDirectory() && readdirSync(dir).length === 0);
}

/** Opens the restored database once (PGlite loads the dump and checks it) and counts what it has. */
async function loadDatabase(pgliteDir: string, dump: Uint8Array) {
  const { PGlite } = await import('@electric-sql/pglite');
  const database = await PGlite.create({
    dataDir: pgliteDir,
    loadDataDir: new Blob([dump]),
    startParams: pgliteStartParams(PGlite.defaultStartParams),
  }).catch((error: unknown) => {
    throw new DatabaseNotOpenedError(String((error as Error).message ?? error));
  });
  try {
    const count = async (table: string) =>
      Number(
        (await database.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n,
      );
    return { accounts: await count('users'), sessions: await count('game_sessions') };
  } catch (error) {
    throw new DatabaseNotOpenedError(String((error as Error).message ?? error));
  } finally {
    await database.close();
  }
}

/**
 * Brings a backup file back as the data folder `dataDir`, which must be missing or empty. All is
 * made beside it first and checked (the database opened once); only then does it take the
 * folder's place. A damaged file, or any failure on the way, leaves `dataDir` as it was.
 */
export async function restoreBackup(file: Uint8Array, dataDir: string): Promise<RestoredCounts> {
  if (!isEmptyOrMissing(dataDir)) throw new DataFolderNotEmptyError(dataDir);
  const contents = await unpackBackup(file);
  mkdirSync(dirname(dataDir), { recursive: true });
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  try {
    const counts = await loadDatabase(join(staging, DATA_FOLDER.database), contents.database);
    for (const [name, data] of contents.dataFolderFiles) {
      writeFileSync(join(staging, name), data, { mode: 0o600 });
    }
    // PGlite writes the files with the modes the dump names, not this account's alone.
    closeToOthers(staging);
    // Checked again: a server may have started on the folder meanwhile.
    if (!isEmptyOrMissing(dataDir)) throw new DataFolderNotEmptyError(dataDir);
    if (existsSync(dataDir)) rmdirSync(dataDir);
    renameSync(staging, dataDir);
    return { ...counts, createdAt: contents.createdAt };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
