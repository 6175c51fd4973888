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

/** A statement that must return a row returned none: its batch keeps nothing. */
class Undone extends Error {}

/** Runs a batch's statements inside a transaction; throws `Undone` when a required row is missing. */
async function runStatements(tx, statements) {
  for (const { sql, params, requireRows } of statements) {
    const result = await tx.query(sql, params);
    if (requireRows && result.rows.length === 0) throw new Undone();
  }
}

/**
 * Statements run as one transaction (atomic-writes.ts): true, or false when a statement that must
 * return a row returned none, and then nothing is kept.
 */
function runBatch(statements) {
  return database
    .transaction((tx) => runStatements(tx, statements).then(() => true))
    .catch((error) => {
      if (error instanceof Undone) return false;
      throw error;
    });
}

/**
 * Batches waiting together (a class's moves, many classes' phase changes in the same second) are
 * committed as one transaction: a commit is about a third of a small save's time here. When
 * anything in the group fails, nothing of it is kept and each batch runs again alone, so every
 * batch gets the answer it would have had alone.
 */
async function runGroup(batches) {
  const together = await database
    .transaction(async (tx) => {
      for (const batch of batches) await runStatements(tx, batch.statements);
    })
    .then(
      () => true,
      () => false,
    );
  for (const batch of batches) {
    await answer(batch, () => (together ? Promise.resolve(true) : runBatch(batch.statements)));
  }
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
/** Sends the answer of `message`'s work back; a dump's bytes are handed over, not copied. */
function answer(message, work) {
  return work().then(
    (result) =>
      parentPort.postMessage(
        { id: message.id, result },
        result instanceof Uint8Array ? [result.buffer] : [],
      ),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
}

/** The most batches committed together: a failed group's batches each run again alone. */
const MAX_GROUP = 64;

/** Lets the messages that came while PGlite ran (its work holds the thread) be received. */
const receiveWaiting = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Messages run one at a time in the order they came. While one runs, the next wait here; the
 * batches at the head of the line then run as one group.
 */
const waiting = [];
let draining = false;
async function drain() {
  draining = true;
  while (waiting.length > 0) {
    await receiveWaiting();
    let count = 0;
    while (count < MAX_GROUP && waiting[count]?.kind === 'batch') count += 1;
    if (count > 1) await runGroup(waiting.splice(0, count));
    else {
      const message = waiting.shift();
      await answer(message, () => run(message));
    }
  }
  draining = false;
}
parentPort.on('message', (message) => {
  waiting.push(message);
  if (!draining) void drain();
});
