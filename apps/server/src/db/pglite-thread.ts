import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { serverPackageRoot } from '../config';
import type { BatchClient } from './batch-client';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Results = { rows: unknown[]; fields: unknown[]; affectedRows?: number };

/** The part of PGlite's client that drizzle's driver and our start-up use. */
export type PgliteClient = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(work: (tx: PgliteClient) => Promise<T>): Promise<T>;
  /** The whole database as one uncompressed tar (PGlite's `dumpDataDir`), between transactions. */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
} & BatchClient;

type Reply = {
  id: number;
  result?: unknown;
  error?: { message: string } & Record<string, unknown>;
};

const workerFile = () => join(serverPackageRoot(), 'src', 'db', 'pglite-worker.mjs');

/** An error from the database thread, with PostgreSQL's fields (`code` 23505, ...) as PGlite's. */
function databaseError(plain: { message: string } & Record<string, unknown>): Error {
  return Object.assign(new Error(plain.message), plain);
}

/**
 * PGlite on a worker thread, behind the client drizzle's PGlite driver uses. Its queries are
 * messages; one connection, so a transaction holds it until it commits or rolls back.
 */
export async function openPgliteThread(options: {
  dataDir: string | undefined;
  startParams: string[];
}): Promise<PgliteClient> {
  const worker = new Worker(workerFile(), { workerData: options });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (ready: { ready: boolean; error?: { message: string } }) =>
      ready.ready ? resolve() : reject(databaseError(ready.error ?? { message: 'no database' })),
    );
    worker.once('error', reject);
  });
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) waiting?.reject(databaseError(reply.error));
    else waiting?.resolve(reply.result);
  });
  // A thread that stopped (an error, or the database closed) answers nothing more: what waits
  // and whatever comes later is refused at once instead of waiting for ever.
  let stopped: Error | undefined;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));

  const send = <T>(message: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      nextId += 1;
      pending.set(nextId, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id: nextId, ...message });
    });

  /**
   * The thread runs what it is sent in the order it arrives, one at a time (PGlite's own lock), so
   * a query or a batch is sent at once, without waiting for the answers before it: the thread
   * goes from one to the next without a trip through this busy event loop in between. A
   * transaction of several messages is the exception: what is asked after it starts waits until
   * it ends, so nothing runs inside it by mistake. `transactions` ends when the last one queued
   * has ended.
   */
  let transactions: Promise<unknown> | undefined;
  const afterTransactions = <T>(work: () => Promise<T>): Promise<T> =>
    transactions ? transactions.then(work) : work();
  const asTransaction = <T>(work: () => Promise<T>): Promise<T> => {
    const done = (transactions ?? Promise.resolve()).then(work);
    const ended = done.then(
      () => undefined,
      () => undefined,
    );
    transactions = ended;
    void ended.then(() => {
      if (transactions === ended) transactions = undefined;
    });
    return done;
  };

  const direct: PgliteClient = {
    query: (sql, params = [], queryOptions = {}) =>
      send<Results>({
        kind: 'query',
        sql,
        params,
        rowMode: queryOptions.rowMode ?? 'object',
        textTypes: Object.keys(queryOptions.parsers ?? {}).map(Number),
      }),
    exec: (sql) => send<Results[]>({ kind: 'exec', sql }),
    transaction: (work) => work(direct), // already inside one: drizzle nests with savepoints
    batch: () => Promise.reject(new Error('a batch cannot run inside a transaction')),
    dump: () => Promise.reject(new Error('a dump cannot run inside a transaction')),
    close: async () => undefined,
  };

  return {
    query: (sql, params, queryOptions) =>
      afterTransactions(() => direct.query(sql, params, queryOptions)),
    exec: (sql) => afterTransactions(() => direct.exec(sql)),
    transaction: (work) =>
      asTransaction(async () => {
        await direct.query('begin');
        try {
          const result = await work(direct);
          await direct.query('commit');
          return result;
        } catch (error) {
          await direct.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    batch: (statements) => afterTransactions(() => send<boolean>({ kind: 'batch', statements })),
    dump: () => afterTransactions(() => send<Uint8Array>({ kind: 'dump' })),
    async close() {
      await afterTransactions(() => send({ kind: 'close' }));
      await worker.terminate();
    },
  };
}
