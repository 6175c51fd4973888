import {
  API,
  CreateSessionBodySchema,
  EndDiscussionBodySchema,
  EndDiscussionResponseSchema,
  GameViewSchema,
  JoinSessionBodySchema,
  JoinSessionResponseSchema,
  LeaderboardResponseSchema,
  PhaseBodySchema,
  PhaseChangeResponseSchema,
  RoomCodeParamsSchema,
  SessionParamsSchema,
  WinCheckResponseSchema,
  type QuestionBankChoice,
} from '@ecoscha/contracts';
import {
  checkWinner,
  isModeratorRole,
  leaderboardFor,
  parseWirePhase,
  realPlayers,
  viewFor,
  wirePhase,
  type GameState,
  type GameView,
  type Move,
  type QuizBank,
} from '@ecoscha/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { logClassEvent } from '../../lib/class-events';
import { bearerAuth, errorResponses, okOrError } from '../../lib/route-schemas';
import { createUserRepository } from '../auth/user-repository';
import { createClassRepository } from '../classes/class-repository';
import { createQuestionRepository } from '../question-bank/question-repository';
import { sessionQuizBank } from '../question-bank/session-quiz-bank';
import { createSessionContentStore } from '../session-content/session-content';
import { actionIdOf, assertCaller } from './request-helpers';
import { timingsFromSeconds } from './session-timings';
import { successWithView } from './view-answer';
import type { SessionService } from './session-service';

const tags = ['game sessions'];
const security = bearerAuth;

/** Session lifecycle: create, look up, join, phase changes, discussion end, win check. */
export const sessionRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  defaultQuizBank: () => QuizBank;
}> = async (app, { sessions, defaultQuizBank }) => {
  const users = createUserRepository(app.db);
  app.addHook('preHandler', app.authenticate);

  const roomContent = createSessionContentStore(app.db);
  const ownQuestions = createQuestionRepository(app.db);
  const classes = createClassRepository(app.db);
  /** The class a room is opened for: the guide's own, not ended. */
  async function roomClass(guideId: string, classId: string | undefined) {
    if (!classId) return undefined;
    const owned = await classes.ownClass(guideId, classId);
    if (owned.endedAt) throw new AppError('CLASS_ENDED');
    return owned.id;
  }
  /** The room's quiz bank when the guide chose their own questions (alone or with the default). */
  async function chosenQuizBank(guideId: string, choice: QuestionBankChoice | undefined) {
    if (!choice || choice === 'default') return undefined;
    const rows = await ownQuestions.visibleByGuide(guideId);
    if (rows.length === 0) throw new AppError('QUESTION_BANK_EMPTY');
    return { bank: sessionQuizBank(defaultQuizBank(), rows, choice), choice };
  }

  const currentUser = async (userId: string) => {
    const user = await users.findById(userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    return user;
  };

  app.post(
    API.sessions.create,
    {
      schema: {
        tags,
        security,
        body: CreateSessionBodySchema,
        response: { 201: GameViewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertCaller(request, request.body.moderatorId);
      const user = await currentUser(request.userId);
      if (!isModeratorRole(user.roleId)) throw new AppError('NOT_MODERATOR');
      const classId = await roomClass(user.id, request.body.classId);
      const { state, response } = await sessions.create({
        classId,
        moderatorId: user.id,
        moderatorUsername: user.username,
        roomCode: request.body.roomCode,
        timings: timingsFromSeconds(request.body.timings),
        accessibility: request.body.accessibility,
        quizBank: await chosenQuizBank(user.id, request.body.questionBank),
        actionId: actionIdOf(request),
        respond: (opened) => viewFor(opened, request.userId),
      });
      const view = response as GameView;
      // The guide's own narratives and glossary phrases as they are now, for this room only (again
      // for a retry: its first run may have stopped before this).
      await roomContent.snapshot(view._id, user.id);
      if (state) {
        logClassEvent(request.log, {
          classEvent: 'roomOpened',
          roomCode: state.roomCode,
          guide: user.username,
        });
      }
      return reply.code(201).send(view);
    },
  );

  app.get(
    API.sessions.one,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        response: okOrError(GameViewSchema),
      },
    },
    async (request) => viewFor(await sessions.load(request.params.id), request.userId),
  );

  app.get(
    API.sessions.byRoomCode,
    {
      schema: {
        tags,
        security,
        params: RoomCodeParamsSchema,
        response: okOrError(GameViewSchema),
      },
    },
    async (request) => {
      const state = await sessions.findByRoomCode(request.params.roomCode);
      return viewFor(state, request.userId);
    },
  );

  app.post(
    API.sessions.join,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        body: JoinSessionBodySchema,
        response: okOrError(JoinSessionResponseSchema),
      },
    },
    async (request) => {
      assertCaller(request, request.body.userId);
      const user = await currentUser(request.userId);
      const move: Move = {
        type: 'join',
        actorId: user.id,
        username: user.username,
        roleId: user.roleId as Extract<Move, { type: 'join' }>['roleId'],
        priorQuizSessions: await sessions.priorQuizSessions(user.id, request.params.id),
      };
      const seated = (state: GameState) => state.players.some((p) => p.userId === user.id);
      // A seated student joining again (a reload) changes nothing and is not news.
      const wasSeated = seated(await sessions.load(request.params.id));
      let joined: GameState | undefined;
      const answer = await sessions.perform(request.params.id, move, {
        actionId: actionIdOf(request),
        respond: (state) => {
          joined = state;
          return { success: true, message: 'joined', session: viewFor(state, request.userId) };
        },
      });
      // `joined` stays unset for a retry answered from its first run: not news either.
      if (joined && !wasSeated && seated(joined)) {
        logClassEvent(request.log, {
          classEvent: 'studentJoined',
          roomCode: joined.roomCode,
          student: user.username,
          students: realPlayers(joined.players).length,
        });
      }
      return answer;
    },
  );

  const phaseHandler = {
    schema: {
      tags,
      security,
      params: SessionParamsSchema,
      body: PhaseBodySchema,
      response: okOrError(PhaseChangeResponseSchema),
    },
  };
  for (const path of [API.sessions.phase, API.gameflow.phase]) {
    app.put(path, phaseHandler, async (request) => {
      const { phase: requested, round, endedBy, closingQuizStartedBy } = request.body;
      assertCaller(request, endedBy);
      assertCaller(request, closingQuizStartedBy);
      const target = parseWirePhase(requested);
      if (!target) throw new AppError('VALIDATION_FAILED', { phase: { issue: 'invalid_format' } });
      const move: Move =
        target.phase === 'game_completely_ended'
          ? { type: 'endGame', actorId: request.userId }
          : {
              type: 'advance',
              actorId: request.userId,
              to: target.phase,
              round: target.round ?? round,
            };
      return sessions.perform(request.params.id, move, {
        actionId: actionIdOf(request),
        // The new phase, not the guide's view: every screen gets its view by the push, and the
        // guide's whole view (15 KB in a class of 16), compressed and sent at every phase change,
        // was 7 % of the server's main thread at 4,000 phones, for an answer no screen read.
        respond: (state) => ({
          success: true as const,
          sessionId: state.sessionId,
          currentPhase: wirePhase(state),
          currentRound: state.round,
        }),
      });
    });
  }

  app.post(
    API.sessions.endDiscussion,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        body: EndDiscussionBodySchema.optional(),
        response: okOrError(EndDiscussionResponseSchema),
      },
    },
    async (request) => {
      assertCaller(request, request.body?.moderatorId);
      return sessions.perform(
        request.params.id,
        { type: 'advance', actorId: request.userId, to: 'voting_active' },
        {
          actionId: actionIdOf(request),
          respond: (state) => successWithView(state, request.userId),
        },
      );
    },
  );

  app.post(
    API.sessions.checkWin,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        response: okOrError(WinCheckResponseSchema),
      },
    },
    async (request) => {
      const state = await sessions.load(request.params.id);
      // Before the roleplay starts nobody can have won.
      const outcome = state.winner ? state : state.round >= 1 ? checkWinner(state.players) : null;
      return {
        gameEnded: Boolean(outcome),
        winner: outcome?.winner ?? null,
        winReason: outcome?.winReason ?? null,
        victoryType: outcome?.victoryType ?? null,
      };
    },
  );

  app.get(
    API.sessions.leaderboard,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        response: okOrError(LeaderboardResponseSchema),
      },
    },
    async (request) => {
      const state = await sessions.load(request.params.id);
      return { leaderboard: leaderboardFor(state, request.userId) };
    },
  );
};
