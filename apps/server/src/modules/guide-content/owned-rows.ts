import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

/** A table of guide-owned content: each row has a guide, a hidden flag and a last change. */
export type OwnedTable = PgTable & { hidden: PgColumn; updatedAt: PgColumn };

export type OwnedRowsOptions = {
  /** The column naming the guide a row belongs to. */
  owner: PgColumn;
  /** The column an address names one row by (an id, or a moment each guide has once). */
  key: PgColumn;
  /** True when the key is unique per guide only (a moment), so a row is found among the guide's. */
  keyPerGuide?: boolean;
  /** The order of a guide's list. */
  orderBy: (PgColumn | SQL)[];
  /** Rows a guide never owns, whatever their owner column says (seed materials). */
  ownedOnly?: SQL;
};

/** A guide's item id: unique among every item (seed ids carry no `own_` prefix). */
export const newOwnId = () => `own_${randomUUID().replaceAll('-', '')}`;

/**
 * The reads and writes every kind of guide-owned content makes in Drizzle: a guide's list (hidden
 * rows too, or only the shown ones), one row by its key, an edit and hide/restore. Writes are
 * scoped to the guide, whose ownership the routes have already checked.
 */
export function ownedRows<T extends OwnedTable>(
  db: Database,
  table: T,
  { owner, key, keyPerGuide = false, orderBy, ownedOnly }: OwnedRowsOptions,
) {
  type Row = T['$inferSelect'];
  const source = table as OwnedTable;
  const mine = (guideId: string) => and(eq(owner, guideId), ownedOnly);
  const theRow = (guideId: string, value: string) => and(mine(guideId), eq(key, value));
  const byGuide = (guideId: string, shownOnly: boolean) =>
    db
      .select()
      .from(source)
      .where(shownOnly ? and(mine(guideId), eq(source.hidden, false)) : mine(guideId))
      .orderBy(...orderBy) as Promise<Row[]>;

  /** Writes new values into the guide's row, stamping the change. */
  async function write(
    guideId: string,
    value: string,
    values: Partial<T['$inferInsert']>,
    now = new Date(),
    executor: Pick<Database, 'update'> = db,
  ): Promise<Row | undefined> {
    const [row] = await executor
      .update(source)
      .set({ ...values, updatedAt: now })
      .where(theRow(guideId, value))
      .returning();
    return row as Row | undefined;
  }

  return {
    /** A guide's items in their list's order, hidden ones too. */
    listByGuide: (guideId: string) => byGuide(guideId, false),

    /** The items a guide's rooms use (not hidden). */
    visibleByGuide: (guideId: string) => byGuide(guideId, true),

    /** The row a key names: anyone's, or only the guide's when the key is unique per guide. */
    async find(guideId: string, value: string): Promise<Row | undefined> {
      const where = keyPerGuide ? theRow(guideId, value) : eq(key, value);
      const [row] = await db.select().from(source).where(where).limit(1);
      return row as Row | undefined;
    },

    write,

    /** Hides or restores the guide's row (kept either way). */
    setHidden: (guideId: string, value: string, hidden: boolean, now = new Date()) =>
      write(guideId, value, { hidden } as Partial<T['$inferInsert']>, now),
  };
}
