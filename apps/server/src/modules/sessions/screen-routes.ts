import { API, ScreenStateResponseSchema, SessionParamsSchema } from '@ecoscha/contracts';
import { PROJECTOR, viewFor } from '@ecoscha/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, okOrError } from '../../lib/route-schemas';
import type { SessionService } from './session-service';

type ScreenRouteOptions = {
  sessions: SessionService;
  /** The accounts with a screen in the session's room now (from the realtime layer). */
  presenceOf: (sessionId: string) => Promise<string[]>;
};

/**
 * The class's projector screen over HTTP: its first load, and its fallback while the socket is
 * down. Only the session's guide may open it; it shows what the whole class may know.
 */
export const screenRoutes: FastifyPluginAsyncZod<ScreenRouteOptions> = async (
  app,
  { sessions, presenceOf },
) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    API.sessions.screen,
    {
      schema: {
        tags: ['game sessions'],
        security: bearerAuth,
        params: SessionParamsSchema,
        response: okOrError(ScreenStateResponseSchema),
      },
    },
    async (request) => {
      const sessionId = request.params.id;
      const { state, version } = await sessions.loadWithVersion(sessionId);
      if (state.moderatorId !== request.userId) throw new AppError('NOT_MODERATOR');
      return {
        sessionId: state.sessionId,
        version,
        serverTime: Date.now(),
        view: viewFor(state, PROJECTOR),
        connectedUserIds: await presenceOf(state.sessionId),
      };
    },
  );
};
