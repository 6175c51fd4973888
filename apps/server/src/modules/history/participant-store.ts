import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Statement } from '../../db/atomic-writes';
import type { Database } from '../../db/client';
import { gameSessions, sessionParticipants } from '../../db/schema';
import type { ParticipantRow } from './participant-rows';

/** The statements that write what a move changed in a session's participant rows. */
export function participantStatements(
  db: Database,
  sessionId: string,
  changes: { write: ParticipantRow[]; remove: string[] },
): Statement[] {
  const t = sessionParticipants;
  const statements: Statement[] = [];
  if (changes.write.length > 0) {
    statements.push({
      query: db
        .insert(t)
        .values(changes.write)
        .onConflictDoUpdate({
          target: [t.sessionId, t.userId],
          set: {
            isGuide: sql`excluded.is_guide`,
            roleId: sql`excluded.role_id`,
            tookQuiz: sql`excluded.took_quiz`,
            finishedAt: sql`excluded.finished_at`,
            totalScore: sql`excluded.total_score`,
            rank: sql`excluded.rank`,
            playerCount: sql`excluded.player_count`,
            openingQuizScore: sql`excluded.opening_quiz_score`,
            closingQuizScore: sql`excluded.closing_quiz_score`,
            achievements: sql`excluded.achievements`,
          },
        }),
    });
  }
  if (changes.remove.length > 0) {
    statements.push({
      query: db.delete(t).where(and(eq(t.sessionId, sessionId), inArray(t.userId, changes.remove))),
    });
  }
  return statements;
}

export type StudentSessionRow = Omit<ParticipantRow, 'achievements'> & {
  achievements: unknown;
  roomCode: string;
  createdAt: Date;
};

/** The questions asked across sessions, answered from the participant rows. */
export function createParticipantStore(db: Database) {
  const t = sessionParticipants;
  return {
    /** How many sessions other than `exceptId` the player handed in a quiz topic in. */
    async countQuizSessions(userId: string, exceptId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.tookQuiz, true), ne(t.sessionId, exceptId)));
      return row?.count ?? 0;
    },

    /** The sessions a student played in (not the ones they guided), newest first. */
    async studentSessions(userId: string, limit: number): Promise<StudentSessionRow[]> {
      return db
        .select({
          sessionId: t.sessionId,
          userId: t.userId,
          isGuide: t.isGuide,
          roleId: t.roleId,
          tookQuiz: t.tookQuiz,
          finishedAt: t.finishedAt,
          totalScore: t.totalScore,
          rank: t.rank,
          playerCount: t.playerCount,
          openingQuizScore: t.openingQuizScore,
          closingQuizScore: t.closingQuizScore,
          achievements: t.achievements,
          roomCode: gameSessions.roomCode,
          createdAt: gameSessions.createdAt,
        })
        .from(t)
        .innerJoin(gameSessions, eq(gameSessions.id, t.sessionId))
        .where(and(eq(t.userId, userId), eq(t.isGuide, false)))
        .orderBy(desc(gameSessions.createdAt))
        .limit(limit);
    },
  };
}

export type ParticipantStore = ReturnType<typeof createParticipantStore>;
