import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Compresses answers above a packet's size (API JSON, content pictures) with Brotli or gzip,
 * whichever the browser prefers. The web build is compressed once at build time and served as
 * it is (`web.ts`); an answer that already has an encoding is left alone.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Up to 64 KiB (a guide's view is about 16 KiB) in one call on the event loop: a stream on
    // libuv's threads costs more to set up than the compressing, and each of its steps waits its
    // turn in a busy event loop, which made the guide's own phase change the slowest part of it
    // at 2,000 phones (docs/performance.md). The default on two cores is 8 KiB.
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses about as well as gzip -9 at a fraction of the time of the maximum.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
