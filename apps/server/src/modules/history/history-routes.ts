import { API, ErrorResponseSchema, GameHistoryResponseSchema } from '@ecoscha/contracts';
import type { GameHistoryEntry } from '@ecoscha/contracts';
import type { RoleId } from '@ecoscha/game';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameSessions } from '../../db/schema';
import { readSessions } from '../sessions/session-storage';
import { historyEntry } from './history-entry';
import { createParticipantStore, type StudentSessionRow } from './participant-store';

/** The most sessions a profile lists. */
const HISTORY_LIMIT = 50;

/** The line of a finished session, as its participant row kept it when the session ended. */
function finishedEntry(row: StudentSessionRow & { finishedAt: Date }): GameHistoryEntry | null {
  const { totalScore, rank, playerCount, openingQuizScore } = row;
  if (totalScore === null || rank === null || playerCount === null || openingQuizScore === null)
    return null;
  return {
    sessionId: row.sessionId,
    roomCode: row.roomCode,
    date: row.finishedAt.toISOString(),
    roleId: row.roleId as RoleId,
    totalScore,
    rank,
    playerCount,
    status: 'finished',
    achievements: (row.achievements ?? []) as GameHistoryEntry['achievements'],
    openingQuizScore,
    closingQuizScore: row.closingQuizScore,
  };
}

/**
 * GET /api/auth/history: every session the caller played in (not the ones they guided). The
 * caller's participant rows say which; a finished session's line is its row, a running one's is
 * read from its own state (rows of sessions stored before the table have no standing either).
 * No other session's state is read.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const participants = createParticipantStore(app.db);
  app.get(
    API.auth.history,
    {
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: GameHistoryResponseSchema, 401: ErrorResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const rows = await participants.studentSessions(request.userId, HISTORY_LIMIT);
      const fixed = new Map(
        rows.flatMap((row) => {
          const entry = row.finishedAt
            ? finishedEntry({ ...row, finishedAt: row.finishedAt })
            : null;
          return entry ? [[row.sessionId, entry] as const] : [];
        }),
      );
      const running = rows.filter((row) => !fixed.has(row.sessionId)).map((row) => row.sessionId);
      const states =
        running.length > 0
          ? await readSessions(app.db, inArray(gameSessions.id, running))
          : new Map();
      const history = rows.flatMap((row) => {
        const state = states.get(row.sessionId)?.state;
        const entry =
          fixed.get(row.sessionId) ??
          (state ? historyEntry(state, request.userId, row.createdAt) : null);
        return entry ? [entry] : [];
      });
      return { history };
    },
  );
};
