import { API, NarrativeListSchema, NarrativesQuerySchema } from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentStore } from './content-store';

/** `?phase=night` selects the night narratives (their moment names start with `night_`). */
export const narrativeRoutes: FastifyPluginAsyncZod<{ content: ContentStore }> = async (
  app,
  { content },
) => {
  for (const path of [API.narratives.all, API.narratives.byPhase]) {
    app.get(
      path,
      {
        schema: {
          tags: ['content'],
          querystring: NarrativesQuerySchema,
          response: { 200: NarrativeListSchema },
        },
      },
      async (request) => {
        const { phase } = request.query;
        if (!phase) return content.narratives;
        return content.narratives.filter((n) => n._id === phase || n._id.startsWith(`${phase}_`));
      },
    );
  }
};
