import type {
  ClassBadgesResponse,
  ClassDetail,
  ClassProgress,
  ClassStudent,
  ClassSummary,
} from '@ecoscha/contracts';

export const CLASS_ID = '4f1c2d3e-0000-4000-8000-000000000001';
const AT = '2026-11-20T08:00:00.000Z';

export function makeClassSummary(overrides: Partial<ClassSummary> = {}): ClassSummary {
  return {
    id: CLASS_ID,
    name: 'VIII B',
    schoolYear: '2026/2027',
    studentCount: 2,
    gameCount: 1,
    openRoom: null,
    endedAt: null,
    createdAt: AT,
    ...overrides,
  };
}

export function makeStudent(number: number, name: string, linked?: string): ClassStudent {
  return {
    id: `4f1c2d3e-0000-4000-8000-00000000010${number}`,
    number,
    name,
    badgeIssuedAt: AT,
    linkedAccount: linked ? { username: linked } : null,
  };
}

export function makeClassDetail(overrides: Partial<ClassDetail> = {}): ClassDetail {
  return {
    ...makeClassSummary(),
    students: [makeStudent(1, 'Dewi Lestari'), makeStudent(2, 'Rudi Hartono', 'rudi')],
    ...overrides,
  };
}

export function makeBadges(): ClassBadgesResponse {
  return {
    badges: [
      {
        studentId: 's-1',
        number: 1,
        name: 'Dewi Lestari',
        code: 'ABCDEFGH',
        loginUrl: 'http://localhost:3000/badge#ABCDEFGH',
      },
      {
        studentId: 's-2',
        number: 2,
        name: 'Rudi Hartono',
        code: 'JKLMNPQR',
        loginUrl: 'http://localhost:3000/badge#JKLMNPQR',
      },
    ],
  };
}

const tally = (score: number) => ({ score, correct: score / 10, asked: 5 });

/** Two games: Dewi played both, Rudi missed the first. */
export function makeProgress(): ClassProgress {
  const topics = [{ topicId: 'plastic', opening: 0.4, closing: 0.8 }];
  return {
    classId: CLASS_ID,
    name: 'VIII B',
    schoolYear: '2026/2027',
    games: [
      {
        sessionId: 'g1',
        roomCode: 'K7M2QX9A',
        date: '2026-11-10T08:00:00.000Z',
        status: 'finished',
        averages: { counted: 1, opening: 20, closing: 40 },
        topics,
      },
      {
        sessionId: 'g2',
        roomCode: 'P3R4ST5U',
        date: '2026-11-17T08:00:00.000Z',
        status: 'finished',
        averages: { counted: 2, opening: 30, closing: 50 },
        topics,
      },
    ],
    topics: [{ topicId: 'plastic', name: { id: 'Sampah plastik', en: 'Plastic waste' } }],
    students: [
      {
        studentId: 's-1',
        number: 1,
        name: 'Dewi Lestari',
        games: [
          { opening: tally(20), closing: tally(40), topics },
          { opening: tally(30), closing: tally(50), topics },
        ],
      },
      {
        studentId: 's-2',
        number: 2,
        name: 'Rudi Hartono',
        games: [null, { opening: tally(30), closing: null, topics }],
      },
    ],
  };
}
