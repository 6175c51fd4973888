import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { writeAtomically } from './atomic-writes';
import type { Database } from './client';
import { isUniqueViolation } from '../modules/sessions/session-repository';

const probeTable = pgTable('atomic_probe', {
  id: text('id').primaryKey(),
  n: integer('n').notNull(),
});

// On PGlite's thread (npm test) the statements go in one message; on PostgreSQL (npm run
// test:pg) they are an ordinary transaction. Both must keep all or nothing.
let db: Database;
const t = useTestApp();
beforeAll(async () => {
  db = t.database.db;
  await db.execute(sql`create table atomic_probe (id text primary key, n int not null)`);
});

const probe = () => db.select().from(probeTable).orderBy(probeTable.id);
const insert = (q: Database, id: string, n: number) => ({
  query: q.insert(probeTable).values({ id, n }),
});

it('writes every statement, or none when one that must find a row finds none', async () => {
  const batch = (q: Database, bumped: string) => [
    insert(q, 'a', 1),
    {
      query: q
        .update(probeTable)
        .set({ n: sql`${probeTable.n} + 10` })
        .where(eq(probeTable.id, bumped))
        .returning({ id: probeTable.id }),
      requireRows: true,
    },
    insert(q, 'b', 2),
  ];
  expect(await writeAtomically(db, (q) => batch(q, 'nobody'))).toBe(false);
  expect(await probe()).toEqual([]);

  expect(await writeAtomically(db, (q) => batch(q, 'a'))).toBe(true);
  expect(await probe()).toEqual([
    { id: 'a', n: 11 },
    { id: 'b', n: 2 },
  ]);
});

it('keeps nothing of a batch whose statement fails, and says why', async () => {
  const failed = await writeAtomically(db, (q) => [insert(q, 'c', 3), insert(q, 'a', 4)]).catch(
    (error: unknown) => error,
  );
  expect(isUniqueViolation(failed)).toBe(true);
  expect((await probe()).map((row) => row.id)).toEqual(['a', 'b']);
  // The connection is free again afterwards.
  expect(await writeAtomically(db, (q) => [insert(q, 'c', 3)])).toBe(true);
});
