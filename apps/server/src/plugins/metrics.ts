import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { gameSessions } from '../db/schema';
import { readMoveTimings } from '../lib/move-timings';

/**
 * The event-loop windows a reading may ask for: `main` (the default) and `burst`, a second one the
 * benchmark reads around a burst of sign-ups without disturbing the reading of a whole game.
 */
const MetricsQuerySchema = z.object({ loopWindow: z.enum(['main', 'burst']).default('main') });

/**
 * Counters for the benchmark (`EXPOSE_METRICS=true` only): HTTP requests served, connected
 * sockets, memory, finished sessions stored, how late the event loop ran (the longest and the
 * 99th percentile since the last reading of the same window) and, for the main window, how long
 * moves waited for their session and took to save (lib/move-timings.ts), at GET /api/metrics.
 * Engine.IO's own polling requests are counted too.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  let httpRequests = 0;
  app.server.on('request', () => {
    httpRequests += 1;
  });
  const windows = new Map<string, IntervalHistogram>();
  const windowNamed = (name: string) => {
    let histogram = windows.get(name);
    if (!histogram) {
      histogram = monitorEventLoopDelay({ resolution: 10 });
      histogram.enable();
      windows.set(name, histogram);
    }
    return histogram;
  };
  windowNamed('main');
  app.addHook('onClose', async () => windows.forEach((histogram) => histogram.disable()));
  app.get(
    '/api/metrics',
    { schema: { hide: true, querystring: MetricsQuerySchema }, config: { rateLimit: false } },
    async (request) => {
      const { loopWindow } = request.query as z.infer<typeof MetricsQuerySchema>;
      const loopDelay = windowNamed(loopWindow);
      const memory = process.memoryUsage();
      const nsToMs = (ns: number) => ns / 1e6;
      const eventLoop = {
        p99Ms: nsToMs(loopDelay.percentile(99)),
        maxMs: nsToMs(loopDelay.max),
      };
      loopDelay.reset();
      const moves = loopWindow === 'main' ? readMoveTimings() : undefined;
      const [stored] = await app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(gameSessions)
        .where(eq(gameSessions.isOpen, false));
      return {
        eventLoop,
        httpRequests,
        sockets: app.io.engine.clientsCount,
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        storedSessions: stored?.count ?? 0,
        ...(moves ? { moves } : {}),
      };
    },
  );
});
