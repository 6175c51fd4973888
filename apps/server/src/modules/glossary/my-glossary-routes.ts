import {
  API,
  GlossaryEntrySchema,
  GuideGlossaryEntrySchema,
  GuideGlossaryListSchema,
  GuideGlossaryParamsSchema,
} from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { requireGuideAccount } from '../auth/require-guide-account';
import {
  createGuideGlossaryRepository,
  toGuideGlossaryEntry,
  type GuideGlossaryRow,
} from './guide-glossary-repository';

const tags = ['content editor'];

/**
 * A guide's own glossary phrases: list, add, edit, hide, restore (never delete), validated by
 * the seed glossary's schema. Only guides; each sees and changes only their own phrases.
 */
export const myGlossaryRoutes: FastifyPluginAsyncZod<{ writeLimit: number }> = async (
  app,
  { writeLimit },
) => {
  const entries = createGuideGlossaryRepository(app.db);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireGuideAccount(app));
  const rateLimit = { max: writeLimit, timeWindow: '10 minutes' };

  async function ownEntry(id: string, guideId: string): Promise<GuideGlossaryRow> {
    const row = await entries.findById(id);
    if (!row) throw new AppError('GLOSSARY_ENTRY_NOT_FOUND');
    if (row.guideId !== guideId) throw new AppError('GLOSSARY_ENTRY_NOT_YOURS');
    return row;
  }

  app.get(
    API.myGlossary,
    {
      schema: {
        tags,
        security: bearerAuth,
        response: { 200: GuideGlossaryListSchema, ...errorResponses },
      },
    },
    async (request) => (await entries.listByGuide(request.userId)).map(toGuideGlossaryEntry),
  );

  app.post(
    API.myGlossary,
    {
      schema: {
        tags,
        security: bearerAuth,
        body: GlossaryEntrySchema,
        response: { 201: GuideGlossaryEntrySchema, ...errorResponses },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const row = await entries.add(request.userId, request.body);
      return reply.code(201).send(toGuideGlossaryEntry(row));
    },
  );

  app.put(
    API.myGlossaryEntry,
    {
      schema: {
        tags,
        security: bearerAuth,
        params: GuideGlossaryParamsSchema,
        body: GlossaryEntrySchema,
        response: { 200: GuideGlossaryEntrySchema, ...errorResponses },
      },
      config: { rateLimit },
    },
    async (request) => {
      await ownEntry(request.params.id, request.userId);
      const row = await entries.update(request.params.id, request.body);
      if (!row) throw new AppError('GLOSSARY_ENTRY_NOT_FOUND');
      return toGuideGlossaryEntry(row);
    },
  );

  for (const [path, hidden] of [
    [API.myGlossaryHide, true],
    [API.myGlossaryRestore, false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          security: bearerAuth,
          params: GuideGlossaryParamsSchema,
          response: { 200: GuideGlossaryEntrySchema, ...errorResponses },
        },
        config: { rateLimit },
      },
      async (request) => {
        await ownEntry(request.params.id, request.userId);
        const row = await entries.setHidden(request.params.id, hidden);
        if (!row) throw new AppError('GLOSSARY_ENTRY_NOT_FOUND');
        return toGuideGlossaryEntry(row);
      },
    );
  }
};
