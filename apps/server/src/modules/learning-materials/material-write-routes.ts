import {
  AddLearningMaterialBodySchema,
  API,
  LearningMaterialShapeListSchema,
  LearningMaterialShapeSchema,
  MaterialParamsSchema,
} from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { requireGuideAccount } from '../auth/require-guide-account';
import { toMaterial, type MaterialRepository, type MaterialRow } from './material-repository';

const tags = ['content'];

/**
 * A guide (an account holding `sustainability_guide_1`) adds learning materials, and edits, hides
 * and restores the ones they added (never deletes). Seed materials follow content/ and cannot be
 * changed here.
 */
export const materialWriteRoutes: FastifyPluginAsyncZod<{
  materials: MaterialRepository;
  writeLimit: number;
}> = async (app, { materials, writeLimit }) => {
  // Who may write is settled before the body is even read.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireGuideAccount(app));
  const rateLimit = { max: writeLimit, timeWindow: '10 minutes' };

  /** The caller's own material, or 404 / 403. */
  async function ownMaterial(id: string, guideId: string): Promise<MaterialRow> {
    const row = await materials.findById(id);
    if (!row) throw new AppError('MATERIAL_NOT_FOUND');
    if (row.origin !== 'moderator') throw new AppError('MATERIAL_NOT_EDITABLE');
    if (row.addedBy !== guideId) throw new AppError('MATERIAL_NOT_YOURS');
    return row;
  }

  app.get(
    API.myMaterials,
    {
      schema: {
        tags,
        security: bearerAuth,
        response: { 200: LearningMaterialShapeListSchema, ...errorResponses },
      },
    },
    async (request) => (await materials.listByGuide(request.userId)).map(toMaterial),
  );

  app.post(
    API.learningMaterials,
    {
      schema: {
        tags,
        security: bearerAuth,
        body: AddLearningMaterialBodySchema,
        response: { 201: LearningMaterialShapeSchema, ...errorResponses },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const row = await materials.add(request.body, request.userId);
      return reply.code(201).send(toMaterial(row));
    },
  );

  app.put(
    API.learningMaterial,
    {
      schema: {
        tags,
        security: bearerAuth,
        params: MaterialParamsSchema,
        body: AddLearningMaterialBodySchema,
        response: { 200: LearningMaterialShapeSchema, ...errorResponses },
      },
      config: { rateLimit },
    },
    async (request) => {
      await ownMaterial(request.params.id, request.userId);
      const row = await materials.update(request.params.id, request.body);
      if (!row) throw new AppError('MATERIAL_NOT_FOUND');
      return toMaterial(row);
    },
  );

  for (const [path, hidden] of [
    [API.learningMaterialHide, true],
    [API.learningMaterialRestore, false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          security: bearerAuth,
          params: MaterialParamsSchema,
          response: { 200: LearningMaterialShapeSchema, ...errorResponses },
        },
        config: { rateLimit },
      },
      async (request) => {
        await ownMaterial(request.params.id, request.userId);
        const row = await materials.setHidden(request.params.id, hidden);
        if (!row) throw new AppError('MATERIAL_NOT_FOUND');
        return toMaterial(row);
      },
    );
  }
};
