import { API, HealthResponseSchema } from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
      return reply.code(databaseUp ? 200 : 503).send({
        status: databaseUp ? 'ok' : 'degraded',
        database: databaseUp ? 'ok' : 'unavailable',
        driver: app.database.driver,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
