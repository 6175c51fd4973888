import {
  API,
  GuideNarrativeListSchema,
  GuideNarrativeSchema,
  NarrativeDraftSchema,
  NarrativeMomentParamsSchema,
  NarrativeSchema,
  type NarrativeDraft,
} from '@ecoscha/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { guideContentRoutes } from '../guide-content/guide-content-routes';
import { createGuideNarrativeRepository, toGuideNarrative } from './guide-narrative-repository';
import { assertPhrasesKnown } from './marked-phrase-check';

/** The guide's versions, written over by moment: each phrase they mark must be in their glossary. */
function narrativeStore(db: Database) {
  const versions = createGuideNarrativeRepository(db);
  return {
    ...versions,
    async save(guideId: string, moment: string, draft: NarrativeDraft) {
      const seed = await versions.seed(moment);
      if (!seed) throw new AppError('NOT_FOUND');
      await assertPhrasesKnown(db, guideId, draft);
      // The seed narratives' own schema, whole: the moment and "when it is read" stay the seed's.
      const narrative = NarrativeSchema.parse({
        ...draft,
        _id: moment,
        kapanDibaca: seed.kapanDibaca,
        kapanDibaca_en: seed.kapanDibaca_en,
      });
      return versions.upsert(guideId, narrative);
    },
  };
}

/**
 * A guide's own versions of the narratives, one per moment, read in the rooms they open instead
 * of the seed ones. Hiding one goes back to the default (kept, restorable). A moment names only
 * the caller's own version, so another guide's is never reached.
 */
export const myNarrativeRoutes = guideContentRoutes({
  tags: ['content editor'],
  paths: {
    list: API.myNarratives,
    item: API.myNarrative,
    hide: API.myNarrativeHide,
    restore: API.myNarrativeRestore,
  },
  key: 'moment',
  schemas: {
    params: NarrativeMomentParamsSchema,
    body: NarrativeDraftSchema,
    item: GuideNarrativeSchema,
    list: GuideNarrativeListSchema,
  },
  notFound: 'NARRATIVE_NOT_FOUND',
  store: narrativeStore,
  present: toGuideNarrative,
});
