import type { GameState } from '@ecoscha/game';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appliedActions, gameSessions } from '../../db/schema';
import { participantChanges } from '../history/participant-rows';
import { createParticipantStore, writeParticipantChanges } from '../history/participant-store';

export type StoredSession = { state: GameState; version: number };
export type AppliedAction = { actionId: string; actorId: string; response: unknown };

const deadlineOf = (state: GameState) => (state.deadline ? new Date(state.deadline) : null);
const isOpen = (state: GameState) => state.phase !== 'game_completely_ended';

/** Postgres' unique violation, as node-postgres and PGlite report it (possibly wrapped). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

export function createSessionRepository(db: Database) {
  const participantStore = createParticipantStore(db);
  return {
    /** Inserts a new session (and its guide's participant row); false when its room code is taken. */
    async insert(state: GameState): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx.insert(gameSessions).values({
            id: state.sessionId,
            roomCode: state.roomCode,
            moderatorId: state.moderatorId,
            state,
            deadline: deadlineOf(state),
          });
          const changes = participantChanges(undefined, state);
          await writeParticipantChanges(tx as unknown as Database, state.sessionId, changes);
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async load(id: string): Promise<StoredSession | undefined> {
      const [row] = await db
        .select({ state: gameSessions.state, version: gameSessions.version })
        .from(gameSessions)
        .where(eq(gameSessions.id, id))
        .limit(1);
      return row && { state: row.state as GameState, version: row.version };
    },

    async findOpenByRoomCode(roomCode: string): Promise<StoredSession | undefined> {
      const [row] = await db
        .select({ state: gameSessions.state, version: gameSessions.version })
        .from(gameSessions)
        .where(and(eq(gameSessions.roomCode, roomCode), eq(gameSessions.isOpen, true)))
        .limit(1);
      return row && { state: row.state as GameState, version: row.version };
    },

    /**
     * Compare-and-set for a process that owns the database (no other instance writes): saves
     * only if the version is still `version` (whose state was `previous`). Returns the new
     * version, or null on conflict. The participant rows the move changed go in with it.
     */
    async saveIfVersion(
      state: GameState,
      version: number,
      previous: GameState,
      action?: AppliedAction,
    ): Promise<number | null> {
      const participants = participantChanges(previous, state);
      const write = async (tx: Database) => {
        const updated = await tx
          .update(gameSessions)
          .set({
            state,
            version: version + 1,
            deadline: deadlineOf(state),
            isOpen: isOpen(state),
            updatedAt: new Date(),
          })
          .where(and(eq(gameSessions.id, state.sessionId), eq(gameSessions.version, version)))
          .returning({ version: gameSessions.version });
        if (updated.length === 0) return null;
        if (action)
          await tx.insert(appliedActions).values({ sessionId: state.sessionId, ...action });
        await writeParticipantChanges(tx, state.sessionId, participants);
        return version + 1;
      };
      // One statement needs no transaction; with an action id or participant rows all go together.
      const alone = !action && participants.write.length === 0 && participants.remove.length === 0;
      return alone ? write(db) : db.transaction((tx) => write(tx as unknown as Database));
    },

    /**
     * Loads the session with its row locked, lets `change` compute the next state, and saves it
     * with the action id (if any) in the same transaction. Moves on one session are so serialised
     * across every instance; `change` returning null saves nothing.
     */
    async update<T>(
      id: string,
      change: (
        stored: StoredSession,
      ) => { state: GameState; action?: AppliedAction; result: T } | null,
    ): Promise<{ saved: boolean; version: number; result?: T } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ state: gameSessions.state, version: gameSessions.version })
          .from(gameSessions)
          .where(eq(gameSessions.id, id))
          .for('update');
        if (!row) return undefined;
        const next = change({ state: row.state as GameState, version: row.version });
        if (!next) return { saved: false, version: row.version };
        const version = row.version + 1;
        await tx
          .update(gameSessions)
          .set({
            state: next.state,
            version,
            deadline: deadlineOf(next.state),
            isOpen: isOpen(next.state),
            updatedAt: new Date(),
          })
          .where(eq(gameSessions.id, id));
        if (next.action) {
          await tx.insert(appliedActions).values({ sessionId: id, ...next.action });
        }
        const participants = participantChanges(row.state as GameState, next.state);
        await writeParticipantChanges(tx as unknown as Database, id, participants);
        return { saved: true, version, result: next.result };
      });
    },

    async findAppliedAction(sessionId: string, actionId: string): Promise<unknown | undefined> {
      const [row] = await db
        .select({ response: appliedActions.response })
        .from(appliedActions)
        .where(and(eq(appliedActions.sessionId, sessionId), eq(appliedActions.actionId, actionId)))
        .limit(1);
      return row?.response;
    },

    /** How many sessions other than `exceptId` the player handed in a quiz topic in. */
    countQuizSessions: (userId: string, exceptId: string) =>
      participantStore.countQuizSessions(userId, exceptId),

    /** Sessions waiting for a deadline, for the scheduler at start-up. */
    async withDeadlines(): Promise<Array<{ id: string; deadline: Date }>> {
      const rows = await db
        .select({ id: gameSessions.id, deadline: gameSessions.deadline })
        .from(gameSessions)
        .where(and(isNotNull(gameSessions.deadline), eq(gameSessions.isOpen, true)));
      return rows.flatMap((row) => (row.deadline ? [{ id: row.id, deadline: row.deadline }] : []));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
