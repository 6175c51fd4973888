import { API, NarrativeListSchema, SessionNarrativesQuerySchema } from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSessionContentStore, roomNarratives } from '../session-content/session-content';
import type { ContentStore } from './content-store';

/**
 * `?phase=night` selects the night narratives (their moment names start with `night_`);
 * `?sessionId=` gives them as that room reads them (its guide's own versions replacing the
 * seed ones), for the room's members only (the sessions' member guard).
 */
export const narrativeRoutes: FastifyPluginAsyncZod<{ content: ContentStore }> = async (
  app,
  { content },
) => {
  const rooms = createSessionContentStore(app.db);
  for (const path of [API.narratives.all, API.narratives.byPhase]) {
    app.get(
      path,
      {
        schema: {
          tags: ['content'],
          querystring: SessionNarrativesQuerySchema,
          response: { 200: NarrativeListSchema },
        },
      },
      async (request) => {
        const { phase, sessionId } = request.query;
        const own = await rooms.of(sessionId);
        const narratives = roomNarratives(content.narratives, own.narratives);
        if (!phase) return narratives;
        return narratives.filter((n) => n._id === phase || n._id.startsWith(`${phase}_`));
      },
    );
  }
};
