import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Counters for the benchmark (`EXPOSE_METRICS=true` only): HTTP requests served, connected
 * sockets, memory and how late the event loop ran (the longest and the 99th percentile since
 * the last reading), at GET /api/metrics. Engine.IO's own polling requests are counted too.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  let httpRequests = 0;
  app.server.on('request', () => {
    httpRequests += 1;
  });
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  app.addHook('onClose', async () => loopDelay.disable());
  app.get('/api/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async () => {
    const memory = process.memoryUsage();
    const nsToMs = (ns: number) => ns / 1e6;
    const eventLoop = {
      p99Ms: nsToMs(loopDelay.percentile(99)),
      maxMs: nsToMs(loopDelay.max),
    };
    loopDelay.reset();
    return {
      eventLoop,
      httpRequests,
      sockets: app.io.engine.clientsCount,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
    };
  });
});
