import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_FOLDER } from '../lib/data-folder';
import { backupCommand } from './backup-command';
import { CommandStop, type Message } from './backup-messages';
import { takeBackup } from './data-folder-backup';
import { restoreCommand } from './restore-command';

const root = mkdtempSync(join(tmpdir(), 'ecoscha-restore-'));
const backupFile = join(root, 'ecoscha-2026-11-28T1430.tar.gz');

/** A backup of a small database of 2 accounts and 1 session, and of a token secret. */
beforeAll(async () => {
  const source = join(root, 'source');
  mkdirSync(source);
  writeFileSync(join(source, DATA_FOLDER.tokenSecret), 'the-token-secret');
  const database = await PGlite.create();
  await database.exec(`
    create table users (id text primary key);
    create table game_sessions (id text primary key);
    insert into users values ('guide'), ('student');
    insert into game_sessions values ('lesson-1');
  `);
  const dump = async () => new Uint8Array(await (await database.dumpDataDir('none')).arrayBuffer());
  writeFileSync(backupFile, await takeBackup(source, dump));
  await database.close();
}, 60_000);

/** What the command stopped with (in English), or its message when it went through. */
const outcome = (run: Promise<Message>) =>
  run.then(
    (done) => `done: ${done.en}`,
    (error: unknown) => {
      if (error instanceof CommandStop) return `stopped: ${error.said.en}`;
      throw error;
    },
  );
const dataDirIn = (name: string) => join(root, name, 'data');
const restore = (file: string | undefined, dataDir: string, more: Record<string, string> = {}) =>
  outcome(restoreCommand(file ? [file] : [], { DATA_DIR: dataDir, ...more }));
/** Nothing made beside the data folder either (no half-restored copy). */
const leftBeside = (dataDir: string) =>
  existsSync(dirname(dataDir)) ? readdirSync(dirname(dataDir)) : [];

describe('npm run restore', () => {
  it('brings a backup back into a missing or empty data folder, for this account only', async () => {
    const missing = dataDirIn('missing');
    expect(await restore(backupFile, missing)).toContain(
      `done: Restored into ${missing}: 2 accounts and 1 game sessions`,
    );
    expect(readdirSync(missing).sort()).toEqual(['heartbeat', 'jwt-secret', 'pglite']);
    expect(readFileSync(join(missing, 'jwt-secret'), 'utf8')).toBe('the-token-secret');
    expect(statSync(join(missing, 'pglite', 'PG_VERSION')).mode & 0o077).toBe(0);
    expect(leftBeside(missing)).toEqual(['data']);

    const empty = dataDirIn('empty');
    mkdirSync(empty, { recursive: true });
    expect(await restore(backupFile, empty)).toContain('done: Restored into');
  });

  it('never overwrites a data folder that has anything in it', async () => {
    const used = dataDirIn('used');
    mkdirSync(used, { recursive: true });
    writeFileSync(join(used, 'jwt-secret'), 'the laptop of today');
    const said = await restore(backupFile, used);
    expect(said).toContain(`stopped: The data folder ${used} is not empty`);
    expect(said).toContain('Nothing was changed.');
    expect(readdirSync(used)).toEqual(['jwt-secret']);
    expect(readFileSync(join(used, 'jwt-secret'), 'utf8')).toBe('the laptop of today');
  });

  it('says so, and changes nothing, for a missing file, a damaged one, or one that is no backup', async () => {
    const dataDir = dataDirIn('bad-input');
    const missingFile = join(root, 'not-there.tar.gz');
    expect(await restore(missingFile, dataDir)).toBe(
      `stopped: There is no backup file at ${missingFile}. Nothing was changed.`,
    );

    const damaged = join(root, 'damaged.tar.gz');
    const bytes = readFileSync(backupFile);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    writeFileSync(damaged, bytes);
    expect(await restore(damaged, dataDir)).toMatch(
      new RegExp(
        `^stopped: ${damaged} is damaged \\(.+\\) and cannot be restored.*Nothing was changed\\.$`,
      ),
    );

    const cutOff = join(root, 'cut-off.tar.gz');
    writeFileSync(cutOff, readFileSync(backupFile).subarray(0, 5000));
    expect(await restore(cutOff, dataDir)).toContain(`stopped: ${cutOff} is damaged`);

    const text = join(root, 'notes.txt');
    writeFileSync(text, 'my lesson notes');
    expect(await restore(text, dataDir)).toBe(
      `stopped: ${text} is not an EcoSCha backup. Nothing was changed.`,
    );
    expect(leftBeside(dataDir)).toEqual([]);
  });

  it('asks for the file when none is given, and points to PostgreSQL tools with DATABASE_URL', async () => {
    expect(await restore(undefined, dataDirIn('none'))).toContain(
      'stopped: Say which backup to restore',
    );
    expect(
      await restore(backupFile, dataDirIn('pg'), { DATABASE_URL: 'postgres://localhost/x' }),
    ).toContain('use psql or pg_restore');
  });
});

describe('npm run backup with no server running', () => {
  it('backs up the data folder itself, also when a stopped server left its note behind', async () => {
    const dataDir = dataDirIn('stopped');
    await restore(backupFile, dataDir);
    // A server killed without stopping leaves its note; its process is gone.
    const gone = spawnSync(process.execPath, ['-e', '']).pid ?? 0;
    writeFileSync(
      join(dataDir, DATA_FOLDER.runningServer),
      JSON.stringify({ pid: gone, port: 1, host: '127.0.0.1', key: 'old' }),
    );
    const backups = join(root, 'stopped-backups');
    const said = await outcome(backupCommand([], { DATA_DIR: dataDir, BACKUP_DIR: backups }));
    expect(said).toContain(`done: Backup saved: ${backups}/ecoscha-`);
    expect(said).toContain('taken from the data folder');
    const [file] = readdirSync(backups);

    // The file restores again, with the same accounts.
    expect(await restore(join(backups, file ?? ''), dataDirIn('again'))).toContain(
      '2 accounts and 1 game sessions',
    );
  });

  it('says there is nothing to back up when the data folder has no database', async () => {
    const dataDir = dataDirIn('nothing');
    expect(await outcome(backupCommand([], { DATA_DIR: dataDir }))).toBe(
      `stopped: There is nothing to back up yet: no EcoSCha database in ${dataDir}.`,
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});
