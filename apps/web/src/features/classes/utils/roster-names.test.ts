import { describe, expect, it } from 'vitest';
import {
  namesFromRows,
  namesFromText,
  parseCsv,
  previewRoster,
  readRosterFile,
  RosterFileError,
} from './roster-names';

describe('parseCsv', () => {
  it('reads comma-separated rows with quoted fields, doubled quotes and line breaks', () => {
    expect(parseCsv('Nama,Kelas\r\n"Siti, Aminah",8B\n"Budi ""Bud"" S",8B\n')).toEqual([
      ['Nama', 'Kelas'],
      ['Siti, Aminah', '8B'],
      ['Budi "Bud" S', '8B'],
    ]);
  });

  it('reads semicolon-separated rows (a spreadsheet set to Indonesian) and drops the BOM', () => {
    expect(parseCsv('\uFEFFnama;nilai\nDewi Lestari;90\n"Rudi; Hartono";85')).toEqual([
      ['nama', 'nilai'],
      ['Dewi Lestari', '90'],
      ['Rudi; Hartono', '85'],
    ]);
  });
});

describe('namesFromRows', () => {
  it('takes the first column and skips a header row saying name or nama', () => {
    expect(namesFromRows(parseCsv('\uFEFFNama Siswa;No\nDewi;1\n;2\n Rudi ;3'))).toEqual([
      'Dewi',
      'Rudi',
    ]);
    expect(namesFromRows([['Name'], ['Ana']])).toEqual(['Ana']);
  });

  it('keeps a first row that is a student', () => {
    expect(namesFromRows([['Nanda'], [null], [42]])).toEqual(['Nanda', '42']);
  });
});

describe('roster preview', () => {
  it('takes pasted names one a line, each once, and sets aside what is not a name', () => {
    const preview = previewRoster(namesFromText('Dewi\n\n  Rudi  \r\ndewi\n#3\nSiti'));
    expect(preview).toEqual({ names: ['Dewi', 'Rudi', 'Siti'], rejected: ['#3'], tooMany: false });
  });

  it('says when there are more names than one addition may hold', () => {
    const names = Array.from({ length: 61 }, (_, i) => `Siswa ${i + 1}`);
    expect(previewRoster(names).tooMany).toBe(true);
  });
});

describe('readRosterFile', () => {
  it('reads a CSV file', async () => {
    const file = new File(['\uFEFFnama\nDewi\nRudi\n'], 'kelas.csv', { type: 'text/csv' });
    expect(await readRosterFile(file)).toEqual(['Dewi', 'Rudi']);
  });

  it('refuses other kinds of file', async () => {
    const file = new File(['x'], 'kelas.pdf');
    await expect(readRosterFile(file)).rejects.toBeInstanceOf(RosterFileError);
  });
});
