import type { ClassProgress, StudentData } from '@ecoscha/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishApiCaller } from '../../testing/api-call';
import { classWithStudents, playClassGame, type RosteredStudent } from '../../testing/class-games';
import { BOT_LIMITS, createAccount, useTestApp, type Account } from '../../testing/test-app';
import { parseCsv } from '../reports/csv-testing';

const t = useTestApp(BOT_LIMITS);
const call = englishApiCaller(() => t.app);

let guide: Account;
let classId: string;
let ana: RosteredStudent;
let bima: RosteredStudent;
let firstGame: string;
let secondGame: string;

/** Ana plays both games (answering wrong, then right), Bima only the second. */
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  const made = await classWithStudents(t.app, guide, ['Ana', 'Bima'], 'Kelas 9, "Melati"');
  classId = made.classId;
  [ana, bima] = made.students as [RosteredStudent, RosteredStudent];
  firstGame = await playClassGame(t.app, guide, classId, [ana], () => 'jawaban salah sekali');
  secondGame = await playClassGame(t.app, guide, classId, [ana, bima]);
});

const download = (url: string) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${guide.token}` } });

describe('GET /api/classes/:id/progress', () => {
  it('lists the games oldest first and a student absent from one as null', async () => {
    const answer = await call(guide, 'GET', `/api/classes/${classId}/progress`);
    expect(answer.status).toBe(200);
    const progress = answer.body as unknown as ClassProgress;
    expect(progress.games.map((g) => g.sessionId)).toEqual([firstGame, secondGame]);
    expect(progress.games.map((g) => g.averages.counted)).toEqual([1, 2]);
    expect(progress.topics.length).toBeGreaterThan(0);
    const [anaRow, bimaRow] = progress.students;
    expect(anaRow?.name).toBe('Ana');
    expect(anaRow?.games.every((entry) => entry !== null)).toBe(true);
    expect(bimaRow?.games[0]).toBeNull();
    expect(bimaRow?.games[1]?.opening.asked).toBeGreaterThan(0);
    const firstTopics = anaRow?.games[0]?.topics ?? [];
    expect(firstTopics).toHaveLength(progress.topics.length);
    expect(firstTopics.every((topic) => topic.opening === 0 && topic.closing === null)).toBe(true);
    expect((await call(guide, 'GET', `/api/classes/${classId}`)).body.gameCount).toBe(2);
  });
});

describe('the progress files', () => {
  it('CSV: a row per student per game, absent cells empty, in the chosen language', async () => {
    const res = await download(`/api/classes/${classId}/progress.csv?lng=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ecoscha-progress-kelas-9-melati.csv"',
    );
    const [heading, ...rows] = parseCsv(res.body.slice(1));
    expect(heading?.slice(0, 8)).toEqual([
      'Class',
      'No.',
      'Name',
      'Game date',
      'Room code',
      'Attendance',
      'Opening quiz score',
      'Closing quiz score',
    ]);
    expect(rows.map((row) => [row[1], row[2], row[5]])).toEqual([
      ['1', 'Ana', 'Present'],
      ['1', 'Ana', 'Present'],
      ['2', 'Bima', 'Absent'],
      ['2', 'Bima', 'Present'],
    ]);
    expect(rows[0]?.[0]).toBe('Kelas 9, "Melati"');
    expect(rows[2]?.slice(6).every((cell) => cell === '')).toBe(true);
    expect(rows[0]?.[8]).toBe('0');
    const indonesian = await download(`/api/classes/${classId}/progress.csv`);
    expect(parseCsv(indonesian.body.slice(1))[3]?.[5]).toBe('Tidak hadir');
  });

  it('XLSX: a students sheet and a class sheet, numbers as numbers, shares as percentages', async () => {
    const res = await download(`/api/classes/${classId}/progress.xlsx?lng=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /filename="ecoscha-progress-[a-z0-9-]+\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Students', 'Class']);
    const students = workbook.getWorksheet('Students');
    expect(students?.getRow(1).font?.bold).toBe(true);
    expect(students?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(students?.getCell('B2').value).toBe(1);
    expect(typeof students?.getCell('G2').value).toBe('number');
    expect(students?.getCell('I2').value).toBe(0);
    expect(students?.getCell('I2').numFmt).toBe('0%');
    expect(students?.getCell('F4').value).toBe('Absent');
    expect(students?.getCell('G4').value).toBeNull();
    const classSheet = workbook.getWorksheet('Class');
    expect(classSheet?.rowCount).toBe(3);
    expect(classSheet?.getCell('C3').value).toBe(2);
    expect(typeof classSheet?.getCell('F3').value).toBe('number');
    const indonesian = await download(`/api/classes/${classId}/progress.xlsx`);
    const again = new ExcelJS.Workbook();
    await again.xlsx.load(indonesian.rawPayload as unknown as ArrayBuffer);
    expect(again.worksheets.map((sheet) => sheet.name)).toEqual(['Siswa', 'Kelas']);
  });
});

describe('a student’s data', () => {
  it('gives the guide the entry, its games and answers, never a code or a hash', async () => {
    const res = await download(`/api/classes/${classId}/students/${ana.studentId}/data`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="ecoscha-data-ana.json"');
    const data = res.json<StudentData>();
    expect(data.account).toMatchObject({ username: 'Ana', email: null, signIn: 'badge' });
    expect(data.rosters).toEqual([
      expect.objectContaining({ className: 'Kelas 9, "Melati"', number: 1, name: 'Ana' }),
    ]);
    expect(data.games.map((g) => g.sessionId)).toEqual([firstGame, secondGame]);
    expect(data.games[0]?.quizAnswers.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).toContain('jawaban salah sekali');
    expect(res.body).not.toMatch(/hash|sealed|"code"/i);
  });

  it('gives any signed-in account its own data at /api/auth/my-data', async () => {
    const own = await call(bima, 'GET', '/api/auth/my-data');
    expect(own.status).toBe(200);
    const data = own.body as unknown as StudentData;
    expect(data.account.username).toBe('Bima');
    expect(data.games.map((g) => g.sessionId)).toEqual([secondGame]);
    expect(JSON.stringify(data)).not.toContain('jawaban salah sekali');
    const guides = (await call(guide, 'GET', '/api/auth/my-data')).body as unknown as StudentData;
    expect(guides.account).toMatchObject({ signIn: 'email', email: guide.email });
    expect(JSON.stringify(guides)).not.toMatch(/passwordHash|\$argon|\$2[aby]\$/);
    expect((await call(undefined, 'GET', '/api/auth/my-data')).status).toBe(401);
  });
});
