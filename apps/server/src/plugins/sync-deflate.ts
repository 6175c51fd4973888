import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { constants, deflateRawSync, type ZlibOptions } from 'node:zlib';

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

let installed = false;

/**
 * Makes the server's pushes deflate on the event loop, in one call, instead of through a zlib
 * stream on libuv's threads. A pushed view is a few kilobytes and level 1 deflates it in about
 * 30 µs; the stream's way costs the event loop more than that in handing each message over and
 * back (a chunk queued, a flush, a callback, buffers concatenated), and made the largest part of
 * the server's time at 2,000 phones (issue 12, docs/decisions.md). It applies only where `ws`
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
      deflated = deflateRawSync(data, {
        ...this._options.zlibDeflateOptions,
        ...(typeof windowBits === 'number' ? { windowBits } : {}),
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      return callback(error as Error);
    }
    callback(null, deflated.subarray(0, deflated.length - EMPTY_BLOCK_BYTES));
  };
}
