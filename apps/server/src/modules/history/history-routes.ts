import { API, ErrorResponseSchema, GameHistoryResponseSchema } from '@ecoscha/contracts';
import type { GameHistoryEntry } from '@ecoscha/contracts';
import { leaderboardFor, realPlayers, type GameState } from '@ecoscha/game';
import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameSessions } from '../../db/schema';

/** The most sessions a profile lists. */
const HISTORY_LIMIT = 50;

const iso = (ms: number) => new Date(ms).toISOString();

const tookClosingQuiz = (state: GameState, userId: string) =>
  (state.quizResults[userId] ?? []).some((r) => r.kind === 'closing');

/**
 * The caller's line of one session, or null when they did not play in it. Rank and player count
 * are among the students: the guide's practice seats do not count in a student's record.
 */
function historyEntry(state: GameState, userId: string, createdAt: Date): GameHistoryEntry | null {
  const player = state.players.find((p) => p.userId === userId);
  const students = realPlayers(leaderboardFor(state, userId));
  const index = students.findIndex((entry) => entry.userId === userId);
  const ranked = students[index];
  if (!player || !ranked) return null;
  const finished = state.phase === 'game_completely_ended';
  return {
    sessionId: state.sessionId,
    roomCode: state.roomCode,
    date: finished && state.endedAt ? iso(state.endedAt) : createdAt.toISOString(),
    roleId: player.roleId,
    totalScore: ranked.totalScore,
    rank: index + 1,
    playerCount: realPlayers(state.players).length,
    status: finished ? 'finished' : 'in_progress',
    achievements: state.achievements
      .filter((a) => a.userId === userId)
      .map((a) => ({ type: a.type, points: a.points, awardedAt: iso(a.awardedAt) })),
    // The caller's own before and after; nobody else's answers ever leave here.
    openingQuizScore: ranked.regularQuizScore,
    closingQuizScore: tookClosingQuiz(state, userId) ? ranked.closingQuizScore : null,
  };
}

/** GET /api/auth/history: every session the caller played in (not the ones they guided). */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const seat = JSON.stringify([{ userId: request.userId }]);
      const rows = await app.db
        .select({ state: gameSessions.state, createdAt: gameSessions.createdAt })
        .from(gameSessions)
        .where(sql`${gameSessions.state} -> 'players' @> ${seat}::jsonb`)
        .orderBy(desc(gameSessions.createdAt))
        .limit(HISTORY_LIMIT);
      const history = rows.flatMap(({ state, createdAt }) => {
        const entry = historyEntry(state as GameState, request.userId, createdAt);
        return entry ? [entry] : [];
      });
      return { history };
    },
  );
};
