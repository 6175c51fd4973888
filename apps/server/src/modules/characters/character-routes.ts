import {
  API,
  CharacterListSchema,
  CharacterParamsSchema,
  CharacterSchema,
  ErrorResponseSchema,
  type Character,
} from '@ecoscha/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { characters } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cacheSeedContent } from '../../lib/seed-content-cache';

export const characterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.characters.list,
    {
      schema: { tags: ['content'], response: { 200: CharacterListSchema } },
      onSend: cacheSeedContent,
    },
    async () => {
      const rows = await app.db.select().from(characters).orderBy(asc(characters.position));
      return rows.map((row) => row.data as Character);
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
