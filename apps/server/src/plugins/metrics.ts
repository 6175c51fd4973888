import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Counters for the benchmark (`EXPOSE_METRICS=true` only): HTTP requests served, connected
 * sockets and memory, at GET /api/metrics. Engine.IO's own polling requests are counted too.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  let httpRequests = 0;
  app.server.on('request', () => {
    httpRequests += 1;
  });
  app.get('/api/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async () => {
    const memory = process.memoryUsage();
    return {
      httpRequests,
      sockets: app.io.engine.clientsCount,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
    };
  });
});
