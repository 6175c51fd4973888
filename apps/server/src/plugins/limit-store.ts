import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLimitStore, type LimitStore } from '../lib/limit-store';
import type { RedisOutageLog } from '../lib/redis-outage-log';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where rate limits, socket budgets and login delays count (shared with Redis). */
    limitStore: LimitStore;
  }
}

/**
 * The counters of every limit: in Redis when `redisUrl` is set, so that several instances count
 * together; in this process otherwise, and while Redis cannot be reached.
 */
export const limitStorePlugin = fp(
  async (
    app: FastifyInstance,
    options: { redisUrl?: string; keyPrefix: string; outages: RedisOutageLog },
  ) => {
    const store = await createLimitStore({ ...options, log: app.log });
    app.decorate('limitStore', store);
    app.addHook('onClose', () => store.close());
  },
);
