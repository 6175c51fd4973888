import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ZlibOptions } from 'node:zlib';
import { serverPackageRoot } from '../config';

/** The parts of `ws`'s permessage-deflate extension (one per socket) this module uses. */
type PerMessageDeflate = {
  _isServer: boolean;
  _options: { zlibDeflateOptions?: ZlibOptions };
  /** What the handshake agreed on (`server_no_context_takeover`, `server_max_window_bits`). */
  params: Record<string, unknown>;
  compress(data: Buffer | string, fin: boolean, callback: Callback): void;
};
type Callback = (error: Error | null, result?: Buffer) => void;

/** A message waiting for the thread: what to deflate, whom to tell, and ws's own way if lost. */
type Job = { data: Buffer | string; options: ZlibOptions; callback: Callback; here(): void };
type Reply = { id: number; results: Array<Uint8Array | string> };

const workerFile = () => join(serverPackageRoot(), 'src', 'plugins', 'deflate-worker.mjs');

/**
 * One thread deflates every push. The messages a push sends (a view to each seat of a room) are
 * queued and go over in one message once the push is done; the deflated ones come back the same
 * way. Should the thread stop, what it had not answered is deflated by `ws` itself, and the next
 * push starts a new thread.
 */
function createDeflateThread() {
  let worker: Worker | undefined;
  let queued: Job[] = [];
  const waiting = new Map<number, Job[]>();
  let lastId = 0;

  function start(): Worker {
    const thread = new Worker(workerFile());
    thread.unref(); // a server that closes does not wait for it
    thread.on('message', ({ id, results }: Reply) => {
      const jobs = waiting.get(id) ?? [];
      waiting.delete(id);
      jobs.forEach((job, i) => {
        const result = results[i];
        if (typeof result === 'string' || result === undefined)
          job.callback(new Error(result ?? 'not deflated'));
        else job.callback(null, Buffer.from(result.buffer, result.byteOffset, result.byteLength));
      });
    });
    const lost = () => {
      if (worker !== thread) return;
      worker = undefined;
      const jobs = [...waiting.values()].flat();
      waiting.clear();
      jobs.forEach((job) => job.here());
    };
    thread.on('error', lost);
    thread.on('exit', lost);
    return thread;
  }

  function send() {
    const jobs = queued;
    queued = [];
    worker ??= start();
    lastId += 1;
    waiting.set(lastId, jobs);
    const items = jobs.map(({ data, options }) => ({ data, options }));
    worker.postMessage({ id: lastId, items });
  }

  return {
    deflate(job: Job) {
      if (queued.length === 0) queueMicrotask(send);
      queued.push(job);
    },
    /** Stops the thread (tests); what it had not answered is deflated by `ws`. */
    async stop() {
      await worker?.terminate();
    },
  };
}

let thread: ReturnType<typeof createDeflateThread> | undefined;

/**
 * Makes the server's pushes deflate on a thread of their own instead of the event loop. A pushed
 * view is a few kilobytes; `ws` deflates each through a zlib stream of its own, and deflating in
 * one call on the event loop (session 7) still cost it a sixth of its time at 2,000 phones, most
 * of it in making a zlib stream per message (issue 12, docs/decisions.md). It applies only where
 * `ws` itself would start each message afresh: a whole message (not a fragment) sent by a server
 * whose handshake agreed on no context takeover, as ours always does (realtime.ts). The bytes sent
 * are the same kind either way: any permessage-deflate client inflates them.
 */
export function deflatePushesOnAThread(): void {
  if (thread) return;
  const deflater = createDeflateThread();
  thread = deflater;
  const require = createRequire(import.meta.url);
  // Not among the package's exports: the file itself, the one `ws` loads (one module, one class).
  const file = join(dirname(require.resolve('ws')), 'lib', 'permessage-deflate.js');
  const prototype = (require(file) as { prototype: PerMessageDeflate }).prototype;
  const streamed = prototype.compress;
  prototype.compress = function compress(this: PerMessageDeflate, data, fin, callback) {
    const here = () => streamed.call(this, data, fin, callback);
    if (!this._isServer || !fin || this.params.server_no_context_takeover !== true) return here();
    const windowBits = this.params.server_max_window_bits;
    const options = {
      ...this._options.zlibDeflateOptions,
      ...(typeof windowBits === 'number' ? { windowBits } : {}),
    };
    deflater.deflate({ data, options, callback, here });
  };
}

/** Stops the deflating thread (a test of what happens then); the next push starts another. */
export const stopDeflateThread = () => thread?.stop() ?? Promise.resolve();
