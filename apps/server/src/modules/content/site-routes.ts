import {
  API,
  ErrorResponseSchema,
  SiteContentSchema,
  SitePageSchema,
  type SiteContent,
} from '@ecoscha/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteContent } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cacheSeedContent } from '../../lib/seed-content-cache';

const { home, guide, about, credits, manual } = SiteContentSchema.shape;

/**
 * The public site's texts, a part at a time (home intro, guide, about with team and contact,
 * credits, the manual), each in both languages: the home page's intro is 1 KB of the 46 KB the
 * whole site's texts weigh, and a phone on the school's link downloads only the page it opens.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.siteContent,
    {
      schema: {
        tags: ['content'],
        params: z.object({ page: SitePageSchema }),
        response: { 200: z.union([home, guide, about, credits, manual]), 404: ErrorResponseSchema },
      },
      onSend: cacheSeedContent,
    },
    async (request) => {
      const [row] = await app.db.select().from(siteContent).where(eq(siteContent.id, 'site'));
      if (!row) throw new AppError('NOT_FOUND');
      return (row.data as SiteContent)[request.params.page];
    },
  );
};
