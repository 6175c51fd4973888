import {
  AddTimeBodySchema,
  API,
  GameViewSchema,
  ReseatBodySchema,
  SessionParamsSchema,
  SessionPlayerParamsSchema,
  TimingDefaultsResponseSchema,
} from '@ecoscha/contracts';
import type { Move, RoleId } from '@ecoscha/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, okOrError } from '../../lib/route-schemas';
import { createUserRepository } from '../auth/user-repository';
import { actionIdOf } from './request-helpers';
import type { SessionService } from './session-service';
import { viewAnswer } from './view-answer';

const tags = ['room controls'];
const security = bearerAuth;
const secondsOf = (ms: number) => Math.round(ms / 1000);

/**
 * The guide's controls for running the room: the timer (pause, resume, more time), closing the
 * vote early, taking a seat out of the lobby and moving a seat to another account. Each is a move
 * of the rules: the session's guide only (NOT_MODERATOR), refused when it does not fit the phase,
 * saved, logged in the session's control log and pushed to every seat like any move.
 */
export const roomControlRoutes: FastifyPluginAsyncZod<{ sessions: SessionService }> = async (
  app,
  { sessions },
) => {
  const users = createUserRepository(app.db);
  app.addHook('preHandler', app.authenticate);

  app.get(
    API.sessions.timingDefaults,
    { schema: { tags, security, response: okOrError(TimingDefaultsResponseSchema) } },
    async () => ({
      quizSeconds: secondsOf(sessions.timings.quizMs),
      discussionSeconds: secondsOf(sessions.timings.discussionMs),
      votingSeconds: secondsOf(sessions.timings.votingMs),
      closingQuizSeconds: secondsOf(sessions.timings.closingQuizMs),
    }),
  );

  const schema = {
    tags,
    security,
    params: SessionParamsSchema,
    response: okOrError(GameViewSchema),
  };
  /** One control: the move made by the caller, answered with the caller's (the guide's) view. */
  const control =
    (move: (actorId: string) => Move) =>
    async (request: Parameters<typeof actionIdOf>[0] & { params: { id: string } }) =>
      sessions.perform(request.params.id, move(request.userId), {
        actionId: actionIdOf(request),
        respond: (state) => viewAnswer(state, request.userId),
      });

  app.post(
    API.sessions.pauseTimer,
    { schema },
    control((actorId) => ({ type: 'pauseTimer', actorId })),
  );
  app.post(
    API.sessions.resumeTimer,
    { schema },
    control((actorId) => ({ type: 'resumeTimer', actorId })),
  );
  app.post(
    API.sessions.endVote,
    { schema },
    control((actorId) => ({ type: 'endVote', actorId })),
  );

  app.post(
    API.sessions.addTime,
    { schema: { ...schema, body: AddTimeBodySchema } },
    async (request) =>
      control((actorId) => ({ type: 'addTime', actorId, ms: request.body.seconds * 1000 }))(
        request,
      ),
  );

  app.post(
    API.sessions.removePlayer,
    { schema: { ...schema, params: SessionPlayerParamsSchema } },
    async (request) =>
      control((actorId) => ({ type: 'removePlayer', actorId, playerId: request.params.playerId }))(
        request,
      ),
  );

  app.post(
    API.sessions.reseat,
    { schema: { ...schema, body: ReseatBodySchema } },
    async (request) => {
      // Only the guide learns whether an account exists; anyone else is refused first.
      const session = await sessions.load(request.params.id);
      if (session.moderatorId !== request.userId) throw new AppError('NOT_MODERATOR');
      const account = await users.findByUsername(request.body.toUsername);
      if (!account) throw new AppError('ACCOUNT_NOT_FOUND');
      const to = {
        userId: account.id,
        username: account.username,
        roleId: account.roleId as RoleId,
      };
      return control((actorId) => ({
        type: 'reseat',
        actorId,
        fromUserId: request.body.fromUserId,
        to,
      }))(request);
    },
  );
};
