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
 * Scripts, styles and pictures need only two of the security headers; the rest (the content
 * policy above all) govern documents. Leaving them off saves about 0.8 KiB on each of the hundred
 * files a phone loads on its first visit.
 */
const FILE_SECURITY_HEADERS = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};
const isPlainFile = (url: string) => /^\/(assets|content\/images|content\/audio)\//.test(url);

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
  app.get('/runtime-config.js', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(runtimeConfig),
  );

  // Helmet reads a route's own header set from its config (its `helmet` route option ends there).
  app.addHook('onRoute', (route) => {
    if (!isPlainFile(route.url)) return;
    route.config = { ...route.config, helmet: FILE_SECURITY_HEADERS } as typeof route.config;
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
    });
  }

  const hasWeb = existsSync(join(options.webDistDir, 'index.html'));
  if (hasWeb) {
    const hashedAssets = join(options.webDistDir, 'assets');
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
      // Hashed files never change; anything else (index.html, the service worker, the manifest)
      // is checked with the server on every use, so a new build reaches the phones at once.
      setHeaders: (response, path) => {
        response.header(
          'cache-control',
          path.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
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
