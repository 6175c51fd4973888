import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dailyBackupName,
  dailyBackups,
  manualBackupName,
  pruneDailyBackups,
  saveBackupFile,
} from './backup-files';

const folder = () => mkdtempSync(join(tmpdir(), 'ecoscha-backups-'));

describe('backup files', () => {
  it("are named with the computer's date and time", () => {
    const at = new Date(2026, 10, 28, 14, 30);
    expect(manualBackupName(at)).toBe('ecoscha-2026-11-28T1430.tar.gz');
    expect(manualBackupName(at, 2)).toBe('ecoscha-2026-11-28T1430-2.tar.gz');
    expect(dailyBackupName(at)).toBe('ecoscha-daily-2026-11-28.tar.gz');
  });

  it('are written for this account only, and never over an existing one', () => {
    const dir = join(folder(), 'backups');
    const at = new Date(2026, 10, 28, 14, 30);
    const first = saveBackupFile(dir, (copy) => manualBackupName(at, copy), Buffer.from('one'));
    const second = saveBackupFile(dir, (copy) => manualBackupName(at, copy), Buffer.from('two'));
    expect(first).toBe(join(dir, 'ecoscha-2026-11-28T1430.tar.gz'));
    expect(second).toBe(join(dir, 'ecoscha-2026-11-28T1430-2.tar.gz'));
    expect(readFileSync(first, 'utf8')).toBe('one');
    expect(statSync(first).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir)).toHaveLength(2); // no half-written file left behind
  });

  it('keep the last 7 daily ones and every one a person made', () => {
    const dir = folder();
    for (let day = 1; day <= 10; day += 1) {
      writeFileSync(join(dir, dailyBackupName(new Date(2026, 10, day))), 'daily');
    }
    writeFileSync(join(dir, 'ecoscha-2026-11-01T0900.tar.gz'), 'made by hand');
    writeFileSync(join(dir, 'notes.txt'), 'not a backup');

    expect(pruneDailyBackups(dir)).toEqual([
      'ecoscha-daily-2026-11-01.tar.gz',
      'ecoscha-daily-2026-11-02.tar.gz',
      'ecoscha-daily-2026-11-03.tar.gz',
    ]);
    expect(dailyBackups(dir)).toEqual(
      [4, 5, 6, 7, 8, 9, 10].map((day) => dailyBackupName(new Date(2026, 10, day))),
    );
    expect(readdirSync(dir)).toContain('ecoscha-2026-11-01T0900.tar.gz');
    expect(readdirSync(dir)).toContain('notes.txt');
    expect(pruneDailyBackups(dir)).toEqual([]);
  });
});
