import type { BatchClient } from './batch-client';
import type { Database } from './client';

/** A statement built by drizzle: its SQL and parameters, or run on its own when awaited. */
export type Statement = {
  query: PromiseLike<unknown> & { toSQL(): { sql: string; params: unknown[] } };
  /** The statement must return a row (an update's `returning`), or everything is undone. */
  requireRows?: boolean;
};

/**
 * A statement whose SQL is written out, for the few that run at every move: drizzle builds the
 * same text again at each call, and at 4,000 phones that was about 7 % of the event loop's time
 * (docs/performance.md). The batch of PGlite's thread reads the text; awaited (PostgreSQL's
 * path), it runs as `drizzle`, the statement drizzle builds. A test of each holds the two the same.
 */
export function writtenOut(
  text: string,
  params: unknown[],
  drizzle: () => Statement['query'],
): Statement['query'] & { drizzle(): Statement['query'] } {
  return {
    toSQL: () => ({ sql: text, params }),
    then: (onDone, onFailed) => drizzle().then(onDone, onFailed),
    drizzle,
  };
}

/**
 * The `values` of a written-out insert and its parameters, from each row's parameters in column
 * order: `($1, $2), ($3, $4)` for two rows of two; `after` is written after each row's
 * parameters (`, default` for a column left to its default).
 */
export function insertValues(rows: unknown[][], after = ''): { sql: string; params: unknown[] } {
  let next = 0;
  const sql = rows
    .map((row) => `(${row.map(() => `$${(next += 1)}`).join(', ')}${after})`)
    .join(', ');
  return { sql, params: rows.flat() };
}

const isBatchClient = (client: unknown): client is BatchClient =>
  typeof (client as Partial<BatchClient> | undefined)?.batch === 'function';

class Undone extends Error {}

/**
 * Runs the statements `build` makes as one transaction: all or nothing. Returns false (and writes
 * nothing) when a `requireRows` statement returned no row. On PGlite's thread the whole list goes
 * in one message (pglite-thread.ts): its one connection is held for one trip instead of one per
 * statement while the event loop hands each result back and sends the next. Elsewhere it is an
 * ordinary transaction. A single statement needs no transaction.
 */
export async function writeAtomically(
  db: Database,
  build: (db: Database) => Statement[],
): Promise<boolean> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (isBatchClient(client)) {
    const statements = build(db).map(({ query, requireRows = false }) => ({
      ...query.toSQL(),
      requireRows,
    }));
    return client.batch(statements);
  }
  const statements = build(db);
  try {
    // One statement is a transaction of its own.
    if (statements.length === 1) await runChecked(statements);
    else await db.transaction((tx) => runChecked(build(tx as unknown as Database)));
    return true;
  } catch (error) {
    if (error instanceof Undone) return false;
    throw error;
  }
}

/** Runs the statements in order; throws `Undone` when a `requireRows` one returned none. */
async function runChecked(statements: Statement[]): Promise<void> {
  for (const { query, requireRows } of statements) {
    const rows = await query;
    if (requireRows && Array.isArray(rows) && rows.length === 0) throw new Undone();
  }
}
