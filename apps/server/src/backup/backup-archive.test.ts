import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BackupFileError, packBackup, unpackBackup, type BackupContents } from './backup-archive';
import { readTar, writeTar } from './tar-archive';

const contents: BackupContents = {
  createdAt: new Date('2026-11-28T07:30:00Z'),
  pgliteVersion: '0.5.16',
  database: new Uint8Array(Buffer.from('a database dump '.repeat(1000))),
  dataFolderFiles: new Map([
    ['jwt-secret', new Uint8Array(Buffer.from('s3cret'))],
    ['heartbeat', new Uint8Array(Buffer.from('{"at":1}'))],
  ]),
};

const reasonOf = (file: Uint8Array) =>
  unpackBackup(file).then(
    () => 'restored',
    (error: unknown) => (error instanceof BackupFileError ? error.reason : String(error)),
  );

describe('a backup file', () => {
  it('gives back the database and every data folder file it was made of', async () => {
    const back = await unpackBackup(await packBackup(contents));
    expect(back.createdAt.toISOString()).toBe(contents.createdAt.toISOString());
    expect(back.pgliteVersion).toBe('0.5.16');
    expect(Buffer.from(back.database).equals(Buffer.from(contents.database))).toBe(true);
    expect([...back.dataFolderFiles.keys()]).toEqual(['jwt-secret', 'heartbeat']);
    expect(Buffer.from(back.dataFolderFiles.get('jwt-secret') ?? []).toString()).toBe('s3cret');
  });

  it("opens with the system's own tar, for whoever has no EcoSCha at hand", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ecoscha-tar-'));
    writeFileSync(join(dir, 'backup.tar.gz'), await packBackup(contents));
    const listing = execFileSync('tar', ['tzf', join(dir, 'backup.tar.gz')], { encoding: 'utf8' });
    expect(listing.trim().split('\n')).toEqual([
      'ecoscha-backup.json',
      'database.tar',
      'jwt-secret',
      'heartbeat',
    ]);
  });

  it('is told apart when damaged: a changed byte, a cut-off end', async () => {
    const file = await packBackup(contents);
    const changed = Buffer.from(file);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = (changed[middle] ?? 0) ^ 0xff;
    expect(await reasonOf(changed)).toBe('damaged');
    expect(await reasonOf(file.subarray(0, file.length - 100))).toBe('damaged');
  });

  it('is told apart from a file that is no backup, and from a tar without the manifest', async () => {
    expect(await reasonOf(Buffer.from('just some text'))).toBe('notABackup');
    const otherTar = gzipSync(writeTar([{ name: 'notes.txt', data: Buffer.from('hello') }]));
    expect(await reasonOf(otherTar)).toBe('notABackup');
  });

  it('refuses a file whose part does not match the checksum its manifest gives', async () => {
    const entries = readTar(gunzipSync(await packBackup(contents)));
    const swapped = entries.map((entry) =>
      entry.name === 'jwt-secret' ? { ...entry, data: Buffer.from('another') } : entry,
    );
    expect(await reasonOf(gzipSync(writeTar(swapped)))).toBe('damaged');
  });
});
