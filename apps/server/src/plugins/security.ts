import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Security headers and a generous global rate limit; login and register set tighter ones. */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { globalLimit: number; apiBase: string }) => {
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
    await app.register(rateLimit, {
      global: true,
      max: options.globalLimit,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  },
);
