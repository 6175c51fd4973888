import type { LearningReportResponse, ReportQuestion } from '@ecoscha/contracts';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-testing';
import { BYTE_ORDER_MARK, csvField, reportCsv } from './report-csv';

const question = (over: Partial<ReportQuestion>): ReportQuestion => ({
  questionId: 'q1',
  topicId: 'fires',
  kind: 'opening',
  type: 'multiple_choice',
  text: { id: 'Apa penyebab kebakaran gambut?', en: 'What causes peat fires?' },
  options: [
    { key: 'A', text: { id: 'Hujan', en: 'Rain' } },
    { key: 'C', text: { id: 'Pembukaan lahan, dengan api', en: 'Land clearing, by fire' } },
  ],
  answer: { id: 'C', en: 'C' },
  asked: 1,
  right: 1,
  share: 1,
  ...over,
});

const essayText = 'Urang kudu ngajaga leuweung, "hejo" teh titipan.\nBaris kedua: sungai bersih.';

const report: LearningReportResponse = {
  sessionId: 's1',
  roomCode: 'ABCD1234',
  status: 'finished',
  createdAt: '2026-11-25T08:00:00.000Z',
  endedAt: '2026-11-25T09:00:00.000Z',
  closingQuizOver: true,
  averages: { counted: 1, opening: 10, closing: 20, change: 10 },
  students: [
    {
      userId: 'u1',
      username: 'Euis, "si Bungsu"',
      roleId: 'waste_villain_1',
      isAlive: false,
      points: -5,
      totalScore: 30,
      status: 'stayed',
      opening: { score: 10, correct: 1, asked: 2 },
      closing: { score: 20, correct: 1, asked: 1 },
      change: 10,
      answers: [
        { questionId: 'q1', topicId: 'fires', kind: 'opening', answer: 'c', correct: true },
        { questionId: 'q2', topicId: 'fires', kind: 'opening', answer: essayText, correct: true },
        { questionId: 'q3', topicId: 'fires', kind: 'closing', answer: '=1+1', correct: false },
      ],
    },
    {
      userId: 'u2',
      username: 'Ujang',
      roleId: 'eco_citizen_2',
      isAlive: true,
      points: 0,
      totalScore: 0,
      status: 'left_early',
      opening: { score: 0, correct: 0, asked: 0 },
      closing: null,
      change: null,
      answers: [],
    },
  ],
  questions: [
    question({}),
    question({
      questionId: 'q2',
      type: 'essay',
      options: [],
      answer: { id: 'Model', en: 'Model' },
    }),
    question({
      questionId: 'q3',
      kind: 'closing',
      type: 'true_false',
      options: [
        { key: 'true', text: { id: 'Benar', en: 'True' } },
        { key: 'false', text: { id: 'Salah', en: 'False' } },
      ],
      answer: { id: 'true', en: 'true' },
    }),
  ],
  topics: [
    {
      topicId: 'fires',
      name: { id: 'Kebakaran hutan dan lahan', en: 'Forest and land fires' },
      opening: { asked: 2, right: 2, share: 1 },
      closing: { asked: 1, right: 0, share: 0 },
      change: -1,
    },
  ],
};

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvField(-30)).toBe('-30');
    expect(csvField(null)).toBe('');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+62 812')).toBe("'+62 812");
    expect(csvField('-tidak tahu')).toBe("'-tidak tahu");
    expect(csvField('@guru')).toBe("'@guru");
  });
});

describe('reportCsv', () => {
  it('writes a byte-order mark, a heading row and one row per student per question', () => {
    const csv = reportCsv(report, 'id');
    expect(csv.startsWith(BYTE_ORDER_MARK)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const [heading, ...rows] = parseCsv(csv.slice(1));
    expect(heading?.[0]).toBe('Siswa');
    expect(heading).toHaveLength(15);
    // Three answers of the first student; a row for the student without answers.
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toHaveLength(15);
    expect(rows[0]).toEqual([
      'Euis, "si Bungsu"',
      'Ikut sampai akhir',
      'Perusak Lingkungan',
      'Tidak',
      '-5',
      '30',
      '10',
      '20',
      '10',
      'Pembuka',
      'Kebakaran hutan dan lahan',
      'Apa penyebab kebakaran gambut?',
      'C. Pembukaan lahan, dengan api',
      'C. Pembukaan lahan, dengan api',
      'Benar',
    ]);
    // The essay in full, line break and quotes included.
    expect(rows[1]?.slice(12)).toEqual([essayText, 'Model', 'Esai dihitung']);
    expect(rows[2]?.slice(9)).toEqual([
      'Penutup',
      'Kebakaran hutan dan lahan',
      'Apa penyebab kebakaran gambut?',
      "'=1+1",
      'Benar',
      'Salah',
    ]);
    expect(rows[3]).toEqual([
      'Ujang',
      'Keluar sebelum kuis penutup',
      'Warga Peduli Lingkungan',
      'Ya',
      '0',
      '0',
      '0',
      '',
      '',
      ...Array<string>(6).fill(''),
    ]);
  });

  it('writes English headings and texts when asked', () => {
    const [heading, first] = parseCsv(reportCsv(report, 'en').slice(1));
    expect(heading?.slice(0, 3)).toEqual(['Student', 'Status', 'Role']);
    expect(first?.slice(9, 15)).toEqual([
      'Opening',
      'Forest and land fires',
      'What causes peat fires?',
      'C. Land clearing, by fire',
      'C. Land clearing, by fire',
      'Right',
    ]);
  });
});
