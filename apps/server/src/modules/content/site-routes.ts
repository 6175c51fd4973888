import { API, ErrorResponseSchema, SiteContentSchema, type SiteContent } from '@ecoscha/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteContent } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cacheSeedContent } from '../../lib/seed-content-cache';

/** The public site's texts: home intro, guide, about, team, contact, credits and the manual. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.siteContent,
    {
      schema: { tags: ['content'], response: { 200: SiteContentSchema, 404: ErrorResponseSchema } },
      onSend: cacheSeedContent,
    },
    async () => {
      const [row] = await app.db.select().from(siteContent).where(eq(siteContent.id, 'site'));
      if (!row) throw new AppError('NOT_FOUND');
      return row.data as SiteContent;
    },
  );
};
