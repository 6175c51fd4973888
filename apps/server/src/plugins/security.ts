import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers (rate limits are in `rate-limits.ts`). */
export const securityPlugin = fp(async (app: FastifyInstance, options: { apiBase: string }) => {
  const connectSources = ["'self'", 'ws:', 'wss:', ...(options.apiBase ? [options.apiBase] : [])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', 'https://img.youtube.com'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        connectSrc: connectSources,
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});
