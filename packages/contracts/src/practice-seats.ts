import { MAX_PLAYERS } from '@ecoscha/game';
import { z } from 'zod';

/** POST /api/game-sessions/:id/practice-seats: the guide adds this many practice seats. */
export const AddPracticeSeatsBodySchema = z.object({
  count: z.int().min(1).max(MAX_PLAYERS),
});
export type AddPracticeSeatsBody = z.infer<typeof AddPracticeSeatsBodySchema>;

/** POST /api/game-sessions/:id/practice-seats/remove: these practice seats, or all of them. */
export const RemovePracticeSeatsBodySchema = z.object({
  playerIds: z.array(z.string().min(1).max(64)).max(MAX_PLAYERS).optional(),
});
export type RemovePracticeSeatsBody = z.infer<typeof RemovePracticeSeatsBodySchema>;
