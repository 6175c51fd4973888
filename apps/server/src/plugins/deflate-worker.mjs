// Deflates the server's pushes on a thread of its own (see push-deflate.ts). Plain JavaScript,
// so the server's build, `tsx` and the tests all start it as it is.
import { parentPort } from 'node:worker_threads';
import { constants, deflateRawSync } from 'node:zlib';

/** A deflated message ends with an empty block, 00 00 ff ff, that the protocol leaves out. */
const EMPTY_BLOCK_BYTES = 4;

/** Each message deflated into an array of its own (sent back without a copy), or the error. */
function deflate({ data, options }) {
  try {
    const deflated = deflateRawSync(data, { ...options, finishFlush: constants.Z_SYNC_FLUSH });
    return new Uint8Array(deflated.subarray(0, deflated.length - EMPTY_BLOCK_BYTES));
  } catch (error) {
    return String(error?.message ?? error);
  }
}

parentPort.on('message', ({ id, items }) => {
  const results = items.map(deflate);
  const buffers = results.filter((result) => typeof result !== 'string').map((r) => r.buffer);
  parentPort.postMessage({ id, results }, buffers);
});
