import {
  API,
  GLOSSARY_TEXTS,
  GlossaryReadingSchema,
  inOneLanguage,
  SessionGlossaryQuerySchema,
} from '@ecoscha/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { glossaryEntries } from '../../db/schema';
import { cacheSeedContent } from '../../lib/seed-content-cache';
import { createSessionContentStore, roomGlossary } from '../session-content/session-content';

/**
 * The seed glossary, public and cached; with `?sessionId=` as that room reads it (its guide's
 * own phrases added, their meanings replacing the seed ones), for the room's members only (the
 * sessions' member guard) and not kept by shared caches. `?lng=` keeps one language's meanings.
 */
export const glossaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const rooms = createSessionContentStore(app.db);
  app.get(
    API.glossary,
    {
      schema: {
        tags: ['content'],
        querystring: SessionGlossaryQuerySchema,
        response: { 200: GlossaryReadingSchema },
      },
      onSend: async (request, reply, payload) =>
        request.query.sessionId ? payload : cacheSeedContent(request, reply, payload),
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(glossaryEntries)
        .orderBy(asc(glossaryEntries.phraseKey));
      const seed = rows.map((row) => ({
        phrase: row.phrase,
        id: row.meaningId,
        en: row.meaningEn,
      }));
      const own = await rooms.of(request.query.sessionId);
      const glossary = own.glossary.length > 0 ? roomGlossary(seed, own.glossary) : seed;
      const { lng } = request.query;
      return lng ? glossary.map((entry) => inOneLanguage(entry, GLOSSARY_TEXTS, lng)) : glossary;
    },
  );
};
