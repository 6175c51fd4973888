import {
  API,
  CHARACTER_SUMMARY_TEXTS,
  CharacterListQuerySchema,
  CharacterListSchema,
  CharacterParamsSchema,
  CharacterSchema,
  CharacterSummaryReadingSchema,
  ErrorResponseSchema,
  inOneLanguage,
  type Character,
} from '@ecoscha/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { characters } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cacheSeedContent } from '../../lib/seed-content-cache';

export const characterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.characters.list,
    {
      schema: {
        tags: ['content'],
        querystring: CharacterListQuerySchema,
        response: { 200: z.union([CharacterListSchema, z.array(CharacterSummaryReadingSchema)]) },
      },
      onSend: cacheSeedContent,
    },
    async (request) => {
      const rows = await app.db.select().from(characters).orderBy(asc(characters.position));
      const list = rows.map((row) => row.data as Character);
      const { view, lng } = request.query;
      if (view === 'whole') return list;
      const summaries = list.map(({ abilities, zones, ...summary }) => summary);
      return lng
        ? summaries.map((summary) => inOneLanguage(summary, CHARACTER_SUMMARY_TEXTS, lng))
        : summaries;
    },
  );

  app.get(
    API.characters.one,
    {
      schema: {
        tags: ['content'],
        params: CharacterParamsSchema,
        response: { 200: CharacterSchema, 404: ErrorResponseSchema },
      },
      onSend: cacheSeedContent,
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(characters)
        .where(eq(characters.id, request.params.roleId))
        .limit(1);
      if (!row) throw new AppError('CHARACTER_NOT_FOUND');
      return row.data as Character;
    },
  );
};
