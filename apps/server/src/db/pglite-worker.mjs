// The embedded database on a thread of its own (see pglite-thread.ts): PostgreSQL's work (parsing
// and storing each saved session, compressing it, writing the log) runs here, not on the event
// loop that serves the classes. Plain JavaScript, so the server's build, `tsx` and the tests all
// start it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, startParams } = workerData;
const database = new PGlite({ dataDir, startParams });
const keepText = (value) => value;

/** What crosses back of an error: its message and PostgreSQL's fields (code 23505, ...). */
function plainError(error) {
  const fields = {};
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'severity', 'hint']) {
    if (error?.[key] !== undefined) fields[key] = error[key];
  }
  return { message: String(error?.message ?? error), ...fields };
}

/**
 * Statements run as one transaction (atomic-writes.ts): true, or false when a statement that must
 * return a row returned none, and then nothing is kept.
 */
function runBatch(statements) {
  return database.transaction(async (tx) => {
    for (const { sql, params, requireRows } of statements) {
      const result = await tx.query(sql, params);
      if (requireRows && result.rows.length === 0) {
        await tx.rollback();
        return false;
      }
    }
    return true;
  });
}

/**
 * The data folder as one tar (PGlite's consistent dump), taken between transactions: no
 * transaction is half in it. Its bytes are handed over, not copied.
 */
async function dump() {
  const tarball = await database._runExclusiveTransaction(() => database.dumpDataDir('none'));
  return new Uint8Array(await tarball.arrayBuffer());
}

async function run(message) {
  switch (message.kind) {
    case 'query':
      return database.query(message.sql, message.params, {
        rowMode: message.rowMode,
        // The caller's parsers (drizzle's) only keep some types as text; their ids come over.
        parsers: Object.fromEntries(message.textTypes.map((oid) => [oid, keepText])),
      });
    case 'exec':
      return database.exec(message.sql);
    case 'batch':
      return runBatch(message.statements);
    case 'dump':
      return dump();
    case 'close':
      return database.close();
    default:
      throw new Error(`unknown request ${message.kind}`);
  }
}

database.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
);
parentPort.on('message', (message) => {
  run(message).then(
    (result) =>
      parentPort.postMessage(
        { id: message.id, result },
        result instanceof Uint8Array ? [result.buffer] : [],
      ),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
