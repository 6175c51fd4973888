import {
  AddLearningMaterialBodySchema,
  API,
  LearningMaterialSchema,
  MaterialParamsSchema,
} from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { requireGuideAccount } from '../auth/require-guide-account';
import { toMaterial, type MaterialRepository } from './material-repository';

const tags = ['content'];

/**
 * A guide (an account holding `sustainability_guide_1`) adds learning materials, and removes
 * the ones they added. Seed materials follow content/ and cannot be removed here.
 */
export const materialWriteRoutes: FastifyPluginAsyncZod<{
  materials: MaterialRepository;
  writeLimit: number;
}> = async (app, { materials, writeLimit }) => {
  // Who may write is settled before the body is even read.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireGuideAccount(app));
  const rateLimit = { max: writeLimit, timeWindow: '10 minutes' };

  app.post(
    API.learningMaterials,
    {
      schema: {
        tags,
        security: bearerAuth,
        body: AddLearningMaterialBodySchema,
        response: { 201: LearningMaterialSchema, ...errorResponses },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const row = await materials.add(request.body, request.userId);
      return reply.code(201).send(toMaterial(row));
    },
  );

  app.delete(
    API.learningMaterial,
    {
      schema: {
        tags,
        security: bearerAuth,
        params: MaterialParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const row = await materials.findById(request.params.id);
      if (!row) throw new AppError('MATERIAL_NOT_FOUND');
      if (row.origin !== 'moderator') throw new AppError('MATERIAL_NOT_REMOVABLE');
      if (row.addedBy !== request.userId) throw new AppError('MATERIAL_NOT_YOURS');
      await materials.remove(row.id);
      return reply.code(204).send(null);
    },
  );
};
