import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { constants, createDeflateRaw, deflateRawSync, type ZlibOptions } from 'node:zlib';

/** The parts of `ws`'s permessage-deflate extension (one per socket) this module uses. */
type PerMessageDeflate = {
  _isServer: boolean;
  _options: { zlibDeflateOptions?: ZlibOptions };
  /** What the handshake agreed on (`server_no_context_takeover`, `server_max_window_bits`). */
  params: Record<string, unknown>;
  compress(
    data: Buffer | string,
    fin: boolean,
    callback: (error: Error | null, result?: Buffer) => void,
  ): void;
};

/** A deflated message ends with an empty block, 00 00 ff ff, that the protocol leaves out. */
const EMPTY_BLOCK_BYTES = 4;

/** The native side of a zlib stream, as Node's own `zlib` drives it (lib/zlib.js). */
type ZlibHandle = {
  writeSync(
    flush: number,
    input: Uint8Array,
    inputOffset: number,
    inputLength: number,
    output: Uint8Array,
    outputOffset: number,
    outputLength: number,
  ): void;
  reset(): void;
};

type Deflater = (data: Buffer | string) => Buffer;

/** Where the output goes before it is copied out: one, reused (a view deflates to a few KB). */
const scratch = Buffer.allocUnsafe(64 * 1024);

/**
 * Deflates whole messages one after the other with one zlib stream, reset after each: every
 * message stands alone, byte for byte what `deflateRawSync` makes of it (sync-deflate.test.ts),
 * without building and tearing down a stream (a JavaScript object, a native one, zlib's tables)
 * per message, which was more than half of each push's deflating. Node's `deflateRawSync` cannot
 * be used so: it closes its stream. The stream's native side is driven the way Node's own
 * synchronous calls drive it; where that is not there (another Node), `deflateRawSync` is used.
 */
function createDeflater(options: ZlibOptions): Deflater {
  const oneOff = (data: Buffer | string) =>
    deflateRawSync(data, { ...options, finishFlush: constants.Z_SYNC_FLUSH });
  const stream = createDeflateRaw(options) as unknown as {
    _handle?: ZlibHandle;
    _writeState?: Uint32Array;
    /** Set at once when zlib reports an error (the stream is then closed for good). */
    destroyed: boolean;
    on(event: 'error', listener: () => void): unknown;
  };
  const { _handle: handle, _writeState: state } = stream;
  if (typeof handle?.writeSync !== 'function' || !(state instanceof Uint32Array)) return oneOff;
  // Its error is also emitted a moment later: heard, so that it is not an uncaught one.
  stream.on('error', () => undefined);

  return (data) => {
    if (stream.destroyed) return oneOff(data);
    const input = typeof data === 'string' ? Buffer.from(data) : data;
    const parts: Buffer[] = [];
    try {
      let offset = 0;
      for (let left = input.length; ;) {
        handle.writeSync(constants.Z_SYNC_FLUSH, input, offset, left, scratch, 0, scratch.length);
        if (stream.destroyed) throw new Error('zlib could not deflate a message');
        const [outputLeft = 0, inputLeft = 0] = state;
        parts.push(Buffer.from(scratch.subarray(0, scratch.length - outputLeft)));
        offset += left - inputLeft;
        left = inputLeft;
        // Output space left over: all the input is in.
        if (outputLeft > 0) break;
      }
    } finally {
      // The next message starts afresh, whatever happened to this one.
      if (!stream.destroyed) handle.reset();
    }
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
  };
}

/** A deflater per server's options and window size agreed on (realtime.ts offers one size). */
const deflaters = new WeakMap<ZlibOptions, Map<number | undefined, Deflater>>();
function deflaterFor(options: ZlibOptions, windowBits: number | undefined): Deflater {
  let bySize = deflaters.get(options);
  if (!bySize) deflaters.set(options, (bySize = new Map()));
  let deflater = bySize.get(windowBits);
  if (!deflater) {
    deflater = createDeflater(windowBits === undefined ? options : { ...options, windowBits });
    bySize.set(windowBits, deflater);
  }
  return deflater;
}

const NO_OPTIONS: ZlibOptions = {};
let installed = false;

/**
 * Makes the server's pushes deflate on the event loop, in one call, instead of through a zlib
 * stream on libuv's threads. A pushed view is a few kilobytes and level 1 deflates it in about
 * 25 µs; the stream's way costs the event loop more than that in handing each message over and
 * back (a chunk queued, a flush, a callback, buffers concatenated), and made the largest part of
 * the server's time at 2,000 phones (docs/performance.md). It applies only where `ws`
 * itself would start each message afresh: a whole message (not a fragment) sent by a server whose
 * handshake agreed on no context takeover, as ours always does (realtime.ts). The bytes sent are
 * the same kind either way: any permessage-deflate client inflates them.
 */
export function deflatePushesInOneCall(): void {
  if (installed) return;
  installed = true;
  const require = createRequire(import.meta.url);
  // Not among the package's exports: the file itself, the one `ws` loads (one module, one class).
  const file = join(dirname(require.resolve('ws')), 'lib', 'permessage-deflate.js');
  const prototype = (require(file) as { prototype: PerMessageDeflate }).prototype;
  const streamed = prototype.compress;
  prototype.compress = function compress(this: PerMessageDeflate, data, fin, callback) {
    if (!this._isServer || !fin || this.params.server_no_context_takeover !== true) {
      return streamed.call(this, data, fin, callback);
    }
    const windowBits = this.params.server_max_window_bits;
    let deflated: Buffer;
    try {
      deflated = deflaterFor(
        this._options.zlibDeflateOptions ?? NO_OPTIONS,
        typeof windowBits === 'number' ? windowBits : undefined,
      )(data);
    } catch (error) {
      return callback(error as Error);
    }
    callback(null, deflated.subarray(0, deflated.length - EMPTY_BLOCK_BYTES));
  };
}

/** For tests: deflates one whole message as a push is deflated (with its empty block). */
export const deflateMessage = (data: Buffer | string, options: ZlibOptions): Buffer =>
  deflaterFor(options, undefined)(data);
