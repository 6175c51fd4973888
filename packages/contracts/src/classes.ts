import { z } from 'zod';
import { BADGE_CODE_PATTERN, normaliseBadgeCode } from './badge-code';
import { PASSWORD_MAX, PASSWORD_MIN, UserSchema } from './auth';
import { GAME_HISTORY_STATUSES } from './history';
import { BilingualTextSchema, QuizTallySchema, ReportCsvQuerySchema } from './learning-report';

/**
 * A guide's classes: a roster that lasts across lessons, badges that log a student in with one
 * scan, and the class's progress over its games. Every call is the class's guide's only.
 */
export const CLASS_NAME_MAX = 60;
export const SCHOOL_YEAR_MAX = 20;
export const STUDENT_NAME_MAX = 40;
/** Names one paste or spreadsheet may add; a roster holds at most `ROSTER_MAX` students. */
export const ROSTER_MAX = 60;

/** A roster name: letters of any script, digits, spaces and `. - _ ' ,` (never a leading `#`). */
export const StudentNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(STUDENT_NAME_MAX)
  .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N}_.,'’\- ]*$/u);

export const ClassBodySchema = z.object({
  name: z.string().trim().min(1).max(CLASS_NAME_MAX),
  schoolYear: z.string().trim().max(SCHOOL_YEAR_MAX).optional(),
});
export type ClassBody = z.input<typeof ClassBodySchema>;

export const ClassParamsSchema = z.object({ id: z.uuid() });
export const ClassStudentParamsSchema = z.object({ id: z.uuid(), studentId: z.uuid() });

/** The room a class's badges lead to: its newest open room. */
export const ClassRoomSchema = z.object({ sessionId: z.string(), roomCode: z.string() });
export type ClassRoom = z.infer<typeof ClassRoomSchema>;

export const ClassSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  schoolYear: z.string().nullable(),
  studentCount: z.int().min(0),
  /** Games opened for the class (any state). */
  gameCount: z.int().min(0),
  openRoom: ClassRoomSchema.nullable(),
  /** Set once the guide ended the class (every badge void); the progress stays. */
  endedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ClassSummary = z.infer<typeof ClassSummarySchema>;

export const ClassStudentSchema = z.object({
  id: z.string(),
  /** The roster number, 1, 2, ...; a deleted student shows as "Student N" in past reports. */
  number: z.int().min(1),
  name: z.string(),
  /** When the current badge was made; null when the class ended (the badge is void). */
  badgeIssuedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The e-mail account the student linked to this entry, if any (its name only). */
  linkedAccount: z.object({ username: z.string() }).nullable(),
});
export type ClassStudent = z.infer<typeof ClassStudentSchema>;

/**
 * The roster number a deleted student's name became in past sessions (`#N`), or null for any
 * other name (a roster name never starts with `#`): reports show it as "Siswa N" / "Student N".
 */
export function anonymousNumber(username: string): number | null {
  const match = /^#(\d+)$/.exec(username);
  return match ? Number(match[1]) : null;
}

export const ClassDetailSchema = ClassSummarySchema.extend({
  students: z.array(ClassStudentSchema),
});
export type ClassDetail = z.infer<typeof ClassDetailSchema>;

export const ClassListResponseSchema = z.object({ classes: z.array(ClassSummarySchema) });
export type ClassListResponse = z.infer<typeof ClassListResponseSchema>;

/** Names pasted one a line or read from a spreadsheet's first column, in roster order. */
export const AddStudentsBodySchema = z.object({
  names: z.array(StudentNameSchema).min(1).max(ROSTER_MAX),
});
export type AddStudentsBody = z.input<typeof AddStudentsBodySchema>;
export const AddStudentsResponseSchema = z.object({ students: z.array(ClassStudentSchema) });
export type AddStudentsResponse = z.infer<typeof AddStudentsResponseSchema>;

/** A badge's code and the link its QR code opens (`<server>/badge#CODE`). */
export const BadgeSchema = z.object({ code: z.string(), loginUrl: z.string() });
export type Badge = z.infer<typeof BadgeSchema>;

/** Every badge of a class, for the printed sheet (the guide only, never logged). */
export const ClassBadgesResponseSchema = z.object({
  badges: z.array(BadgeSchema.extend({ studentId: z.string(), number: z.int(), name: z.string() })),
});
export type ClassBadgesResponse = z.infer<typeof ClassBadgesResponseSchema>;

/** A typed or scanned badge code, normalised (`abcd-efgh` → `ABCDEFGH`). */
export const BadgeCodeSchema = z
  .string()
  .max(40)
  .overwrite(normaliseBadgeCode)
  .regex(BADGE_CODE_PATTERN);
export const BadgeLoginBodySchema = z.object({ code: BadgeCodeSchema });
export type BadgeLoginBody = z.input<typeof BadgeLoginBodySchema>;
/** The login answer, and the class's open room (its lobby is where the phone goes next). */
export const BadgeLoginResponseSchema = z.object({
  token: z.string(),
  user: UserSchema,
  room: ClassRoomSchema.nullable(),
});
export type BadgeLoginResponse = z.infer<typeof BadgeLoginResponseSchema>;

/** A signed-in e-mail account links itself to the roster entry of a badge it holds. */
export const LinkBadgeResponseSchema = z.object({
  className: z.string(),
  studentName: z.string(),
});

/** A one-time code shown once to the guide (a password reset) or the administrator (an invite). */
export const OneTimeCodeResponseSchema = z.object({
  code: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type OneTimeCodeResponse = z.infer<typeof OneTimeCodeResponseSchema>;

/** A student sets a new password with the one-time code their guide gave them. */
export const ResetPasswordBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  code: BadgeCodeSchema,
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

/** `GUIDE_SIGNUP`: `open` (anyone may sign up as a guide) or `invite` (a one-time invite). */
export const GUIDE_SIGNUP_MODES = ['open', 'invite'] as const;
export type GuideSignupMode = (typeof GUIDE_SIGNUP_MODES)[number];
export const SignupModeResponseSchema = z.object({
  guideSignup: z.enum(GUIDE_SIGNUP_MODES),
  /** The caller is the administrator who makes invites (false when not signed in). */
  isAdmin: z.boolean(),
});
export type SignupModeResponse = z.infer<typeof SignupModeResponseSchema>;
export const GuideInviteResponseSchema = OneTimeCodeResponseSchema.extend({
  /** `<server>/signup?character=sustainability_guide#invite=CODE`. */
  inviteUrl: z.string(),
});
export type GuideInviteResponse = z.infer<typeof GuideInviteResponseSchema>;

/** A student's scores in one game of the class, or null when they were absent. */
export const ProgressTopicSchema = z.object({
  topicId: z.string(),
  /** Share of this topic's questions answered right, 0..1; null when not asked. */
  opening: z.number().min(0).max(1).nullable(),
  closing: z.number().min(0).max(1).nullable(),
});
export const ProgressEntrySchema = z.object({
  opening: QuizTallySchema,
  /** Null when the student left before the closing quiz or it was not held. */
  closing: QuizTallySchema.nullable(),
  topics: z.array(ProgressTopicSchema),
});
export type ProgressEntry = z.infer<typeof ProgressEntrySchema>;

export const ProgressGameSchema = z.object({
  sessionId: z.string(),
  roomCode: z.string(),
  date: z.iso.datetime({ offset: true }),
  status: z.enum(GAME_HISTORY_STATUSES),
  /** The class's averages in this game (students counted as in the session's report). */
  averages: z.object({
    counted: z.int().min(0),
    opening: z.number().nullable(),
    closing: z.number().nullable(),
  }),
  topics: z.array(ProgressTopicSchema),
});
export type ProgressGame = z.infer<typeof ProgressGameSchema>;

export const ClassProgressSchema = z.object({
  classId: z.string(),
  name: z.string(),
  schoolYear: z.string().nullable(),
  /** The class's games, oldest first. */
  games: z.array(ProgressGameSchema),
  /** The quiz topics in the bank's order, with their names. */
  topics: z.array(z.object({ topicId: z.string(), name: BilingualTextSchema })),
  /** Every student on the roster, in roster order; `games[i]` is null when absent from game i. */
  students: z.array(
    z.object({
      studentId: z.string(),
      number: z.int(),
      name: z.string(),
      games: z.array(ProgressEntrySchema.nullable()),
    }),
  ),
});
export type ClassProgress = z.infer<typeof ClassProgressSchema>;
export const ProgressFileQuerySchema = ReportCsvQuerySchema;

/** Everything stored about one student (the guide's download, and a student's own profile). */
export const StudentDataSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  account: z.object({
    username: z.string(),
    email: z.string().nullable(),
    roleId: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    /** How the account signs in: an e-mail and password, or a class badge. */
    signIn: z.enum(['email', 'badge']),
  }),
  /** The class rosters the student is on (no badge codes). */
  rosters: z.array(
    z.object({
      className: z.string(),
      schoolYear: z.string().nullable(),
      number: z.int(),
      name: z.string(),
      badgeIssuedAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  /** Every game played: the standing and every quiz answer handed in. */
  games: z.array(
    z.object({
      sessionId: z.string(),
      roomCode: z.string(),
      date: z.iso.datetime({ offset: true }),
      roleId: z.string(),
      totalScore: z.int().nullable(),
      rank: z.int().nullable(),
      openingQuizScore: z.int().nullable(),
      closingQuizScore: z.int().nullable(),
      quizAnswers: z.array(z.unknown()),
    }),
  ),
});
export type StudentData = z.infer<typeof StudentDataSchema>;
