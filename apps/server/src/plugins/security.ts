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
  },
);
