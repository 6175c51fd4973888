import { z } from 'zod';
import { checkQuestion, questionFields } from './content';

/** The six topic cards a guide's question belongs to (the seed topics' `_id`s). */
export const QUIZ_TOPIC_KEYS = [
  'forest_land_fires',
  'industrial_waste',
  'plastic_waste',
  'clean_water_crisis',
  'land_conversion',
  'climate_change',
] as const;
export const QuizTopicKeySchema = z.enum(QUIZ_TOPIC_KEYS);
export type QuizTopicKey = z.infer<typeof QuizTopicKeySchema>;

/**
 * A guide's own question as written in the editor or carried in a question file: the seed
 * questions' fields and checks (`questionFields`, `checkQuestion`), a topic instead of an id.
 */
export const QuestionDraftSchema = z
  .object({ topic: QuizTopicKeySchema, ...questionFields })
  .superRefine(checkQuestion);
export type QuestionDraft = z.infer<typeof QuestionDraftSchema>;

/** One of the guide's questions as stored: its id (unique among all questions) and whether hidden. */
export const GuideQuestionSchema = z.object({
  id: z.string(),
  hidden: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  draft: QuestionDraftSchema,
});
export type GuideQuestion = z.infer<typeof GuideQuestionSchema>;
export const GuideQuestionListSchema = z.array(GuideQuestionSchema);

export const GuideQuestionParamsSchema = z.object({ id: z.string().min(1).max(128) });

export const QUESTION_SET_FORMAT = 'ecoscha-question-set';
/** At most this many questions in one file. */
export const QUESTION_SET_MAX = 300;

/**
 * A question file, to share a set between schools. On import the items are checked one by one
 * (each against `QuestionDraftSchema`), so the envelope takes them as they come.
 */
export const QuestionSetFileSchema = z.object({
  format: z.literal(QUESTION_SET_FORMAT),
  version: z.literal(1),
  questions: z.array(z.unknown()).min(1).max(QUESTION_SET_MAX),
});
export type QuestionSetFile = {
  format: typeof QUESTION_SET_FORMAT;
  version: 1;
  questions: QuestionDraft[];
};

export const QuestionImportResultSchema = z.object({
  imported: z.number().int(),
  questions: GuideQuestionListSchema,
});
export type QuestionImportResult = z.infer<typeof QuestionImportResultSchema>;

/** Which questions a room's quizzes draw from. */
export const QUESTION_BANK_CHOICES = ['default', 'own', 'both'] as const;
export const QuestionBankChoiceSchema = z.enum(QUESTION_BANK_CHOICES);
export type QuestionBankChoice = z.infer<typeof QuestionBankChoiceSchema>;
