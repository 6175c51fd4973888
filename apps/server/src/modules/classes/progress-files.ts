import type { ClassProgress, Language } from '@ecoscha/contracts';
import { csvFile, csvLine, type Cell } from '../reports/report-csv';

const WORDS = {
  id: {
    students: 'Siswa',
    class: 'Kelas',
    number: 'No.',
    name: 'Nama',
    date: 'Tanggal permainan',
    room: 'Kode ruang',
    status: 'Kehadiran',
    present: 'Hadir',
    absent: 'Tidak hadir',
    opening: 'Skor kuis pembuka',
    closing: 'Skor kuis penutup',
    counted: 'Siswa dihitung',
    openingAverage: 'Rata-rata kuis pembuka',
    closingAverage: 'Rata-rata kuis penutup',
    topicOpening: (topic: string) => `${topic} (pembuka)`,
    topicClosing: (topic: string) => `${topic} (penutup)`,
  },
  en: {
    students: 'Students',
    class: 'Class',
    number: 'No.',
    name: 'Name',
    date: 'Game date',
    room: 'Room code',
    status: 'Attendance',
    present: 'Present',
    absent: 'Absent',
    opening: 'Opening quiz score',
    closing: 'Closing quiz score',
    counted: 'Students counted',
    openingAverage: 'Opening quiz average',
    closingAverage: 'Closing quiz average',
    topicOpening: (topic: string) => `${topic} (opening)`,
    topicClosing: (topic: string) => `${topic} (closing)`,
  },
} as const;

/** A table of one view: its heading, its rows, and which columns hold shares (0..1). */
export type ProgressTable = { heading: string[]; rows: Cell[][]; shareColumns: number[] };

const day = (iso: string) => iso.slice(0, 10);

function topicHeadings(progress: ClassProgress, language: Language): string[] {
  const words = WORDS[language];
  return progress.topics.flatMap(({ name }) => [
    words.topicOpening(name[language]),
    words.topicClosing(name[language]),
  ]);
}

type Shares = Array<{ opening: number | null; closing: number | null }>;
const shareCells = (topics: Shares): Cell[] =>
  topics.flatMap((topic) => [topic.opening, topic.closing]);

/**
 * One row per student per game: class, number, name, the game's date and room, present or
 * absent, the quiz scores, and the share right per topic in each quiz. An absent student's cells
 * are empty, never 0.
 */
export function studentTable(progress: ClassProgress, language: Language): ProgressTable {
  const words = WORDS[language];
  const fixed = [words.class, words.number, words.name, words.date, words.room, words.status];
  const heading = [...fixed, words.opening, words.closing, ...topicHeadings(progress, language)];
  const rows = progress.students.flatMap((student) =>
    progress.games.map((game, index): Cell[] => {
      const entry = student.games[index] ?? null;
      const who = [progress.name, student.number, student.name, day(game.date), game.roomCode];
      if (!entry) {
        return [...who, words.absent, ...Array<Cell>(heading.length - who.length - 1).fill(null)];
      }
      return [
        ...who,
        words.present,
        entry.opening.score,
        entry.closing?.score ?? null,
        ...shareCells(entry.topics),
      ];
    }),
  );
  return { heading, rows, shareColumns: sharesFrom(fixed.length + 2, heading.length) };
}

/** One row per game: date, room, students counted, the averages, the class's share per topic. */
export function classTable(progress: ClassProgress, language: Language): ProgressTable {
  const words = WORDS[language];
  const fixed = [words.date, words.room, words.counted, words.openingAverage, words.closingAverage];
  const heading = [...fixed, ...topicHeadings(progress, language)];
  const rows = progress.games.map((game): Cell[] => [
    day(game.date),
    game.roomCode,
    game.averages.counted,
    game.averages.opening,
    game.averages.closing,
    ...shareCells(game.topics),
  ]);
  return { heading, rows, shareColumns: sharesFrom(fixed.length, heading.length) };
}

const sharesFrom = (first: number, end: number) =>
  Array.from({ length: end - first }, (_, index) => first + index);

/** A share or average as the CSV writes it: two decimals are enough for a class's figures. */
const rounded = (cell: Cell) =>
  typeof cell === 'number' && !Number.isInteger(cell) ? Math.round(cell * 10_000) / 10_000 : cell;

/** The students' table as a CSV file, the report's conventions (BOM, CRLF, safe fields). */
export function progressCsv(progress: ClassProgress, language: Language): string {
  const { heading, rows } = studentTable(progress, language);
  return csvFile(
    heading,
    rows.map((row) => csvLine(row.map(rounded))),
  );
}

/**
 * A workbook with a sheet per view ("Siswa"/"Students" and "Kelas"/"Class"): numbers as numbers,
 * shares formatted as percentages, the bold heading row frozen. exceljs is loaded only when a
 * workbook is asked for (it is large, and the server's start-up does not need it).
 */
export async function progressXlsx(progress: ClassProgress, language: Language): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'EcoSCha';
  const words = WORDS[language];
  for (const [name, table] of [
    [words.students, studentTable(progress, language)],
    [words.class, classTable(progress, language)],
  ] as const) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(table.heading).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row.map((cell) => cell ?? undefined));
    for (const column of table.shareColumns) sheet.getColumn(column + 1).numFmt = '0%';
    sheet.columns.forEach((column, index) => {
      column.width = Math.min(40, Math.max(10, (table.heading[index]?.length ?? 0) + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
