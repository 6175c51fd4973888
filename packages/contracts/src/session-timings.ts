import { z } from 'zod';

/**
 * The durations a guide may choose when opening a room, in seconds: the spec's values by
 * default, within bounds a lesson can use.
 */
export const SESSION_TIMING_LIMITS = {
  quizSeconds: { min: 60, max: 1800, spec: 360 },
  discussionSeconds: { min: 30, max: 1800, spec: 180 },
  votingSeconds: { min: 10, max: 300, spec: 30 },
  closingQuizSeconds: { min: 60, max: 1800, spec: 360 },
} as const;

export type SessionTimingName = keyof typeof SESSION_TIMING_LIMITS;
export const SESSION_TIMING_NAMES = Object.keys(SESSION_TIMING_LIMITS) as SessionTimingName[];

const seconds = (name: SessionTimingName) =>
  z.int().min(SESSION_TIMING_LIMITS[name].min).max(SESSION_TIMING_LIMITS[name].max);

/** The guide's choices; a duration left out is the server's default. */
export const SessionTimingsSchema = z.object({
  quizSeconds: seconds('quizSeconds').optional(),
  discussionSeconds: seconds('discussionSeconds').optional(),
  votingSeconds: seconds('votingSeconds').optional(),
  closingQuizSeconds: seconds('closingQuizSeconds').optional(),
});
export type SessionTimings = z.infer<typeof SessionTimingsSchema>;

/** GET /api/game-sessions/timing-defaults: what a room gets unless its guide chooses. */
export const TimingDefaultsResponseSchema = z.object({
  quizSeconds: z.number(),
  discussionSeconds: z.number(),
  votingSeconds: z.number(),
  closingQuizSeconds: z.number(),
});
export type TimingDefaults = z.infer<typeof TimingDefaultsResponseSchema>;
