import { API, HealthResponseSchema, type HealthResponse } from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * 503 when the instance cannot serve (no database) or is stopping; 200 otherwise, `degraded`
 * when Redis is away: the instance still answers and plays, and reads the other instances'
 * changes from the database until Redis is back, so a proxy or a monitor must not take it out.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.health,
    {
      schema: {
        tags: ['health'],
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const databaseUp = await app.database.ping();
      const redis = app.redisLink && (app.redisLink.reachable() ? 'ok' : 'unreachable');
      const draining = app.isDraining();
      const status: HealthResponse['status'] = draining
        ? 'draining'
        : databaseUp && redis !== 'unreachable'
          ? 'ok'
          : 'degraded';
      return reply.code(databaseUp && !draining ? 200 : 503).send({
        status,
        database: databaseUp ? 'ok' : 'unavailable',
        ...(redis ? { redis } : {}),
        driver: app.database.driver,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
