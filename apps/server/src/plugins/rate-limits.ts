import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { bearerToken } from './auth';
import { sharedRateLimitStore } from './shared-rate-limit-store';

export type ApiRateLimits = { perAccount: number; perAddress: number };

/** Only API calls count: pages, scripts, styles, pictures and sound are never limited. */
const isApiCall = (request: FastifyRequest) => request.url.startsWith('/api/');

/**
 * Limits API calls per minute: per signed-in account where the request carries a valid token,
 * per address only for anonymous calls. A whole class shares one school address, so an address
 * budget has to carry fifty students, while an account budget carries one phone. With Redis every
 * instance counts into the same windows (`shared-rate-limit-store.ts`); alone, the plugin's own.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, limits: ApiRateLimits) => {
  /** The account a valid token names; forged or expired tokens count against the address. */
  function accountOf(request: FastifyRequest): string | undefined {
    const token = bearerToken(request.headers.authorization);
    if (!token) return undefined;
    try {
      return app.tokens.verify(token);
    } catch {
      return undefined;
    }
  }

  await app.register(rateLimit, {
    global: true,
    timeWindow: '1 minute',
    allowList: (request) => !isApiCall(request),
    keyGenerator: (request) => {
      const account = accountOf(request);
      return account ? `account:${account}` : `address:${request.ip}`;
    },
    max: (_request, key) => (key.startsWith('account:') ? limits.perAccount : limits.perAddress),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    // Under the limit an answer does not count down (no client reads it, and it cost three headers
    // on every call); a refused one still says when to try again (`retry-after`).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(app.limitStore.usesRedis ? { store: sharedRateLimitStore(app.limitStore) } : {}),
  });
});
