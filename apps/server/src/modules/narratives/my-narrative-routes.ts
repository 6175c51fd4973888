import {
  API,
  GuideNarrativeListSchema,
  GuideNarrativeSchema,
  NarrativeDraftSchema,
  NarrativeMomentParamsSchema,
  NarrativeSchema,
} from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { requireGuideAccount } from '../auth/require-guide-account';
import { createGuideNarrativeRepository, toGuideNarrative } from './guide-narrative-repository';
import { assertPhrasesKnown } from './marked-phrase-check';

const tags = ['content editor'];

/**
 * A guide's own versions of the narratives, one per moment, read in the rooms they open instead
 * of the seed ones. Hiding one goes back to the default (kept, restorable); never deleted.
 * Only guides; a guide reaches only their own versions (the token names them).
 */
export const myNarrativeRoutes: FastifyPluginAsyncZod<{ writeLimit: number }> = async (
  app,
  { writeLimit },
) => {
  const versions = createGuideNarrativeRepository(app.db);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireGuideAccount(app));
  const rateLimit = { max: writeLimit, timeWindow: '10 minutes' };

  app.get(
    API.myNarratives,
    {
      schema: {
        tags,
        security: bearerAuth,
        response: { 200: GuideNarrativeListSchema, ...errorResponses },
      },
    },
    async (request) => (await versions.listByGuide(request.userId)).map(toGuideNarrative),
  );

  app.put(
    API.myNarrative,
    {
      schema: {
        tags,
        security: bearerAuth,
        params: NarrativeMomentParamsSchema,
        body: NarrativeDraftSchema,
        response: { 200: GuideNarrativeSchema, ...errorResponses },
      },
      config: { rateLimit },
    },
    async (request) => {
      const { moment } = request.params;
      const seed = await versions.seed(moment);
      if (!seed) throw new AppError('NOT_FOUND');
      await assertPhrasesKnown(app.db, request.userId, request.body);
      // The seed narratives' own schema, whole: the moment and "when it is read" stay the seed's.
      const narrative = NarrativeSchema.parse({
        ...request.body,
        _id: moment,
        kapanDibaca: seed.kapanDibaca,
        kapanDibaca_en: seed.kapanDibaca_en,
      });
      return toGuideNarrative(await versions.save(request.userId, narrative));
    },
  );

  for (const [path, hidden] of [
    [API.myNarrativeHide, true],
    [API.myNarrativeRestore, false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          security: bearerAuth,
          params: NarrativeMomentParamsSchema,
          response: { 200: GuideNarrativeSchema, ...errorResponses },
        },
        config: { rateLimit },
      },
      async (request) => {
        const row = await versions.setHidden(request.userId, request.params.moment, hidden);
        if (!row) throw new AppError('NARRATIVE_NOT_FOUND');
        return toGuideNarrative(row);
      },
    );
  }
};
