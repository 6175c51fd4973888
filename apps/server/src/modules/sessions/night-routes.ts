import {
  API,
  InvestigateVoteBodySchema,
  KillVoteBodySchema,
  MorningReportSchema,
  NightActionStatusSchema,
  NightActionsResponseSchema,
  NightPhaseInfoResponseSchema,
  NightResultsResponseSchema,
  NightVoteResponseSchema,
  PlayerActionBodySchema,
  PlayerActionResponseSchema,
  SaveVoteBodySchema,
  SessionBodySchema,
  SessionIdParamsSchema,
  SessionParamsSchema,
  SpecialActionBodySchema,
  SpecialActionEligibilitySchema,
  SpecialActionResponseSchema,
} from '@ecoscha/contracts';
import {
  morningReport,
  nightActionStatus,
  specialActionEligibility,
  viewFor,
  type GameState,
  type NightActionKind,
} from '@ecoscha/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, okOrError } from '../../lib/route-schemas';
import { actionIdOf, assertCaller } from './request-helpers';
import type { SessionService } from './session-service';

const tags = ['night'];
const security = bearerAuth;

/** What a viewer may know of the night's action status: the moderator all, a player their own. */
function statusFor(state: GameState, viewerId: string) {
  const status = nightActionStatus(state);
  if (state.moderatorId === viewerId) return status;
  const own = status.actionStatus[viewerId];
  return {
    ...status,
    actionStatus: own === undefined ? {} : { [viewerId]: own },
  };
}

type NightResults = z.infer<typeof NightResultsResponseSchema>;

/** The night's outcome as the guide is told it, once the morning has come. */
function nightResultsOf(state: GameState): NightResults {
  if (state.phase !== 'morning_phase_active' && state.phase !== 'game_ended') {
    throw new AppError('WRONG_PHASE');
  }
  const outcome = state.pendingWin ?? (state.winner ? state : null);
  return {
    success: true,
    gameEnded: Boolean(outcome),
    winner: outcome?.winner ?? null,
    winReason: outcome?.winReason ?? null,
    victoryType: outcome?.victoryType ?? null,
  };
}

/** Night: status, actions of villains, guardians and managers, the special action, the morning. */
export const nightRoutes: FastifyPluginAsyncZod<{ sessions: SessionService }> = async (
  app,
  { sessions },
) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    API.sessions.nightActionsStatus,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        response: okOrError(NightActionStatusSchema),
      },
    },
    async (request) => statusFor(await sessions.load(request.params.id), request.userId),
  );

  app.get(
    API.sessions.nightPhaseInfo,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        response: okOrError(NightPhaseInfoResponseSchema),
      },
    },
    async (request) => {
      const state = await sessions.load(request.params.id);
      const view = viewFor(state, request.userId);
      const { activeRole, actionType } = nightActionStatus(state);
      return {
        players: view.players,
        gameState: view.gameState,
        nightPhaseInfo: { activeRole, actionType },
      };
    },
  );

  app.get(
    API.sessions.nightActions,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        response: okOrError(NightActionsResponseSchema),
      },
    },
    async (request) => {
      const view = viewFor(await sessions.load(request.params.id), request.userId);
      return { nightPhaseActions: view.nightActions };
    },
  );

  app.put(
    API.sessions.playerAction,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        body: PlayerActionBodySchema,
        response: okOrError(PlayerActionResponseSchema),
      },
    },
    async (request) => {
      assertCaller(request, request.body.playerId);
      const actionState = request.body.actionState === true ? 'true' : request.body.actionState;
      return sessions.perform(
        request.params.id,
        { type: 'setActionState', actorId: request.userId, state: actionState },
        {
          actionId: actionIdOf(request),
          respond: (state) => ({ allActions: statusFor(state, request.userId).actionStatus }),
        },
      );
    },
  );

  const nightVote = (kind: NightActionKind, actorField: string) =>
    async function handler(
      request: {
        body: { sessionId: string; targetId: string } & Record<string, unknown>;
        userId: string;
      } & Parameters<typeof actionIdOf>[0],
    ) {
      assertCaller(request, request.body[actorField] as string);
      return sessions.perform(
        request.body.sessionId,
        { type: 'nightAction', actorId: request.userId, kind, targetId: request.body.targetId },
        {
          actionId: actionIdOf(request),
          respond: (state) => {
            const investigation = state.investigations.find(
              (i) => i.round === state.round && i.managerId === request.userId,
            );
            return {
              success: true,
              kind,
              targetId: request.body.targetId,
              ...(kind === 'investigate' && investigation
                ? {
                    result: {
                      targetId: investigation.targetId,
                      isVillain: investigation.isVillain,
                    },
                  }
                : {}),
            };
          },
        },
      );
    };

  app.post(
    API.gameflow.killVote,
    {
      schema: {
        tags,
        security,
        body: KillVoteBodySchema,
        response: okOrError(NightVoteResponseSchema),
      },
    },
    nightVote('kill', 'killerId'),
  );
  app.post(
    API.gameflow.saveVote,
    {
      schema: {
        tags,
        security,
        body: SaveVoteBodySchema,
        response: okOrError(NightVoteResponseSchema),
      },
    },
    nightVote('save', 'guardianId'),
  );
  app.post(
    API.gameflow.investigateVote,
    {
      schema: {
        tags,
        security,
        body: InvestigateVoteBodySchema,
        response: okOrError(NightVoteResponseSchema),
      },
    },
    nightVote('investigate', 'managerId'),
  );

  const eligibility = async (sessionId: string) =>
    specialActionEligibility(await sessions.load(sessionId));
  app.get(
    API.sessions.specialActionPlayers,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        response: okOrError(SpecialActionEligibilitySchema),
      },
    },
    async (request) => eligibility(request.params.id),
  );
  app.get(
    API.gameflow.specialActionInfo,
    {
      schema: {
        tags,
        security,
        params: SessionIdParamsSchema,
        response: okOrError(SpecialActionEligibilitySchema),
      },
    },
    async (request) => eligibility(request.params.sessionId),
  );

  app.post(
    API.gameflow.specialAction,
    {
      schema: {
        tags,
        security,
        body: SpecialActionBodySchema,
        response: okOrError(SpecialActionResponseSchema),
      },
    },
    async (request) => {
      const { sessionId, targetPlayerId } = request.body;
      return sessions.perform(
        sessionId,
        { type: 'specialAction', actorId: request.userId, targetId: targetPlayerId },
        {
          actionId: actionIdOf(request),
          respond: (state) => {
            const target = state.players.find((p) => p.userId === targetPlayerId);
            return {
              success: true,
              message: 'reveal_role',
              revealedPlayer: target && {
                userId: target.userId,
                username: target.username,
                roleId: target.roleId,
              },
            };
          },
        },
      );
    },
  );

  app.post(
    API.gameflow.processNightResults,
    {
      schema: {
        tags,
        security,
        body: SessionBodySchema,
        response: okOrError(NightResultsResponseSchema),
      },
    },
    async (request) => {
      const { sessionId } = request.body;
      const actionId = actionIdOf(request);
      // A retry whose first run moved the game: its answer, though the game has moved on since.
      const earlier = actionId && (await sessions.answerOf(sessionId, actionId));
      if (earlier) return earlier.response as NightResults;
      const current = await sessions.load(sessionId);
      if (current.moderatorId !== request.userId) throw new AppError('NOT_MODERATOR');
      // Already processed (a retry without a key, or a second moderator tab): what happened.
      if (current.phase !== 'night_phase_complete') return nightResultsOf(current);
      return sessions.perform(
        sessionId,
        { type: 'advance', actorId: request.userId, to: 'morning_phase_active' },
        { actionId, respond: nightResultsOf },
      );
    },
  );

  app.get(
    API.gameflow.morningPhase,
    {
      schema: {
        tags,
        security,
        params: SessionIdParamsSchema,
        response: okOrError(MorningReportSchema),
      },
    },
    async (request) => morningReport(await sessions.load(request.params.sessionId), request.userId),
  );
};
