import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

type WebOptions = {
  webDistDir: string;
  contentDir: string;
  apiBase: string;
  socketBase: string;
  timeScale: number;
};

const isApiPath = (url: string) => /^\/(api|health|socket\.io|content)(\/|\?|$)/.test(url);

/**
 * Serves the built web app, its runtime configuration and the content pictures; any other GET
 * that wants a page gets index.html so the client router can handle deep links.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  const runtimeConfig = `window.__ECOSCHA_CONFIG__ = ${JSON.stringify({
    apiBase: options.apiBase,
    socketBase: options.socketBase,
    timeScale: options.timeScale,
  })};\n`;
  // Checked on every page load; unchanged, it costs a phone a short 304.
  const runtimeConfigTag = `"${createHash('sha256').update(runtimeConfig).digest('base64url').slice(0, 16)}"`;
  app.get('/runtime-config.js', { schema: { hide: true } }, (request, reply) => {
    reply.header('cache-control', 'no-cache').header('etag', runtimeConfigTag);
    if (request.headers['if-none-match'] === runtimeConfigTag) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(runtimeConfig);
  });

  // Pictures and sound only: the content JSON (quiz answers included) is never served as files.
  for (const folder of ['images', 'audio']) {
    const root = join(options.contentDir, folder);
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/content/${folder}/`,
      decorateReply: false,
      maxAge: '1d',
      // A picture is checked again by its ETag and never fetched in parts; sound may be sought in.
      lastModified: false,
      acceptRanges: folder === 'audio',
    });
  }

  const hasWeb = existsSync(join(options.webDistDir, 'index.html'));
  if (hasWeb) {
    const hashedAssets = join(options.webDistDir, 'assets');
    // Hashed files never change. The icons (the tab's, the home screen's) may be kept a day: a
    // page asks for its icon on every visit. Anything else (index.html, the service worker, the
    // manifest) is checked with the server on every use, so a new build reaches the phones at once.
    const cacheControlOf = (path: string) =>
      path.startsWith(hashedAssets)
        ? 'public, max-age=31536000, immutable'
        : /\.(svg|png)(\.br|\.gz)?$/.test(path)
          ? 'public, max-age=86400'
          : 'no-cache';
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build wrote Brotli and gzip copies beside each text file (scripts/precompress.mjs).
      preCompressed: true,
      // They are found beside their file when asked for; a route each (GET and HEAD for every file,
      // as `wildcard: false` makes) would only double the routes built at every start-up.
      globIgnore: ['**/*.br', '**/*.gz'],
      // A file is checked again by its ETag; nothing here is fetched in parts.
      lastModified: false,
      acceptRanges: false,
      setHeaders: (response, path) => {
        response.header('cache-control', cacheControlOf(path));
        // A hashed file is never checked again: its ETag would be bytes for nothing on each one.
        if (path.startsWith(hashedAssets)) response.removeHeader('etag');
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const wantsPage = ['GET', 'HEAD'].includes(request.method) && !isApiPath(request.url);
    if (hasWeb && wantsPage) return reply.sendFile('index.html', options.webDistDir);
    return sendError(reply, 'ROUTE_NOT_FOUND');
  }
  app.setNotFoundHandler((request, reply) => sendPage(request, reply));
});
