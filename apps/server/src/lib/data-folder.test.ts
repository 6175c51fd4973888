import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { closeToOthers, dataFolderWarnings } from './data-folder';

const modeOf = (path: string) => statSync(path).mode & 0o777;

function folderOpenToOthers(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ecoscha-data-'));
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'pglite'), { mode: 0o777 });
  chmodSync(join(dir, 'pglite'), 0o777);
  writeFileSync(join(dir, 'pglite', 'wal'), 'hashes');
  chmodSync(join(dir, 'pglite', 'wal'), 0o666);
  writeFileSync(join(dir, 'jwt-secret'), 'secret', { mode: 0o600 });
  return dir;
}

it('warns about an existing folder that others can read, saying how to close it', () => {
  const dir = folderOpenToOthers();
  const [warning, ...more] = dataFolderWarnings(dir);
  expect(more).toEqual([]);
  expect(warning).toContain('(mode 755) has 3 entries');
  expect(warning).toContain(`chmod -R go-rwx ${dir}`);
  expect(modeOf(join(dir, 'pglite', 'wal'))).toBe(0o666); // a warning changes nothing
});

it('closes a folder it made to everyone but its owner, and then has nothing to warn about', () => {
  const dir = folderOpenToOthers();
  closeToOthers(dir);
  expect(modeOf(dir)).toBe(0o700);
  expect(modeOf(join(dir, 'pglite'))).toBe(0o700);
  expect(modeOf(join(dir, 'pglite', 'wal'))).toBe(0o600);
  expect(modeOf(join(dir, 'jwt-secret'))).toBe(0o600);
  expect(dataFolderWarnings(dir)).toEqual([]);
  expect(dataFolderWarnings(join(dir, 'missing'))).toEqual([]);
});

it('says nothing of e-mails when the database is elsewhere, and warns only of a readable secret', () => {
  const empty = mkdtempSync(join(tmpdir(), 'ecoscha-data-'));
  chmodSync(empty, 0o755);
  expect(dataFolderWarnings(empty, { holdsDatabase: false })).toEqual([]);
  const withSecret = folderOpenToOthers();
  chmodSync(join(withSecret, 'jwt-secret'), 0o644);
  const [warning, ...more] = dataFolderWarnings(withSecret, { holdsDatabase: false });
  expect(more).toEqual([]);
  expect(warning).toContain('token secret');
  expect(warning).not.toContain('e-mails');
});
