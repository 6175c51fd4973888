import { API, StudentDataSchema } from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, okOrError } from '../../lib/route-schemas';
import { ownData } from './student-data';

/** GET /api/auth/my-data: everything stored about the signed-in account, any account. */
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    API.auth.myData,
    { schema: { tags: ['auth'], security: bearerAuth, response: okOrError(StudentDataSchema) } },
    async (request, reply) =>
      reply
        .header('content-disposition', 'attachment; filename="ecoscha-my-data.json"')
        .header('cache-control', 'no-store')
        .send(await ownData(app.db, request.userId)),
  );
};
