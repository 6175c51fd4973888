import {
  anonymousNumber,
  type Language,
  type LearningReportResponse,
  type ReportAnswer,
  type ReportQuestion,
  type ReportStudent,
} from '@ecoscha/contracts';
import { roleTypeOf, type RoleType } from '@ecoscha/game';

/** Excel and LibreOffice read the file as UTF-8 (Indonesian and Sundanese text) with this. */
export const BYTE_ORDER_MARK = '\uFEFF';

const HEADINGS: Record<Language, string[]> = {
  id: [
    'Siswa',
    'Keterangan',
    'Peran',
    'Bertahan',
    'Poin',
    'Skor total',
    'Skor kuis pembuka',
    'Skor kuis penutup',
    'Perubahan',
    'Kuis',
    'Topik',
    'Pertanyaan',
    'Jawaban siswa',
    'Jawaban yang diharapkan',
    'Hasil',
  ],
  en: [
    'Student',
    'Status',
    'Role',
    'Survived',
    'Points',
    'Total score',
    'Opening quiz score',
    'Closing quiz score',
    'Change',
    'Quiz',
    'Topic',
    'Question',
    "Student's answer",
    'Expected answer',
    'Result',
  ],
};

const WORDS = {
  id: {
    status: {
      stayed: 'Ikut sampai akhir',
      left_early: 'Keluar sebelum kuis penutup',
      practice: 'Kursi latihan',
    },
    student: 'Siswa',
    yes: 'Ya',
    no: 'Tidak',
    kind: { opening: 'Pembuka', closing: 'Penutup' },
    right: 'Benar',
    wrong: 'Salah',
    essayCounted: 'Esai dihitung',
    essayNotCounted: 'Esai belum dihitung',
  },
  en: {
    status: {
      stayed: 'Stayed to the end',
      left_early: 'Left before the closing quiz',
      practice: 'Practice seat',
    },
    student: 'Student',
    yes: 'Yes',
    no: 'No',
    kind: { opening: 'Opening', closing: 'Closing' },
    right: 'Right',
    wrong: 'Wrong',
    essayCounted: 'Essay counted',
    essayNotCounted: 'Essay not counted',
  },
} as const;

/** The game's role names in each language, as the printed cards and the app name them. */
const ROLE_NAMES: Record<Language, Record<RoleType, string>> = {
  id: {
    eco_citizen: 'Warga Peduli Lingkungan',
    green_guardian: 'Penjaga Hijau',
    waste_villain: 'Perusak Lingkungan',
    waste_manager: 'Pengelola Sampah',
    sustainability_guide: 'Pemandu Keberlanjutan',
  },
  en: {
    eco_citizen: 'Eco Citizen',
    green_guardian: 'Green Guardian',
    waste_villain: 'Waste Villain',
    waste_manager: 'Waste Manager',
    sustainability_guide: 'Sustainability Guide',
  },
};

export type Cell = string | number | null;

/** A student's name as a file shows it: a deleted student's `#N` as "Siswa N" / "Student N". */
export function studentName(username: string, language: Language): string {
  const number = anonymousNumber(username);
  return number === null ? username : `${WORDS[language].student} ${number}`;
}

/**
 * One field: numbers as they are, text quoted when it holds a comma, a quote or a line break
 * (quotes doubled). Text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe, so a student's answer is never executed.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: Cell[]) => cells.map(csvField).join(',');

/** A whole file: the heading row and the rows, CRLF line ends, UTF-8 with a byte-order mark. */
export const csvFile = (heading: Cell[], rows: string[]) =>
  `${BYTE_ORDER_MARK}${[csvLine(heading), ...rows].join('\r\n')}\r\n`;

/** A multiple-choice answer "C" with its option's text ("C. Hutan lindung"), "false" as "Salah". */
function withOptionText(value: string, question: ReportQuestion | undefined, language: Language) {
  const option = question?.options.find((o) => o.key.toLowerCase() === value.trim().toLowerCase());
  if (!option) return value;
  return question?.type === 'true_false'
    ? option.text[language]
    : `${option.key}. ${option.text[language]}`;
}

function resultWord(
  answer: ReportAnswer,
  question: ReportQuestion | undefined,
  language: Language,
) {
  const words = WORDS[language];
  if (question?.type === 'essay')
    return answer.correct ? words.essayCounted : words.essayNotCounted;
  return answer.correct ? words.right : words.wrong;
}

/**
 * The report as a CSV file: a heading row, then one row per student per question they answered
 * (a student without answers still gets a row). CRLF line ends, UTF-8 with a byte-order mark.
 */
export function reportCsv(report: LearningReportResponse, language: Language): string {
  const words = WORDS[language];
  const questions = new Map(report.questions.map((q) => [q.questionId, q]));
  const topics = new Map(report.topics.map((t) => [t.topicId, t.name[language]]));
  const studentCells = (student: ReportStudent): Cell[] => [
    studentName(student.username, language),
    words.status[student.status],
    ROLE_NAMES[language][roleTypeOf(student.roleId)],
    student.isAlive ? words.yes : words.no,
    student.points,
    student.totalScore,
    student.opening.score,
    student.closing?.score ?? null,
    student.change,
  ];
  const rows = report.students.flatMap((student) => {
    if (student.answers.length === 0) {
      return [csvLine([...studentCells(student), null, null, null, null, null, null])];
    }
    return student.answers.map((answer) => {
      const question = questions.get(answer.questionId);
      return csvLine([
        ...studentCells(student),
        words.kind[answer.kind],
        topics.get(answer.topicId) ?? answer.topicId,
        question?.text[language] ?? answer.questionId,
        answer.answer === null ? null : withOptionText(answer.answer, question, language),
        question ? withOptionText(question.answer[language], question, language) : null,
        resultWord(answer, question, language),
      ]);
    });
  });
  return csvFile(HEADINGS[language], rows);
}
