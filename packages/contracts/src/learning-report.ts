import { z } from 'zod';
import { RoleIdSchema } from './auth';
import { QUESTION_TYPES } from './content';
import { GAME_HISTORY_STATUSES } from './history';

/**
 * A session's learning report (GET /api/game-sessions/:id/report, the session's guide only):
 * what `learningReport` of `packages/game` computes, with the questions' texts in both languages.
 */
export const LEARNER_STATUSES = ['stayed', 'left_early', 'practice'] as const;
export const QUIZ_KINDS = ['opening', 'closing'] as const;

/** A text in both languages. */
export const BilingualTextSchema = z.object({ id: z.string(), en: z.string() });
export type BilingualText = z.infer<typeof BilingualTextSchema>;

export const QuizTallySchema = z.object({
  /** Quiz points, capped as on the leaderboard. */
  score: z.int(),
  correct: z.int().min(0),
  asked: z.int().min(0),
});

export const ShareRightSchema = z.object({
  asked: z.int().min(0),
  right: z.int().min(0),
  /** right / asked, between 0 and 1; null when nobody counted was asked. */
  share: z.number().min(0).max(1).nullable(),
});
export type ShareRight = z.infer<typeof ShareRightSchema>;

export const ReportAnswerSchema = z.object({
  questionId: z.string(),
  topicId: z.string(),
  kind: z.enum(QUIZ_KINDS),
  /** What the student handed in, as typed (essays in full); null when left empty. */
  answer: z.string().nullable(),
  correct: z.boolean(),
});
export type ReportAnswer = z.infer<typeof ReportAnswerSchema>;

export const ReportStudentSchema = z.object({
  userId: z.string(),
  username: z.string(),
  roleId: RoleIdSchema,
  isAlive: z.boolean(),
  points: z.int(),
  totalScore: z.int(),
  status: z.enum(LEARNER_STATUSES),
  opening: QuizTallySchema,
  closing: QuizTallySchema.nullable(),
  change: z.int().nullable(),
  answers: z.array(ReportAnswerSchema),
});
export type ReportStudent = z.infer<typeof ReportStudentSchema>;

export const ReportOptionSchema = z.object({ key: z.string(), text: BilingualTextSchema });

export const ReportQuestionSchema = ShareRightSchema.extend({
  questionId: z.string(),
  topicId: z.string(),
  kind: z.enum(QUIZ_KINDS),
  type: z.enum(QUESTION_TYPES),
  text: BilingualTextSchema,
  options: z.array(ReportOptionSchema),
  /** The expected answer (an option key, true/false, the words) or an essay's model answer. */
  answer: BilingualTextSchema,
});
export type ReportQuestion = z.infer<typeof ReportQuestionSchema>;

export const ReportTopicSchema = z.object({
  topicId: z.string(),
  name: BilingualTextSchema,
  opening: ShareRightSchema,
  closing: ShareRightSchema,
  /** Closing share minus opening share, only when the topic was in both quizzes. */
  change: z.number().min(-1).max(1).nullable(),
});
export type ReportTopic = z.infer<typeof ReportTopicSchema>;

export const ClassAveragesSchema = z.object({
  /** Students counted: no practice seats, nobody who left before the closing quiz. */
  counted: z.int().min(0),
  opening: z.number().nullable(),
  closing: z.number().nullable(),
  change: z.number().nullable(),
});

export const LearningReportSchema = z.object({
  sessionId: z.string(),
  roomCode: z.string(),
  status: z.enum(GAME_HISTORY_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The closing quiz was held and is over (a student without closing answers left early). */
  closingQuizOver: z.boolean(),
  averages: ClassAveragesSchema,
  students: z.array(ReportStudentSchema),
  /** Every question answered in the session, the hardest for the class first. */
  questions: z.array(ReportQuestionSchema),
  /** The question bank's topics in order, before and after. */
  topics: z.array(ReportTopicSchema),
});
export type LearningReportResponse = z.infer<typeof LearningReportSchema>;

/** `?lng=id|en`: the language of the CSV's headings and question texts (else Accept-Language). */
export const ReportCsvQuerySchema = z.object({ lng: z.enum(['id', 'en']).optional() });

/** One session a guide led, as their profile lists it (with a link to its report). */
export const GuidedSessionSchema = z.object({
  sessionId: z.string(),
  roomCode: z.string(),
  /** When the session ended, or when it was created while it still runs. */
  date: z.iso.datetime({ offset: true }),
  status: z.enum(GAME_HISTORY_STATUSES),
  /** Students seated (practice seats not counted). */
  studentCount: z.int().min(0),
  /** Average opening and closing quiz scores of the students who stayed (null when none). */
  openingAverage: z.number().nullable(),
  closingAverage: z.number().nullable(),
});
export type GuidedSession = z.infer<typeof GuidedSessionSchema>;

/** GET /api/auth/guided-sessions: the sessions the caller guided, newest first. */
export const GuidedSessionsResponseSchema = z.object({ sessions: z.array(GuidedSessionSchema) });
export type GuidedSessionsResponse = z.infer<typeof GuidedSessionsResponseSchema>;
