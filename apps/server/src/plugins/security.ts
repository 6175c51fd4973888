import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A Host header as browsers send it: a name or address and perhaps a port, nothing else. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The WebSocket equivalents of the page's own origin (ws: and wss:, same host and port). */
export function ownSocketOrigins(host: string | undefined): string {
  if (!host || !HOST.test(host)) return '';
  return `ws://${host} wss://${host}`;
}

/** A configured API or socket base's origin, and its WebSocket equivalent. */
export function configuredOrigins(base: string): string[] {
  if (!base) return [];
  try {
    const url = new URL(base);
    const socketScheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return [url.origin, `${socketScheme}//${url.host}`];
  } catch {
    return [];
  }
}

/**
 * Scripts, styles, pictures and icons need only two of the security headers; the rest (the content
 * policy above all) govern documents. Leaving them off saves about 0.8 KiB on each of the hundred
 * files a phone loads on its first visit.
 */
const FILE_HEADERS = {
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

/**
 * An API answer is data, never a page: a policy that allows it to load nothing and be framed
 * nowhere is all it needs (the browser takes HSTS and the rest from the pages).
 */
const API_HEADERS = {
  ...FILE_HEADERS,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
};

const isFile = (url: string) =>
  /^\/(assets|content\/images|content\/audio)\//.test(url) ||
  /^\/(runtime-config\.js|favicon\.svg|apple-touch-icon[\w-]*\.png|pwa-[\w-]+\.png|workbox-[\w-]+\.js)$/.test(
    url,
  );
const isApi = (url: string) => /^\/(api|health)(\/|$)/.test(url);

/**
 * Security headers (rate limits are in `rate-limits.ts`). Pages may connect only to their own
 * origin (and a configured API or socket base): `'self'` and the same host's ws:/wss:.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { apiBase: string; socketBase?: string }) => {
    const configured = [
      ...new Set([
        ...configuredOrigins(options.apiBase),
        ...configuredOrigins(options.socketBase ?? ''),
      ]),
    ];
    const sameHostSockets = (request: IncomingMessage) => ownSocketOrigins(request.headers.host);
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', 'https://img.youtube.com'],
          mediaSrc: ["'self'", 'data:', 'blob:'],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          connectSrc: ["'self'", sameHostSockets, ...configured],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // Helmet reads a route's own header set from its config (its `helmet` route option ends there).
    app.addHook('onRoute', (route) => {
      const helmet = isFile(route.url) ? FILE_HEADERS : isApi(route.url) ? API_HEADERS : undefined;
      if (helmet) route.config = { ...route.config, helmet } as typeof route.config;
    });
  },
);
