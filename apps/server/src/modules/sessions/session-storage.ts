import type { GameState } from '@ecoscha/game';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { insertValues, writtenOut, type Statement } from '../../db/atomic-writes';
import type { Database } from '../../db/client';
import { gameSessions, sessionQuizResults } from '../../db/schema';
import { participantChanges } from '../history/participant-rows';
import { participantStatements } from '../history/participant-store';
import {
  documentChanged,
  documentOf,
  quizResultChanges,
  stateOf,
  type QuizResultRow,
} from './session-documents';

export type StoredSession = { state: GameState; version: number };

/**
 * The sessions `where` selects, each state whole again (its document and its quiz result rows).
 * With `lock`, their rows stay locked until the transaction `db` is ends.
 */
export async function readSessions(
  db: Database,
  where: SQL | undefined,
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<string, StoredSession>> {
  const select = db
    .select({ id: gameSessions.id, state: gameSessions.state, version: gameSessions.version })
    .from(gameSessions)
    .where(where);
  const rows = lock ? await select.for('update') : await select;
  if (rows.length === 0) return new Map();
  const results = await db
    .select({
      sessionId: sessionQuizResults.sessionId,
      userId: sessionQuizResults.userId,
      position: sessionQuizResults.position,
      result: sessionQuizResults.result,
    })
    .from(sessionQuizResults)
    .where(
      inArray(
        sessionQuizResults.sessionId,
        rows.map((row) => row.id),
      ),
    );
  const bySession = new Map<string, QuizResultRow[]>();
  for (const result of results as QuizResultRow[]) {
    bySession.set(result.sessionId, [...(bySession.get(result.sessionId) ?? []), result]);
  }
  return new Map(
    rows.map((row) => [
      row.id,
      {
        state: stateOf(row.state as GameState, bySession.get(row.id) ?? []),
        version: row.version,
      },
    ]),
  );
}

/** What saving `after` over `before` writes besides the version. */
export type SavePlan = {
  /** The new document, or undefined when only quiz results changed (the stored one stays). */
  document: Omit<GameState, 'quizResults'> | undefined;
  quiz: ReturnType<typeof quizResultChanges>;
  participants: ReturnType<typeof participantChanges>;
};

export function planSave(before: GameState | undefined, after: GameState): SavePlan {
  return {
    document: !before || documentChanged(before, after) ? documentOf(after) : undefined,
    quiz: quizResultChanges(before, after),
    participants: participantChanges(before, after),
  };
}

/** The quiz result rows a quiz answer adds, written out (`writtenOut`): every answer saves one. */
export function quizResultInsert(db: Database, rows: QuizResultRow[]) {
  const values = insertValues(
    rows.map((row) => [row.sessionId, row.userId, row.position, JSON.stringify(row.result)]),
  );
  return writtenOut(
    `insert into "session_quiz_results" ("session_id", "user_id", "position", "result") values ${values.sql}`,
    values.params,
    () => db.insert(sessionQuizResults).values(rows),
  );
}

/** The statements that write the quiz result and participant rows a save changes. */
export function otherRowStatements(db: Database, sessionId: string, plan: SavePlan): Statement[] {
  const { insert, replaceUsers } = plan.quiz;
  const t = sessionQuizResults;
  const statements: Statement[] = [];
  if (replaceUsers.length > 0) {
    statements.push({
      query: db.delete(t).where(and(eq(t.sessionId, sessionId), inArray(t.userId, replaceUsers))),
    });
  }
  if (insert.length > 0) statements.push({ query: quizResultInsert(db, insert) });
  return [...statements, ...participantStatements(db, sessionId, plan.participants)];
}

/** Runs statements one after the other (inside a transaction the caller holds). */
export async function runInOrder(statements: Statement[]): Promise<void> {
  for (const { query } of statements) await query;
}
