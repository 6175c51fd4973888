import {
  API,
  GlossaryEntrySchema,
  GuideGlossaryEntrySchema,
  GuideGlossaryListSchema,
  GuideGlossaryParamsSchema,
} from '@ecoscha/contracts';
import { guideContentRoutes } from '../guide-content/guide-content-routes';
import { createGuideGlossaryRepository, toGuideGlossaryEntry } from './guide-glossary-repository';

/**
 * A guide's own glossary phrases, validated by the seed glossary's schema: a new phrase, or their
 * own meaning of a seed phrase, used in the rooms they open.
 */
export const myGlossaryRoutes = guideContentRoutes({
  tags: ['content editor'],
  paths: {
    list: API.myGlossary,
    create: API.myGlossary,
    item: API.myGlossaryEntry,
    hide: API.myGlossaryHide,
    restore: API.myGlossaryRestore,
  },
  key: 'id',
  schemas: {
    params: GuideGlossaryParamsSchema,
    body: GlossaryEntrySchema,
    item: GuideGlossaryEntrySchema,
    list: GuideGlossaryListSchema,
  },
  notFound: 'GLOSSARY_ENTRY_NOT_FOUND',
  ownership: { of: (row) => row.guideId, notYours: 'GLOSSARY_ENTRY_NOT_YOURS' },
  store: createGuideGlossaryRepository,
  present: toGuideGlossaryEntry,
});
