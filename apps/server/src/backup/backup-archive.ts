import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { readTar, writeTar, type TarEntry } from './tar-archive';

/**
 * One backup file: a gzipped tar of the embedded database (PGlite's own consistent dump,
 * `database.tar`), the data folder's other files (the token secret, the heartbeat) and a
 * manifest naming each with its size and SHA-256, so a damaged file is told apart before
 * anything is restored from it.
 */
export const MANIFEST_NAME = 'ecoscha-backup.json';
export const DATABASE_NAME = 'database.tar';
const FORMAT = 'ecoscha-backup';
const FORMAT_VERSION = 1;

export type BackupContents = {
  createdAt: Date;
  /** The PGlite version that wrote the database (its on-disk format follows it). */
  pgliteVersion: string;
  database: Uint8Array;
  /** The data folder's files beside the database, by name. */
  dataFolderFiles: Map<string, Uint8Array>;
};

type ManifestFile = { name: string; bytes: number; sha256: string };
type Manifest = {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  pgliteVersion: string;
  database: ManifestFile;
  dataFolderFiles: ManifestFile[];
};

/** Why a file cannot be restored: not a backup at all, or a damaged one. */
export class BackupFileError extends Error {
  constructor(
    readonly reason: 'notABackup' | 'damaged' | 'newerFormat',
    detail: string,
  ) {
    super(detail);
  }
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const described = (name: string, data: Uint8Array): ManifestFile => ({
  name,
  bytes: data.length,
  sha256: sha256(data),
});

/** The backup file's bytes (compressed off the event loop). */
export async function packBackup(contents: BackupContents): Promise<Buffer> {
  const manifest: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: contents.createdAt.toISOString(),
    pgliteVersion: contents.pgliteVersion,
    database: described(DATABASE_NAME, contents.database),
    dataFolderFiles: [...contents.dataFolderFiles].map(([name, data]) => described(name, data)),
  };
  const mtime = contents.createdAt;
  const entries: TarEntry[] = [
    { name: MANIFEST_NAME, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), mtime },
    { name: DATABASE_NAME, data: contents.database, mtime },
    ...[...contents.dataFolderFiles].map(([name, data]) => ({ name, data, mtime })),
  ];
  return promisify(gzip)(writeTar(entries));
}

function readManifest(entries: Map<string, Uint8Array>): Manifest {
  const raw = entries.get(MANIFEST_NAME);
  if (!raw) throw new BackupFileError('notABackup', `no ${MANIFEST_NAME} inside`);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(Buffer.from(raw).toString('utf8')) as Partial<Manifest>;
  } catch {
    throw new BackupFileError('damaged', `${MANIFEST_NAME} is not readable`);
  }
  if (manifest.format !== FORMAT) throw new BackupFileError('notABackup', 'unknown format');
  if ((manifest.version ?? 0) > FORMAT_VERSION) {
    throw new BackupFileError('newerFormat', `format version ${manifest.version}`);
  }
  if (!manifest.database || !Array.isArray(manifest.dataFolderFiles) || !manifest.createdAt) {
    throw new BackupFileError('damaged', `${MANIFEST_NAME} is incomplete`);
  }
  return manifest as Manifest;
}

/** A data folder file's name: one plain name, never a path out of the folder. */
export const isPlainFileName = (name: string) =>
  /^[A-Za-z0-9._-]{1,100}$/.test(name) && name !== '.' && name !== '..';

/** A file's bytes as the manifest describes them, or BackupFileError('damaged'). */
function checked(entries: Map<string, Uint8Array>, file: ManifestFile): Uint8Array {
  if (!isPlainFileName(file.name)) throw new BackupFileError('damaged', 'a file name is not plain');
  const data = entries.get(file.name);
  if (!data) throw new BackupFileError('damaged', `${file.name} is missing`);
  if (data.length !== file.bytes || sha256(data) !== file.sha256) {
    throw new BackupFileError('damaged', `${file.name} does not match its checksum`);
  }
  return data;
}

/** What a backup file holds, every part checked against the manifest. */
export async function unpackBackup(file: Uint8Array): Promise<BackupContents> {
  let tar: Buffer;
  try {
    tar = await promisify(gunzip)(file);
  } catch (error) {
    const gzipped = file[0] === 0x1f && file[1] === 0x8b;
    throw new BackupFileError(
      gzipped ? 'damaged' : 'notABackup',
      `not readable as gzip: ${(error as Error).message}`,
    );
  }
  let entries: Map<string, Uint8Array>;
  try {
    entries = new Map(readTar(tar).map((entry) => [entry.name, entry.data]));
  } catch (error) {
    throw new BackupFileError('damaged', (error as Error).message);
  }
  const manifest = readManifest(entries);
  if (manifest.database.name !== DATABASE_NAME) {
    throw new BackupFileError('damaged', `${MANIFEST_NAME} names no database`);
  }
  return {
    createdAt: new Date(manifest.createdAt),
    pgliteVersion: manifest.pgliteVersion,
    database: checked(entries, manifest.database),
    dataFolderFiles: new Map(
      manifest.dataFolderFiles.map((described) => [described.name, checked(entries, described)]),
    ),
  };
}
