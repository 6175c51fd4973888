import { z } from 'zod';
import { ACHIEVEMENT_TYPES } from '@ecoscha/game';
import { RoleIdSchema } from './auth';

/** `finished`: the guide ended the session for everyone; anything else is still `in_progress`. */
export const GAME_HISTORY_STATUSES = ['finished', 'in_progress'] as const;
export type GameHistoryStatus = (typeof GAME_HISTORY_STATUSES)[number];

export const GameHistoryAchievementSchema = z.object({
  type: z.enum(ACHIEVEMENT_TYPES),
  points: z.number().int(),
  awardedAt: z.iso.datetime({ offset: true }),
});

/** One session the caller played in, as their profile lists it. */
export const GameHistoryEntrySchema = z.object({
  sessionId: z.string(),
  roomCode: z.string(),
  /** When the session ended, or when it was created while it still runs. */
  date: z.iso.datetime({ offset: true }),
  roleId: RoleIdSchema,
  totalScore: z.number().int(),
  rank: z.number().int().min(1),
  playerCount: z.number().int().min(1),
  status: z.enum(GAME_HISTORY_STATUSES),
  achievements: z.array(GameHistoryAchievementSchema),
  /** The caller's own quiz scores before and after the role-play (closing null if not taken). */
  openingQuizScore: z.number().int(),
  closingQuizScore: z.number().int().nullable(),
});
export type GameHistoryEntry = z.infer<typeof GameHistoryEntrySchema>;

/** GET /api/auth/history: newest first. */
export const GameHistoryResponseSchema = z.object({ history: z.array(GameHistoryEntrySchema) });
export type GameHistoryResponse = z.infer<typeof GameHistoryResponseSchema>;
