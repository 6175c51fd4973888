import { z } from 'zod';
import { GameViewSchema, LeaderboardEntrySchema, QuizProgressSchema } from './game-views';

/**
 * The class's projector screen (`ProjectorView` of `packages/game`): the session as the whole
 * class may know it. No seat's secrets (night choices, findings, answers, votes before they are
 * settled), and roles only of the eliminated until a side has won.
 */
export const ProjectorViewSchema = GameViewSchema.omit({
  viewer: true,
  nightActions: true,
  investigations: true,
  specialReveals: true,
  dayVotes: true,
  quizResults: true,
}).extend({
  viewer: z.object({ isProjector: z.literal(true) }),
  leaderboard: z.array(LeaderboardEntrySchema),
  quizProgress: QuizProgressSchema,
});

/** The players who have a screen open in the session's room right now (any instance). */
export const ScreenPresencePayloadSchema = z.object({
  sessionId: z.string(),
  connectedUserIds: z.array(z.string()),
});

/** Pushed to the projector after every saved change, like `session:state` to a seat. */
export const ScreenStatePayloadSchema = z.object({
  sessionId: z.string(),
  /** Grows with every saved change: an older push than the one shown is dropped. */
  version: z.int(),
  /** The server's clock (epoch ms) when it sent this, to correct the countdown. */
  serverTime: z.number(),
  view: ProjectorViewSchema,
});

/** `GET /api/game-sessions/:id/screen` (the session's guide only): view and presence at once. */
export const ScreenStateResponseSchema = ScreenStatePayloadSchema.extend({
  connectedUserIds: z.array(z.string()),
});

export type ScreenPresencePayload = z.infer<typeof ScreenPresencePayloadSchema>;
export type ScreenStatePayload = z.infer<typeof ScreenStatePayloadSchema>;
export type ScreenStateResponse = z.infer<typeof ScreenStateResponseSchema>;
