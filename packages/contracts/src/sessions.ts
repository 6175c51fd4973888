import { z } from 'zod';
import { AccessibilityModeSchema } from './accessibility';
import { NEW_ROOM_CODE_PATTERN, normaliseRoomCode, ROOM_CODE_PATTERN } from './room-code';
import { SessionTimingsSchema } from './session-timings';

const id = z.string().trim().min(1).max(64);
export const SessionIdSchema = z.uuid();
/** A room code to look up, in any case, with spaces or dashes; older A–Z 0–9 codes included. */
export const RoomCodeSchema = z.string().overwrite(normaliseRoomCode).regex(ROOM_CODE_PATTERN);
/** A room code a guide's device proposes for a new room: the alphabet without look-alikes. */
export const NewRoomCodeSchema = z
  .string()
  .overwrite(normaliseRoomCode)
  .regex(NEW_ROOM_CODE_PATTERN);

export const SessionParamsSchema = z.object({ id: SessionIdSchema });
export const SessionIdParamsSchema = z.object({ sessionId: SessionIdSchema });
export const RoomCodeParamsSchema = z.object({ roomCode: RoomCodeSchema });
export const RoundParamsSchema = z.object({ round: z.coerce.number().int().min(1).max(100) });

export const CreateSessionBodySchema = z.object({
  roomCode: NewRoomCodeSchema.optional(),
  moderatorId: id,
  moderatorUsername: z.string().max(60).optional(),
  /** The guide's own durations for this room (the server's defaults when left out). */
  timings: SessionTimingsSchema.optional(),
  /** The accessibility mode: every time limit 1.5 or 2 times as long (off when left out). */
  accessibility: AccessibilityModeSchema.optional(),
  /** The quiz questions: the default ones, the guide's own, or both ('default' when left out). */
  questionBank: z.enum(['default', 'own', 'both']).optional(),
  /** The guide's class the room is for: its badges then lead to this lobby. */
  classId: z.uuid().optional(),
});

export const JoinSessionBodySchema = z.object({
  userId: id,
  roleId: z.string().max(64).optional(),
  username: z.string().max(60).optional(),
});

/** Both phase paths; the server decides every field but the phase (and checks `endedBy`). */
export const PhaseBodySchema = z.object({
  phase: z.string().min(1).max(64),
  round: z.coerce.number().int().min(0).max(100).optional(),
  winner: z.string().max(32).optional(),
  gameEnded: z.boolean().optional(),
  endedBy: z.string().max(64).optional(),
  endedAt: z.union([z.string(), z.number()]).optional(),
  closingQuizStartedAt: z.union([z.string(), z.number()]).optional(),
  closingQuizStartedBy: z.string().max(64).optional(),
});

export const EndDiscussionBodySchema = z.object({ moderatorId: id.optional() });

export const PlayerActionBodySchema = z.object({
  playerId: id,
  actionState: z.union([z.enum(['wait', 'true', 'done']), z.literal(true)]),
});

export const SessionBodySchema = z.object({ sessionId: SessionIdSchema });

export const SpecialActionBodySchema = z.object({
  sessionId: SessionIdSchema,
  targetPlayerId: id,
  actionType: z.literal('reveal_role'),
  round: z.coerce.number().int().min(1).max(100).optional(),
});

export const DayVoteBodySchema = z.object({
  sessionId: SessionIdSchema,
  voterId: id,
  targetId: id,
});
export const KillVoteBodySchema = z.object({
  sessionId: SessionIdSchema,
  killerId: id,
  killerRole: z.string().max(64).optional(),
  targetId: id,
});
export const SaveVoteBodySchema = z.object({
  sessionId: SessionIdSchema,
  guardianId: id,
  guardianRole: z.string().max(64).optional(),
  targetId: id,
});
export const InvestigateVoteBodySchema = z.object({
  sessionId: SessionIdSchema,
  managerId: id,
  managerRole: z.string().max(64).optional(),
  targetId: id,
});

const MAX_ANSWER_LENGTH = 2000;
/** Answers per question id; the spec also sends a list of `{ questionId, answer }`. */
export const QuizAnswersSchema = z.union([
  z.record(z.string().max(64), z.string().max(MAX_ANSWER_LENGTH)),
  z
    .array(
      z.object({
        questionId: z.string().max(64),
        answer: z.string().max(MAX_ANSWER_LENGTH),
      }),
    )
    .max(20),
]);

export const SaveScoreBodySchema = z.object({
  sessionId: SessionIdSchema,
  userId: id,
  topicId: z.string().min(1).max(64),
  answers: QuizAnswersSchema,
  /** Ignored: the server scores the answers itself. */
  score: z.number().optional(),
  isClosingQuiz: z.boolean().default(false),
});

export const AwardBodySchema = z.object({
  userId: id,
  sessionId: SessionIdSchema,
  achievementType: z.string().max(64),
  description: z.string().max(500).optional(),
  points: z.number().optional(),
});

export const QuizTopicsQuerySchema = z.object({
  sessionId: SessionIdSchema.optional(),
  closing: z.enum(['true', 'false']).optional(),
});

export const NarrativesQuerySchema = z.object({ phase: z.string().max(64).optional() });
export const LearningMaterialRoundQuerySchema = z.object({
  sessionId: SessionIdSchema.optional(),
  t: z.string().max(32).optional(),
});
