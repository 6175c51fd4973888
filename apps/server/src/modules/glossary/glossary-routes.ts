import { API, GlossarySchema } from '@ecoscha/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { glossaryEntries } from '../../db/schema';
import { cacheSeedContent } from '../../lib/seed-content-cache';

export const glossaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.glossary,
    {
      schema: { tags: ['content'], response: { 200: GlossarySchema } },
      onSend: cacheSeedContent,
    },
    async () => {
      const rows = await app.db
        .select()
        .from(glossaryEntries)
        .orderBy(asc(glossaryEntries.phraseKey));
      return rows.map((row) => ({ phrase: row.phrase, id: row.meaningId, en: row.meaningEn }));
    },
  );
};
