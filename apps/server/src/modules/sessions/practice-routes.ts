import {
  AddPracticeSeatsBodySchema,
  API,
  GameViewSchema,
  RemovePracticeSeatsBodySchema,
  SessionParamsSchema,
} from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, okOrError } from '../../lib/route-schemas';
import { actionIdOf } from './request-helpers';
import type { SessionService } from './session-service';
import { viewAnswer } from './view-answer';

const tags = ['game sessions'];
const security = bearerAuth;

/**
 * The guide's practice seats: add some before the role-play, or remove them again. Refused for
 * anyone but the session's guide (NOT_MODERATOR) and once the role-play has begun
 * (GAME_ALREADY_STARTED to add, WRONG_PHASE to remove).
 */
export const practiceRoutes: FastifyPluginAsyncZod<{ sessions: SessionService }> = async (
  app,
  { sessions },
) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    API.sessions.practiceSeats,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        body: AddPracticeSeatsBodySchema,
        response: okOrError(GameViewSchema),
      },
    },
    async (request) =>
      sessions.perform(
        request.params.id,
        { type: 'addPracticeSeats', actorId: request.userId, count: request.body.count },
        { actionId: actionIdOf(request), respond: (state) => viewAnswer(state, request.userId) },
      ),
  );

  app.post(
    API.sessions.removePracticeSeats,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        body: RemovePracticeSeatsBodySchema,
        response: okOrError(GameViewSchema),
      },
    },
    async (request) =>
      sessions.perform(
        request.params.id,
        { type: 'removePracticeSeats', actorId: request.userId, playerIds: request.body.playerIds },
        { actionId: actionIdOf(request), respond: (state) => viewAnswer(state, request.userId) },
      ),
  );
};
