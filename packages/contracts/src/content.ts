import { z } from 'zod';
import { RoleIdSchema } from './auth';
import { LANGUAGES, type Language } from './errors';
import { fieldIssue, type IssueSink } from './field-issue';

const text = z.string().trim().min(1);

export const RoleTypeSchema = z.enum([
  'eco_citizen',
  'green_guardian',
  'waste_villain',
  'waste_manager',
  'sustainability_guide',
]);

export const AbilitySchema = z.object({
  name: text,
  name_en: text,
  description: text,
  description_en: text,
});

/** A clothing or headwear area on a card, as a polygon in the card picture's own coordinates. */
export const CardZoneSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]+$/),
  points: z.array(z.tuple([z.number(), z.number()])).min(3),
  title: text,
  title_en: text,
  description: text,
  description_en: text,
  image: z.string().optional(),
});

export const CharacterSchema = z.object({
  _id: RoleIdSchema,
  name: text,
  name_en: text,
  roleType: text,
  roleType_en: text,
  roleKey: RoleTypeSchema,
  team: z.enum(['good', 'villain', 'neutral']),
  description: text,
  descriptionEng: text,
  cardImage: z.string(),
  image: z.string(),
  abilities: z.array(AbilitySchema).min(1),
  zones: z.array(CardZoneSchema).default([]),
});
export type Character = z.infer<typeof CharacterSchema>;
export const CharacterListSchema = z.array(CharacterSchema);

/**
 * A character without its abilities and its card's zones (two thirds of its bytes): what a list
 * of characters shows (the home page's gallery, the other roles beside a player's own).
 */
export const CharacterSummarySchema = CharacterSchema.omit({ abilities: true, zones: true });
export type CharacterSummary = z.infer<typeof CharacterSummarySchema>;

/**
 * `?lng=id|en`: what a reader sees, in that language only (about half the bytes over a school's
 * link); without it both languages side by side, as an editor works on them.
 */
export const ReadingLanguageQuerySchema = z.object({ lng: z.enum(LANGUAGES).optional() });

/** Fields that hold one text in Indonesian and in English: [Indonesian, English]. */
type TextPairs<T> = ReadonlyArray<readonly [keyof T & string, keyof T & string]>;

/** `T` with its paired texts optional: those of one language only, or both. */
export type InOneLanguage<T, Pairs extends TextPairs<T>> = Omit<T, Pairs[number][number]> &
  Partial<Pick<T, Pairs[number][number]>>;

/** `item` with the texts of `language` only, the other language's left out. */
export function inOneLanguage<T extends object, Pairs extends TextPairs<T>>(
  item: T,
  pairs: Pairs,
  language: Language,
): InOneLanguage<T, Pairs> {
  const other = new Set<string>(
    pairs.map(([indonesian, english]) => (language === 'en' ? indonesian : english)),
  );
  const kept = Object.entries(item).filter(([key]) => !other.has(key));
  return Object.fromEntries(kept) as InOneLanguage<T, Pairs>;
}

export const CHARACTER_SUMMARY_TEXTS = [
  ['name', 'name_en'],
  ['roleType', 'roleType_en'],
  ['description', 'descriptionEng'],
] as const satisfies TextPairs<CharacterSummary>;

/** A summary as a reader's list has it: in one language (`?lng=`), or in both. */
export const CharacterSummaryReadingSchema = CharacterSummarySchema.partial(
  Object.fromEntries(CHARACTER_SUMMARY_TEXTS.flat().map((field) => [field, true])) as Record<
    (typeof CHARACTER_SUMMARY_TEXTS)[number][number],
    true
  >,
);
export type CharacterSummaryReading = InOneLanguage<
  CharacterSummary,
  typeof CHARACTER_SUMMARY_TEXTS
>;

/**
 * GET /api/characters: every character whole (the default), or `?view=summary` (with `?lng=`,
 * in one language).
 */
export const CharacterListQuerySchema = ReadingLanguageQuerySchema.extend({
  view: z.enum(['whole', 'summary']).default('whole'),
});

/** The limits of a glossary entry (the seed's and a guide's own alike). */
export const GLOSSARY_LIMITS = { phraseMax: 200, meaningMax: 600 } as const;

/**
 * A Sundanese phrase and its meaning in Indonesian (`id`) and English (`en`). The phrase is what
 * a text marks as `[[phrase]]`, so it holds no square bracket and no line break.
 */
export const GlossaryEntrySchema = z
  .object({
    phrase: z.string().trim().min(1).max(GLOSSARY_LIMITS.phraseMax),
    id: z.string().trim().min(1).max(GLOSSARY_LIMITS.meaningMax),
    en: z.string().trim().min(1).max(GLOSSARY_LIMITS.meaningMax),
  })
  .superRefine((entry, ctx) => {
    if (/[[\]\n\r]/.test(entry.phrase)) ctx.addIssue(fieldIssue('phrase_characters', ['phrase']));
  });
export type GlossaryEntry = z.infer<typeof GlossaryEntrySchema>;
export const GlossarySchema = z.array(GlossaryEntrySchema);

export const GLOSSARY_TEXTS = [['id', 'en']] as const satisfies TextPairs<GlossaryEntry>;

/** The glossary as a reader's screen has it: meanings in one language (`?lng=`), or in both. */
export const GlossaryReadingSchema = z.array(
  z.object({ phrase: z.string(), id: z.string().optional(), en: z.string().optional() }),
);
export type GlossaryReadingEntry = InOneLanguage<GlossaryEntry, typeof GLOSSARY_TEXTS>;

export const CharacterParamsSchema = z.object({ roleId: z.string().max(64) });

export const HealthResponseSchema = z.object({
  /**
   * `degraded`: the database is unavailable (503), or Redis is (200: the instance still serves,
   * and reads the other instances' changes from the database). `draining`: stopping, handing its
   * work to the other instances (503).
   */
  status: z.enum(['ok', 'degraded', 'draining']),
  database: z.enum(['ok', 'unavailable']),
  /** Only for one of several instances (REDIS_URL set). */
  redis: z.enum(['ok', 'unreachable']).optional(),
  driver: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'short_answer', 'essay'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const CHOICE_KEYS = ['A', 'B', 'C', 'D', 'E'] as const;

/** The limits of a quiz question's texts (the seed content and a guide's own questions alike). */
export const QUESTION_LIMITS = {
  questionMax: 500,
  stimulusMax: 1500,
  optionMax: 200,
  optionsMax: CHOICE_KEYS.length,
  answerMax: 1000,
  reasoningMax: 1000,
  acceptedMax: 100,
  acceptedCount: 10,
} as const;

const limited = (max: number) => z.string().trim().min(1).max(max);
const OptionSchema = z.object({
  key: z.string().min(1).max(8),
  text: limited(QUESTION_LIMITS.optionMax),
});

/** The fields of a question apart from its id (a guide's draft carries a topic instead). */
export const questionFields = {
  type: z.enum(QUESTION_TYPES),
  question_id: limited(QUESTION_LIMITS.questionMax),
  question_en: limited(QUESTION_LIMITS.questionMax),
  stimulus_id: limited(QUESTION_LIMITS.stimulusMax),
  stimulus_en: limited(QUESTION_LIMITS.stimulusMax),
  options_id: z.array(OptionSchema).max(QUESTION_LIMITS.optionsMax).default([]),
  options_en: z.array(OptionSchema).max(QUESTION_LIMITS.optionsMax).default([]),
  answer_id: limited(QUESTION_LIMITS.answerMax),
  answer_en: limited(QUESTION_LIMITS.answerMax),
  reasoning_id: limited(QUESTION_LIMITS.reasoningMax),
  reasoning_en: limited(QUESTION_LIMITS.reasoningMax),
  also_accepted: z
    .array(limited(QUESTION_LIMITS.acceptedMax))
    .max(QUESTION_LIMITS.acceptedCount)
    .default([]),
};

type QuestionFields = {
  type: QuestionType;
  options_id: { key: string; text: string }[];
  options_en: { key: string; text: string }[];
  answer_id: string;
  answer_en: string;
  also_accepted: string[];
};

const TRUE_FALSE_KEYS = ['true', 'false'];
const keysOf = (options: { key: string }[]) => options.map((option) => option.key);
const sameKeys = (a: string[], b: string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * The checks across fields: a choice question's options (A to E, or true/false) are the same in
 * both languages and its answer is one of them; other types have no options; only a short
 * answer accepts other answers.
 */
export function checkQuestion(question: QuestionFields, ctx: IssueSink): void {
  const choice = question.type === 'multiple_choice' || question.type === 'true_false';
  if (!choice) {
    if (question.options_id.length > 0) ctx.addIssue(fieldIssue('no_options', ['options_id']));
    if (question.options_en.length > 0) ctx.addIssue(fieldIssue('no_options', ['options_en']));
  } else {
    const allowed: readonly string[] =
      question.type === 'true_false' ? TRUE_FALSE_KEYS : CHOICE_KEYS;
    for (const field of ['options_id', 'options_en'] as const) {
      const keys = keysOf(question[field]);
      const valid =
        keys.length >= 2 &&
        new Set(keys).size === keys.length &&
        keys.every((key) => allowed.includes(key)) &&
        (question.type !== 'true_false' || keys.length === 2);
      if (!valid) ctx.addIssue(fieldIssue('choice_options', [field]));
    }
    if (!sameKeys(keysOf(question.options_id), keysOf(question.options_en))) {
      ctx.addIssue(fieldIssue('options_differ', ['options_en']));
    }
    let answersAreOptions = true;
    for (const [field, options] of [
      ['answer_id', question.options_id],
      ['answer_en', question.options_en],
    ] as const) {
      if (!keysOf(options).includes(question[field])) {
        ctx.addIssue(fieldIssue('answer_not_option', [field]));
        answersAreOptions = false;
      }
    }
    if (answersAreOptions && question.answer_en !== question.answer_id) {
      ctx.addIssue(fieldIssue('answers_differ', ['answer_en']));
    }
  }
  if (question.type !== 'short_answer' && question.also_accepted.length > 0) {
    ctx.addIssue(fieldIssue('short_answer_only', ['also_accepted']));
  }
}

/**
 * One quiz question in both languages (`QuestionShapeSchema`: its fields without the checks
 * across fields, for schemas derived from it). The answer is an option key for multiple_choice
 * (A to E) and true_false ("true"/"false"), the expected word or phrase for short_answer
 * (checked case-insensitively and trimmed), and a model answer for essay. A short answer may
 * also accept other spellings or words a student would rightly type (`also_accepted`).
 */
export const QuestionShapeSchema = z.object({
  id: z.string().regex(/^[a-z0-9_]+$/),
  ...questionFields,
});
export const QuestionSchema = QuestionShapeSchema.superRefine(checkQuestion);
export type Question = z.infer<typeof QuestionSchema>;

export const QuizTopicSchema = z
  .object({
    _id: z.string().regex(/^[a-z0-9_]+$/),
    topic_id: z.number().int().min(1).max(6),
    topic_name_id: text,
    topic_name_en: text,
    /** The opening quiz: a player answers all of them. */
    questions: z.array(QuestionSchema).min(5),
    /** The closing quiz: one question per topic, different from the opening ones. */
    closing_questions: z.array(QuestionSchema).min(1),
  })
  .refine(
    (topic) =>
      [...topic.questions, ...topic.closing_questions].every(
        (question) => question.type === 'short_answer' || question.also_accepted.length === 0,
      ),
    { message: 'only a short_answer question accepts other answers' },
  );
export type QuizTopic = z.infer<typeof QuizTopicSchema>;
export const QuizTopicListSchema = z.array(QuizTopicSchema);

export const NARRATIVE_MOMENTS = [
  'opening',
  'roleplay_start',
  'night_opening',
  'night_highest_scorer',
  'night_villains',
  'night_guardians',
  'night_manager',
  'morning_pollution',
  'morning_fire',
  'morning_flood',
  'morning_landslide',
  'after_voting',
  'ending_good',
  'ending_villains',
  'ending_neutral',
  'closing_quiz_intro',
  'outro',
  'final_words',
] as const;
export type NarrativeMoment = (typeof NARRATIVE_MOMENTS)[number];

/** The limits of a narrative's texts (the seed's and a guide's own version alike). */
export const NARRATIVE_LIMITS = { whenMax: 120, titleMax: 120, textMax: 5000 } as const;

export const NarrativeSchema = z.object({
  _id: z.enum(NARRATIVE_MOMENTS),
  /** When the guide reads it, e.g. "Setelah Voting". */
  kapanDibaca: limited(NARRATIVE_LIMITS.whenMax),
  kapanDibaca_en: limited(NARRATIVE_LIMITS.whenMax),
  judul: limited(NARRATIVE_LIMITS.titleMax),
  judul_en: limited(NARRATIVE_LIMITS.titleMax),
  /** The text read aloud; paragraphs are separated by a blank line. */
  isiBacaan: limited(NARRATIVE_LIMITS.textMax),
  isiBacaan_en: limited(NARRATIVE_LIMITS.textMax),
});
export type Narrative = z.infer<typeof NarrativeSchema>;
export const NarrativeListSchema = z.array(NarrativeSchema);
