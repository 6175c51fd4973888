import type {
  LearningReportResponse,
  ReportQuestion,
  ReportStudent,
  ReportTopic,
} from '@ecoscha/contracts';

const share = (asked: number, right: number) => ({
  asked,
  right,
  share: asked === 0 ? null : right / asked,
});

export const ESSAY = 'Kita jaga hutan bersama warga.\nLalu tanam pohon <b>lagi</b>.';

const questions: ReportQuestion[] = [
  {
    questionId: 'fires_3',
    topicId: 'fires',
    kind: 'opening',
    type: 'multiple_choice',
    text: { id: 'Apa penyebab utama kebakaran gambut?', en: 'What mostly causes peat fires?' },
    options: [
      { key: 'A', text: { id: 'Pembukaan lahan', en: 'Land clearing' } },
      { key: 'B', text: { id: 'Hujan deras', en: 'Heavy rain' } },
    ],
    answer: { id: 'A', en: 'A' },
    ...share(2, 0),
  },
  {
    questionId: 'fires_closing',
    topicId: 'fires',
    kind: 'closing',
    type: 'true_false',
    text: { id: 'Gambut mudah terbakar saat kering.', en: 'Peat burns easily when dry.' },
    options: [
      { key: 'true', text: { id: 'Benar', en: 'True' } },
      { key: 'false', text: { id: 'Salah', en: 'False' } },
    ],
    answer: { id: 'true', en: 'true' },
    ...share(2, 1),
  },
  {
    questionId: 'plastic_6',
    topicId: 'plastic',
    kind: 'opening',
    type: 'essay',
    text: { id: 'Apa yang akan kamu lakukan?', en: 'What would you do?' },
    options: [],
    answer: { id: 'Mengajak warga memilah sampah.', en: 'Get neighbours to sort waste.' },
    ...share(2, 2),
  },
  {
    questionId: 'plastic_closing',
    topicId: 'plastic',
    kind: 'closing',
    type: 'short_answer',
    text: {
      id: 'Sebutkan satu bahan pengganti plastik.',
      en: 'Name one material instead of plastic.',
    },
    options: [],
    answer: { id: 'bambu', en: 'bamboo' },
    ...share(0, 0),
  },
];

const topics: ReportTopic[] = [
  {
    topicId: 'fires',
    name: { id: 'Kebakaran hutan dan lahan', en: 'Forest and land fires' },
    opening: share(2, 0),
    closing: share(2, 1),
    change: 0.5,
  },
  {
    topicId: 'plastic',
    name: { id: 'Sampah plastik', en: 'Plastic waste' },
    opening: share(2, 2),
    closing: share(0, 0),
    change: null,
  },
];

const student = (over: Partial<ReportStudent>): ReportStudent => ({
  userId: 'u1',
  username: 'Sari',
  roleId: 'eco_citizen_1',
  isAlive: true,
  points: 20,
  totalScore: 40,
  status: 'stayed',
  opening: { score: 10, correct: 1, asked: 2 },
  closing: { score: 20, correct: 2, asked: 2 },
  change: 10,
  answers: [],
  ...over,
});

/** A finished session: two students who stayed, one who left early, one practice seat. */
export function makeReport(over: Partial<LearningReportResponse> = {}): LearningReportResponse {
  return {
    sessionId: 's1',
    roomCode: 'ECO12345',
    status: 'finished',
    createdAt: '2026-11-25T08:00:00.000Z',
    endedAt: '2026-11-25T09:30:00.000Z',
    closingQuizOver: true,
    averages: { counted: 2, opening: 10, closing: 15, change: 5 },
    students: [
      student({
        answers: [
          { questionId: 'fires_3', topicId: 'fires', kind: 'opening', answer: 'B', correct: false },
          {
            questionId: 'plastic_6',
            topicId: 'plastic',
            kind: 'opening',
            answer: ESSAY,
            correct: true,
          },
          {
            questionId: 'fires_closing',
            topicId: 'fires',
            kind: 'closing',
            answer: 'true',
            correct: true,
          },
        ],
      }),
      student({
        userId: 'u2',
        username: 'Budi',
        roleId: 'waste_villain_1',
        isAlive: false,
        points: -5,
        opening: { score: 10, correct: 1, asked: 2 },
        closing: { score: 10, correct: 1, asked: 2 },
        change: 0,
      }),
      student({
        userId: 'u3',
        username: 'Rani',
        status: 'left_early',
        closing: null,
        change: null,
      }),
      student({ userId: 'practice:1', username: 'Ujang', status: 'practice' }),
    ],
    questions,
    topics,
    ...over,
  };
}
