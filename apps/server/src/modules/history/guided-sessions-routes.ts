import {
  API,
  ErrorResponseSchema,
  GuidedSessionsResponseSchema,
  type GuidedSession,
} from '@ecoscha/contracts';
import { learningReport, realPlayers, type GameState } from '@ecoscha/game';
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameSessions } from '../../db/schema';
import { readSessions } from '../sessions/session-storage';

/** The most sessions a guide's profile lists. */
const GUIDED_LIMIT = 100;

/** The class averages need only the scores: no answer key is read. */
const NO_ANSWER_KEYS = { topics: [] };

function guidedSession(state: GameState, createdAt: Date): GuidedSession {
  const finished = state.phase === 'game_completely_ended';
  const { averages } = learningReport(state, NO_ANSWER_KEYS);
  return {
    sessionId: state.sessionId,
    roomCode: state.roomCode,
    date:
      finished && state.endedAt ? new Date(state.endedAt).toISOString() : createdAt.toISOString(),
    status: finished ? 'finished' : 'in_progress',
    studentCount: realPlayers(state.players).length,
    openingAverage: averages.opening,
    closingAverage: averages.closing,
  };
}

/** GET /api/auth/guided-sessions: every session the caller guided, newest first. */
export const guidedSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.auth.guidedSessions,
    {
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: GuidedSessionsResponseSchema, 401: ErrorResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const rows = await app.db
        .select({ id: gameSessions.id, createdAt: gameSessions.createdAt })
        .from(gameSessions)
        .where(eq(gameSessions.moderatorId, request.userId))
        .orderBy(desc(gameSessions.createdAt))
        .limit(GUIDED_LIMIT);
      if (rows.length === 0) return { sessions: [] };
      const stored = await readSessions(
        app.db,
        inArray(
          gameSessions.id,
          rows.map((row) => row.id),
        ),
      );
      return {
        sessions: rows.flatMap((row) => {
          const state = stored.get(row.id)?.state;
          return state ? [guidedSession(state, row.createdAt)] : [];
        }),
      };
    },
  );
};
