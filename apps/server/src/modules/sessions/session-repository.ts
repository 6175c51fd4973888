import { unchangedPartsJson, type GameState } from '@ecoscha/game';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appliedActions, gameSessions } from '../../db/schema';
import { createParticipantStore } from '../history/participant-store';
import { insertValues, writeAtomically, writtenOut } from '../../db/atomic-writes';
import {
  otherRowStatements,
  planSave,
  readSessions,
  runInOrder,
  type SavePlan,
  type StoredSession,
} from './session-storage';

export type { StoredSession } from './session-storage';
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

/** The answer saved with the move of `actionId` in the session; undefined if none was made. */
async function appliedAction(db: Database, sessionId: string, actionId: string) {
  const [row] = await db
    .select({ response: appliedActions.response })
    .from(appliedActions)
    .where(and(eq(appliedActions.sessionId, sessionId), eq(appliedActions.actionId, actionId)))
    .limit(1);
  return row?.response as unknown;
}

/** The SQL of `versionedUpdate`, with the document and without it. */
const UPDATE_WITH_DOCUMENT =
  'update "game_sessions" set "is_open" = $1, "state" = $2, "version" = $3, "deadline" = $4, "updated_at" = $5 where ("game_sessions"."id" = $6 and "game_sessions"."version" = $7) returning "id"';
const UPDATE_VERSION =
  'update "game_sessions" set "is_open" = $1, "version" = $2, "deadline" = $3, "updated_at" = $4 where ("game_sessions"."id" = $5 and "game_sessions"."version" = $6) returning "id"';

/**
 * A save's compare-and-set: `to` over the row still at `from`'s version (with its document when
 * it changed), written out (`writtenOut`): it runs at every move of every class.
 */
export function versionedUpdate(
  q: Database,
  from: StoredSession,
  to: StoredSession,
  document: SavePlan['document'],
) {
  const values = {
    ...(document ? { state: document } : {}),
    version: to.version,
    deadline: deadlineOf(to.state),
    isOpen: isOpen(to.state),
    updatedAt: new Date(),
  };
  const params = [
    values.isOpen,
    ...(document ? [unchangedPartsJson(document)] : []),
    values.version,
    values.deadline?.toISOString() ?? null,
    values.updatedAt.toISOString(),
    to.state.sessionId,
    from.version,
  ];
  return writtenOut(document ? UPDATE_WITH_DOCUMENT : UPDATE_VERSION, params, () =>
    q
      .update(gameSessions)
      .set(values)
      .where(and(eq(gameSessions.id, to.state.sessionId), eq(gameSessions.version, from.version)))
      .returning({ id: gameSessions.id }),
  );
}

/** The action ids (and answers) a save's moves made, written out (`writtenOut`): most moves have one. */
export function appliedActionsInsert(q: Database, sessionId: string, actions: AppliedAction[]) {
  const values = insertValues(
    actions.map((a) => [sessionId, a.actionId, a.actorId, JSON.stringify(a.response)]),
    ', default',
  );
  return writtenOut(
    `insert into "applied_actions" ("session_id", "action_id", "actor_id", "response", "created_at") values ${values.sql}`,
    values.params,
    () => q.insert(appliedActions).values(actions.map((action) => ({ sessionId, ...action }))),
  );
}

/**
 * A session is stored as a document (`game_sessions.state`, without the quiz results), its quiz
 * result rows and its participant rows (session-storage.ts). Each save writes what the move
 * changed: a quiz answer adds a row and leaves the document as it is.
 */
export function createSessionRepository(db: Database) {
  const participantStore = createParticipantStore(db);
  const first = async (where: Parameters<typeof readSessions>[1]) =>
    [...(await readSessions(db, where)).values()][0];
  return {
    /**
     * Inserts a new session (and its guide's participant row), opened for `classId` if given,
     * with the action id and answer of the call that opened it; false when its room code is taken.
     */
    async insert(state: GameState, classId?: string, action?: AppliedAction): Promise<boolean> {
      const plan = planSave(undefined, state);
      try {
        await db.transaction(async (tx) => {
          await tx.insert(gameSessions).values({
            id: state.sessionId,
            roomCode: state.roomCode,
            moderatorId: state.moderatorId,
            state: plan.document,
            deadline: deadlineOf(state),
            classId: classId ?? null,
          });
          if (action)
            await tx.insert(appliedActions).values({ sessionId: state.sessionId, ...action });
          await runInOrder(otherRowStatements(tx as unknown as Database, state.sessionId, plan));
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    load: (id: string): Promise<StoredSession | undefined> => first(eq(gameSessions.id, id)),

    findOpenByRoomCode: (roomCode: string): Promise<StoredSession | undefined> =>
      first(and(eq(gameSessions.roomCode, roomCode), eq(gameSessions.isOpen, true))),

    /**
     * Compare-and-set for a process that owns the database (no other instance writes): saves
     * `to` only if the row is still at `from`'s version; false on conflict. The moves between
     * them may be several: their action ids and the rows they changed go in with it.
     */
    async saveIfVersion(
      from: StoredSession,
      to: StoredSession,
      actions: AppliedAction[],
    ): Promise<boolean> {
      const plan = planSave(from.state, to.state);
      return writeAtomically(db, (q) => [
        { query: versionedUpdate(q, from, to, plan.document), requireRows: true },
        ...(actions.length > 0
          ? [{ query: appliedActionsInsert(q, to.state.sessionId, actions) }]
          : []),
        ...otherRowStatements(q, to.state.sessionId, plan),
      ]);
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
      /** Asked once the row is locked: a move of this action id already saved is not made again. */
      actionId?: string,
    ): Promise<
      { saved: boolean; version: number; result?: T; earlier?: { response: unknown } } | undefined
    > {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const stored = (await readSessions(tx, eq(gameSessions.id, id), { lock: true })).get(id);
        if (!stored) return undefined;
        const earlier = actionId === undefined ? undefined : await appliedAction(tx, id, actionId);
        if (earlier !== undefined) {
          return { saved: false, version: stored.version, earlier: { response: earlier } };
        }
        const next = change(stored);
        if (!next) return { saved: false, version: stored.version };
        const version = stored.version + 1;
        const plan = planSave(stored.state, next.state);
        await tx
          .update(gameSessions)
          .set({
            ...(plan.document ? { state: plan.document } : {}),
            version,
            deadline: deadlineOf(next.state),
            isOpen: isOpen(next.state),
            updatedAt: new Date(),
          })
          .where(eq(gameSessions.id, id));
        if (next.action) {
          await tx.insert(appliedActions).values({ sessionId: id, ...next.action });
        }
        await runInOrder(otherRowStatements(tx, id, plan));
        return { saved: true, version, result: next.result };
      });
    },

    /** The saved answer of the action id's move in the session, if it was made. */
    findAppliedAction: (sessionId: string, actionId: string): Promise<unknown> =>
      appliedAction(db, sessionId, actionId),

    /** How many sessions other than `exceptId` the player handed in a quiz topic in. */
    countQuizSessions: (userId: string, exceptId: string) =>
      participantStore.countQuizSessions(userId, exceptId),

    /** The saved version of each of these sessions (one small read, without their states). */
    async versionsOf(sessionIds: string[]): Promise<Map<string, number>> {
      if (sessionIds.length === 0) return new Map();
      const rows = await db
        .select({ id: gameSessions.id, version: gameSessions.version })
        .from(gameSessions)
        .where(inArray(gameSessions.id, sessionIds));
      return new Map(rows.map((row) => [row.id, row.version]));
    },

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
