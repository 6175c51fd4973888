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
 * PostgreSQL's frontend messages of the extended query protocol, written here for the batches:
 * PGlite's `query` makes six calls into PostgreSQL for each statement (parse, describe, bind,
 * describe, execute, sync) and measures each parameter's UTF-8 length in a JavaScript loop. A
 * batch's statements instead go in one call, each a prepared statement bound to its parameters:
 * a save took 0.37 ms of this thread, and takes 0.15 (docs/performance.md).
 */
const int16 = (n) => {
  const bytes = Buffer.allocUnsafe(2);
  bytes.writeInt16BE(n);
  return bytes;
};
const int32 = (n) => {
  const bytes = Buffer.allocUnsafe(4);
  bytes.writeInt32BE(n);
  return bytes;
};
const cstring = (text) => Buffer.from(`${text}\0`, 'utf8');
function frame(code, parts) {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([code]), int32(body.length + 4), body]);
}
const parseFrame = (name, sql) => frame(0x50, [cstring(name), cstring(sql), int16(0)]);
/** An unnamed portal, run to its end. */
const EXECUTE = frame(0x45, [cstring(''), int32(0)]);
const SYNC = frame(0x53, []);

/**
 * A parameter as PostgreSQL's text input, as PGlite would send it (null: SQL NULL). Drizzle hands
 * over its driver values: strings (a json column's already serialised), numbers, booleans.
 */
function paramText(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

function bindFrame(statement, params) {
  const parts = [cstring(''), cstring(statement), int16(0), int16(params.length)];
  for (const value of params) {
    const text = paramText(value);
    if (text === null) parts.push(int32(-1));
    else {
      const bytes = Buffer.from(text, 'utf8');
      parts.push(int32(bytes.length), bytes);
    }
  }
  parts.push(int16(0));
  return frame(0x42, parts);
}

/** Statements prepared in this database session, by their text (a move's few kinds of writes). */
const prepared = new Map();
const MAX_PREPARED = 256;

/**
 * The name `sql` is prepared under, prepared now if it is new; '' (parsed with the batch) when
 * too many are, or when it does not parse: the batch then fails on it as it would have.
 */
async function preparedName(sql) {
  const known = prepared.get(sql);
  if (known !== undefined) return known;
  if (prepared.size >= MAX_PREPARED) return '';
  const name = `batch_${prepared.size + 1}`;
  const { messages } = await database.execProtocol(Buffer.concat([parseFrame(name, sql), SYNC]), {
    throwOnError: false,
    syncToFs: false,
  });
  if (messages.some((message) => message.name === 'error')) return '';
  prepared.set(sql, name);
  return name;
}

/**
 * Runs the statements as one transaction in one call: `{ done: true }`, or, having kept nothing,
 * `{ done: false }` when a statement that must return a row returned none, or `{ error }`.
 */
async function runTogether(statements) {
  const all = [{ sql: 'BEGIN', params: [], requireRows: false }, ...statements];
  const frames = [];
  for (const { sql, params } of all) {
    const name = await preparedName(sql);
    if (name === '') frames.push(parseFrame('', sql));
    frames.push(bindFrame(name, params ?? []), EXECUTE);
  }
  frames.push(SYNC);
  const { messages } = await database
    .execProtocol(Buffer.concat(frames), { throwOnError: false, syncToFs: false })
    .catch(async (failure) => {
      // PGlite itself failed: no transaction may stay open for the work after this.
      await database.exec('ROLLBACK').catch(() => undefined);
      throw failure;
    });
  // Each statement's rows come before its `commandComplete`; after an error, nothing runs.
  const rows = all.map(() => 0);
  let at = 0;
  let error;
  for (const message of messages) {
    if (message.name === 'dataRow') rows[at] += 1;
    else if (message.name === 'commandComplete') at += 1;
    else if (message.name === 'error') error ??= message;
  }
  const undone = all.some(({ requireRows }, i) => requireRows && rows[i] === 0);
  if (error || undone) {
    await database.exec('ROLLBACK');
    return error ? { error } : { done: false };
  }
  await database.exec('COMMIT');
  return { done: true };
}

/**
 * Statements run as one transaction (atomic-writes.ts): true, or false when a statement that must
 * return a row returned none, and then nothing is kept.
 */
async function runBatch(statements) {
  const { done, error } = await runTogether(statements);
  if (error) throw error;
  return done;
}

/**
 * Batches waiting together (a class's moves, many classes' phase changes in the same second) are
 * committed as one transaction: a commit is about a third of a small save's time here. When
 * anything in the group fails, nothing of it is kept and each batch runs again alone, so every
 * batch gets the answer it would have had alone.
 */
async function runGroup(batches) {
  // Whatever failed (a statement, or PGlite itself), each batch then runs alone for its answer.
  const { done } = await runTogether(batches.flatMap((batch) => batch.statements)).catch(() => ({
    done: false,
  }));
  for (const batch of batches) {
    await answer(batch, () => (done ? Promise.resolve(true) : runBatch(batch.statements)));
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
