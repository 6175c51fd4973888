import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { openPgliteThread } from './pglite-thread';

it('answers queries and transactions from its thread, and refuses at once once the thread stopped', async () => {
  const client = await openPgliteThread({
    dataDir: undefined,
    startParams: PGlite.defaultStartParams,
  });
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
  const client = await openPgliteThread({
    dataDir: undefined,
    startParams: PGlite.defaultStartParams,
  });
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
