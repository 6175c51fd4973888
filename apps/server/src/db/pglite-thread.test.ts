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
