import {
  API,
  DayVoteBodySchema,
  DayVoteResponseSchema,
  EliminationResultResponseSchema,
  ProcessVotingResponseSchema,
  SessionBodySchema,
  SessionIdParamsSchema,
} from '@ecoscha/contracts';
import { eliminationResult, type GameState } from '@ecoscha/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, okOrError } from '../../lib/route-schemas';
import { actionIdOf, assertCaller } from './request-helpers';
import type { SessionService } from './session-service';

const tags = ['day vote'];

type ProcessVotingResponse = z.infer<typeof ProcessVotingResponseSchema>;

/** The vote's result, once it is closed. */
function votingResultOf(state: GameState): ProcessVotingResponse {
  const result = eliminationResult(state);
  if (!result) throw new AppError('WRONG_PHASE');
  return { success: true, eliminationResult: result };
}
const security = bearerAuth;

export const voteRoutes: FastifyPluginAsyncZod<{ sessions: SessionService }> = async (
  app,
  { sessions },
) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    API.gameflow.vote,
    {
      schema: {
        tags,
        security,
        body: DayVoteBodySchema,
        response: okOrError(DayVoteResponseSchema),
      },
    },
    async (request) => {
      assertCaller(request, request.body.voterId);
      return sessions.perform(
        request.body.sessionId,
        { type: 'castDayVote', actorId: request.userId, targetId: request.body.targetId },
        {
          actionId: actionIdOf(request),
          respond: (state) => ({
            success: true,
            targetId: request.body.targetId,
            votingCompleted: state.phase !== 'voting_active',
          }),
        },
      );
    },
  );

  /**
   * The vote resolves by itself (deadline, or everyone voted); this call lets a client ask for
   * the resolution once the deadline has passed, and answers with the result either way.
   */
  app.post(
    API.gameflow.processVotingElimination,
    {
      schema: {
        tags,
        security,
        body: SessionBodySchema,
        response: okOrError(ProcessVotingResponseSchema),
      },
    },
    async (request) => {
      const { sessionId } = request.body;
      const actionId = actionIdOf(request);
      // A retry whose first run closed the vote: its answer, though the game has moved on since.
      const earlier = actionId && (await sessions.answerOf(sessionId, actionId));
      if (earlier) return earlier.response as ProcessVotingResponse;
      const state = await sessions.load(sessionId);
      const member =
        state.moderatorId === request.userId ||
        state.players.some((p) => p.userId === request.userId);
      if (!member) throw new AppError('NOT_IN_SESSION');
      if (state.phase !== 'voting_active') return votingResultOf(state);
      // The guide may close the vote early; anyone else before the deadline (and with votes
      // missing) is answered 409 DEADLINE_NOT_REACHED.
      const guide = state.moderatorId === request.userId;
      return sessions.perform(
        sessionId,
        guide ? { type: 'endVote', actorId: request.userId } : { type: 'deadline' },
        { actionId, respond: votingResultOf },
      );
    },
  );

  app.get(
    API.gameflow.eliminationResult,
    {
      schema: {
        tags,
        security,
        params: SessionIdParamsSchema,
        response: okOrError(EliminationResultResponseSchema),
      },
    },
    async (request) => {
      const state = await sessions.load(request.params.sessionId);
      return { eliminationResult: eliminationResult(state) ?? null };
    },
  );
};
