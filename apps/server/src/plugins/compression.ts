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
    encodings: ['br', 'gzip'],
    // Quality 4 compresses about as well as gzip -9 at a fraction of the time of the maximum.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
