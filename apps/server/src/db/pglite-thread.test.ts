import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { openPgliteThread } from './pglite-thread';

/** PGlite's thread over an in-memory database. */
const openInMemory = () =>
  openPgliteThread({ dataDir: undefined, startParams: PGlite.defaultStartParams });

it('answers queries and transactions from its thread, and refuses at once once the thread stopped', async () => {
  const client = await openInMemory();
  const { rows } = await client.query('select $1::int + 1 as sum', [41]);
  expect(rows).toEqual([{ sum: 42 }]);
  await expect(
    client.transaction(async (tx) => {
      await tx.query('create table t (n int)');
      throw new Error('undo');
    }),
  ).rejects.toThrow('undo');
  await expect(client.query('select * from t')).rejects.toMatchObject({ code: '42P01' });

  await client.close();
  await expect(client.query('select 1')).rejects.toThrow(/database thread stopped/);
});

it('sends queries without waiting for the answers before them, in order, and nothing into a transaction', async () => {
  const client = await openInMemory();
  await client.exec('create table t (n int)');
  // Asked at once: each sees what was asked before it.
  const asked = Array.from({ length: 50 }, (_, i) =>
    i % 2 === 0
      ? client.query('insert into t values ($1)', [i])
      : client.query('select count(*)::int as n from t'),
  );
  const counts = (await Promise.all(asked)).flatMap((result, i) =>
    i % 2 === 1 ? [(result.rows[0] as { n: number }).n] : [],
  );
  expect(counts).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));

  // A query asked while a transaction is open runs after it ends, never inside it.
  await client.exec('delete from t');
  let read: Promise<{ rows: unknown[] }> | undefined;
  await client.transaction(async (tx) => {
    await tx.query('insert into t values (1)');
    read = client.query('select count(*)::int as n from t');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await tx.query('insert into t values (2)');
  });
  expect((await read)?.rows).toEqual([{ n: 2 }]);
  await client.close();
});

it('commits batches asked together as one, and a failing batch among them costs the others nothing', async () => {
  const client = await openInMemory();
  await client.exec(
    'create table t (id int primary key, n int not null); insert into t values (0, 0)',
  );
  const insert = (id: number) => ({
    sql: 'insert into t values ($1, 1)',
    params: [id],
    requireRows: false,
  });
  const bump = (id: number) => ({
    sql: 'update t set n = n + 1 where id = $1 returning id',
    params: [id],
    requireRows: true,
  });
  // Asked at once: they wait together while the thread is busy with the first.
  const answers = await Promise.all(
    [
      client.batch([insert(1)]),
      client.batch([insert(2), bump(0)]),
      client.batch([insert(3), bump(99)]), // no row 99: keeps nothing, answers false
      client.batch([insert(4), insert(1)]), // 1 is taken: keeps nothing, fails with the reason
      client.batch([insert(5)]),
    ].map((answer) => answer.catch((error: { code?: string }) => error.code)),
  );
  expect(answers).toEqual([true, true, false, '23505', true]);
  const { rows } = await client.query('select id, n from t order by id');
  expect(rows).toEqual([
    { id: 0, n: 1 },
    { id: 1, n: 1 },
    { id: 2, n: 1 },
    { id: 5, n: 1 },
  ]);
  await client.close();
});

it('writes every kind of parameter a batch carries as PGlite itself would, and refuses a statement that does not parse', async () => {
  const client = await openInMemory();
  await client.exec(
    'create table k (id int primary key, flag boolean, name text, doc json, at timestamptz, n int)',
  );
  const insert = (id: number, params: unknown[]) => ({
    sql: 'insert into k values ($1, $2, $3, $4, $5, $6)',
    params: [id, ...params],
    requireRows: false,
  });
  const at = new Date('2026-11-29T08:00:00.000Z');
  const row = [true, 'Kang Raka – ngajaga leuweung 🌳', '{"a":[1,"é"]}', at, null];
  // Twice: the second time, the statement is the one prepared the first time.
  expect(await client.batch([insert(1, row)])).toBe(true);
  expect(await client.batch([insert(2, [false, '', '{}', at.toISOString(), 7])])).toBe(true);
  const { rows } = await client.query('select * from k order by id');
  expect(rows).toEqual([
    { id: 1, flag: true, name: row[1], doc: { a: [1, 'é'] }, at, n: null },
    { id: 2, flag: false, name: '', doc: {}, at, n: 7 },
  ]);
  await expect(
    client.batch([
      insert(3, row),
      { sql: 'insert into k valuez ($1)', params: [4], requireRows: false },
    ]),
  ).rejects.toMatchObject({ code: '42601' });
  // Nothing of the refused batch was kept, and the next batch runs.
  expect(await client.batch([insert(5, row)])).toBe(true);
  const ids = await client.query('select id from k order by id');
  expect(ids.rows).toEqual([{ id: 1 }, { id: 2 }, { id: 5 }]);
  await client.close();
});
