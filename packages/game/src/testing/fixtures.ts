import type { RuleContext } from '../moves';
import type { QuizBank, QuizQuestionKey } from '../quiz-bank';
import { DEFAULT_TIMINGS } from '../timings';
import { createRandom } from '../random';
import type { RoleId } from '../roles';

const TYPES: QuizQuestionKey['type'][] = [
  'multiple_choice',
  'true_false',
  'short_answer',
  'essay',
  'multiple_choice',
];

const ACCEPTED: Record<QuizQuestionKey['type'], string[]> = {
  multiple_choice: ['C'],
  true_false: ['true', 'benar'],
  short_answer: ['hutan lindung', 'protected forest'],
  essay: [],
};

function question(id: string, type: QuizQuestionKey['type']): QuizQuestionKey {
  return { id, type, accepted: ACCEPTED[type] };
}

/** Six topics, five opening questions each (every type), one closing question each. */
export const TEST_BANK: QuizBank = {
  topics: Array.from({ length: 6 }, (_, t) => ({
    topicId: `topic-${t + 1}`,
    opening: TYPES.map((type, q) => question(`t${t + 1}-q${q + 1}`, type)),
    closing: [question(`t${t + 1}-closing`, t % 2 === 0 ? 'multiple_choice' : 'short_answer')],
  })),
};

export const TOPIC_IDS = TEST_BANK.topics.map((t) => t.topicId);

/** An answer that scores for the question. */
export function rightAnswer(question: QuizQuestionKey): string {
  if (question.type === 'essay') return 'Kita harus menjaga hutan bersama';
  return `  ${(question.accepted[0] ?? '').toUpperCase()} `;
}

/** An answer that does not score. */
export function wrongAnswer(question: QuizQuestionKey): string {
  return question.type === 'essay' ? 'tidak tahu' : 'zzz';
}

export const TEST_TIMINGS = DEFAULT_TIMINGS;

export function testContext(
  now: number,
  seed = 1,
  overrides: Partial<RuleContext> = {},
): RuleContext {
  return {
    now,
    random: createRandom(seed),
    timings: TEST_TIMINGS,
    quiz: TEST_BANK,
    ...overrides,
  };
}

/**
 * Roles for a table of `players` players (the guide comes on top), scaled from the rulebook's
 * 14: 4 villains, 2 guardians, 2 managers, 6 citizens.
 */
export function tableRoles(players: number): RoleId[] {
  const share = (weight: number) => Math.max(1, Math.round((players * weight) / 14));
  const villains = share(4);
  const guardians = players >= 3 ? share(2) : 0;
  const managers = players >= 3 ? share(2) : 0;
  const citizens = Math.max(0, players - villains - guardians - managers);
  const cycle = (ids: RoleId[], count: number) =>
    Array.from({ length: count }, (_, i) => ids[i % ids.length] as RoleId);
  return [
    ...cycle(['waste_villain_1', 'waste_villain_2'], villains),
    ...cycle(['green_guardian_1', 'green_guardian_2'], guardians),
    ...cycle(['waste_manager_1'], managers),
    ...cycle(['eco_citizen_1', 'eco_citizen_2'], citizens),
  ].slice(0, players);
}

/** p1 villain; p2, p3 citizens; p4 guardian: the smallest table whose nights matter. */
export const FOUR_SEATS: RoleId[] = [
  'waste_villain_1',
  'eco_citizen_1',
  'eco_citizen_2',
  'green_guardian_1',
];
/** The four seats and p5 a waste manager. */
export const FIVE_SEATS: RoleId[] = [...FOUR_SEATS, 'waste_manager_1'];
/** p1, p2 villains; p3 guardian; p4 manager; p5..p7 citizens. */
export const SEVEN_SEATS: RoleId[] = [
  'waste_villain_1',
  'waste_villain_2',
  'green_guardian_1',
  'waste_manager_1',
  'eco_citizen_1',
  'eco_citizen_2',
  'eco_citizen_1',
];
