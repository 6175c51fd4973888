import { z } from 'zod';
import { SessionIdSchema } from './sessions';

/** The guide's "+30 s" and "+1 min" buttons. */
export const ADDABLE_SECONDS = [30, 60] as const;

/** POST /api/game-sessions/:id/timer/add */
export const AddTimeBodySchema = z.object({
  seconds: z.union([z.literal(ADDABLE_SECONDS[0]), z.literal(ADDABLE_SECONDS[1])]),
});
export type AddTimeBody = z.infer<typeof AddTimeBodySchema>;

/** POST /api/game-sessions/:id/players/:playerId/remove */
export const SessionPlayerParamsSchema = z.object({
  id: SessionIdSchema,
  playerId: z.string().trim().min(1).max(64),
});

/** POST /api/game-sessions/:id/reseat: the seat of `fromUserId` goes to the account named. */
export const ReseatBodySchema = z.object({
  fromUserId: z.string().trim().min(1).max(64),
  toUsername: z.string().trim().min(1).max(60),
});
export type ReseatBody = z.infer<typeof ReseatBodySchema>;
