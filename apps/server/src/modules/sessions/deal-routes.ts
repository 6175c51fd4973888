import { API, GameViewSchema, SessionParamsSchema } from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, okOrError } from '../../lib/route-schemas';
import { actionIdOf } from './request-helpers';
import type { SessionService } from './session-service';
import { viewAnswer } from './view-answer';

/**
 * POST /api/game-sessions/:id/deal-roles: the guide deals the recommended mix of roles over the
 * seats in the lobby (the rules' `dealRoles`, from the session's seeded random source). Refused
 * for anyone but the session's guide (NOT_MODERATOR) and outside the lobby (WRONG_PHASE); saved,
 * logged in the session's control log and pushed: each phone gets its own role only.
 */
export const dealRoutes: FastifyPluginAsyncZod<{ sessions: SessionService }> = async (
  app,
  { sessions },
) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    API.sessions.dealRoles,
    {
      schema: {
        tags: ['room controls'],
        security: bearerAuth,
        params: SessionParamsSchema,
        response: okOrError(GameViewSchema),
      },
    },
    async (request) =>
      sessions.perform(
        request.params.id,
        { type: 'dealRoles', actorId: request.userId },
        { actionId: actionIdOf(request), respond: (state) => viewAnswer(state, request.userId) },
      ),
  );
};
