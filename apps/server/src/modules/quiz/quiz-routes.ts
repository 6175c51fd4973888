import {
  API,
  AwardBodySchema,
  AwardResponseSchema,
  LeaderboardResponseSchema,
  QuizQuestionsResponseSchema,
  QuizSessionResponseSchema,
  QuizTopicsQuerySchema,
  QuizTopicsResponseSchema,
  SaveScoreBodySchema,
  SaveScoreResponseSchema,
  SessionIdParamsSchema,
  SessionParamsSchema,
  type Question,
} from '@ecoscha/contracts';
import {
  leaderboardFor,
  questionsFor,
  scoresOf,
  type GameState,
  type QuizKind,
} from '@ecoscha/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, okOrError } from '../../lib/route-schemas';
import { publicQuestion, type ContentStore } from '../content/content-store';
import { createQuestionRepository } from '../question-bank/question-repository';
import { questionOf, quizBankOf } from '../question-bank/session-quiz-bank';
import { actionIdOf, assertCaller } from '../sessions/request-helpers';
import type { SessionService } from '../sessions/session-service';

const tags = ['quiz'];
const security = bearerAuth;

const kindOf = (closing: boolean | undefined): QuizKind => (closing ? 'closing' : 'opening');

/** The quiz: each player's questions (never the answers), server-side scoring, leaderboards. */
export const quizRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  content: ContentStore;
}> = async (app, { sessions, content }) => {
  app.addHook('preHandler', app.authenticate);

  const guideQuestions = createQuestionRepository(app.db);
  /** The texts of the guide's own questions when the session asks them (hidden ones too). */
  async function ownQuestionsOf(state: GameState | undefined): Promise<Map<string, Question>> {
    if (!state?.quizBank) return new Map();
    const rows = await guideQuestions.listByGuide(state.moderatorId);
    return new Map(rows.map((row) => [row.id, questionOf(row)]));
  }

  /** The topics with this player's questions in this session; without a session, no questions. */
  function topicsFor(
    state: GameState | undefined,
    userId: string,
    kind: QuizKind,
    own: Map<string, Question>,
  ) {
    const done = new Set(
      (state?.quizResults[userId] ?? []).filter((r) => r.kind === kind).map((r) => r.topicId),
    );
    return content.topics.map((topic) => ({
      _id: topic._id,
      topic_id: topic.topic_id,
      topic_name_id: topic.topic_name_id,
      topic_name_en: topic.topic_name_en,
      completed: done.has(topic._id),
      questions: state
        ? questionsFor(state, userId, topic._id, kind, quizBankOf(state, content.quizBank)).flatMap(
            (key) => {
              const question = content.question(key.id) ?? own.get(key.id);
              return question ? [publicQuestion(question)] : [];
            },
          )
        : [],
    }));
  }

  /** The caller's topics of the session's opening quiz, or of the closing quiz. */
  async function requestedTopics(request: {
    query: { sessionId?: string; closing?: 'true' | 'false' };
    userId: string;
  }) {
    const { sessionId, closing } = request.query;
    const state = sessionId ? await sessions.load(sessionId) : undefined;
    return topicsFor(
      state,
      request.userId,
      kindOf(closing === 'true'),
      await ownQuestionsOf(state),
    );
  }

  app.get(
    API.quiz.topics,
    {
      schema: {
        tags,
        security,
        querystring: QuizTopicsQuerySchema,
        response: okOrError(QuizTopicsResponseSchema),
      },
    },
    async (request) => ({ topics: await requestedTopics(request) }),
  );

  app.get(
    API.quiz.questions,
    {
      schema: {
        tags,
        security,
        querystring: QuizTopicsQuerySchema,
        response: okOrError(QuizQuestionsResponseSchema),
      },
    },
    async (request) => ({
      questions: (await requestedTopics(request)).flatMap((t) =>
        t.questions.map((q) => ({ ...q, topicId: t._id })),
      ),
    }),
  );

  app.post(
    API.quiz.saveScore,
    {
      schema: {
        tags,
        security,
        body: SaveScoreBodySchema,
        response: okOrError(SaveScoreResponseSchema),
      },
    },
    async (request) => {
      const { sessionId, userId, topicId, answers, isClosingQuiz } = request.body;
      assertCaller(request, userId);
      const answerMap = Array.isArray(answers)
        ? Object.fromEntries(answers.map((a) => [a.questionId, a.answer]))
        : answers;
      // The guide's own questions' answers and reasons, for the feedback (read before the move).
      const own = await ownQuestionsOf(await sessions.load(sessionId));
      return sessions.perform(
        sessionId,
        { type: 'submitQuizTopic', actorId: request.userId, topicId, answers: answerMap },
        {
          actionId: actionIdOf(request),
          respond: (state) => {
            const kind = kindOf(isClosingQuiz);
            const result = state.quizResults[request.userId]?.find(
              (r) => r.topicId === topicId && r.kind === kind,
            );
            if (!result) throw new AppError('TOPIC_NOT_FOUND');
            // The caller's own scores, not the whole class ranked for one line of it.
            const scores = scoresOf(state, request.userId);
            return {
              success: true,
              topicId,
              score: result.score,
              correct: result.correct,
              // Now that the answers are in, the player may learn the right ones.
              feedback: result.questionIds.map((id) => {
                const question = content.question(id) ?? own.get(id);
                return {
                  questionId: id,
                  answer: result.answers[id] ?? '',
                  answer_id: question?.answer_id,
                  answer_en: question?.answer_en,
                  reasoning_id: question?.reasoning_id,
                  reasoning_en: question?.reasoning_en,
                };
              }),
              regularQuizScore: scores.regularQuizScore,
              closingQuizScore: scores.closingQuizScore,
              totalQuizScore: scores.totalQuizScore,
              totalScore: scores.totalScore,
            };
          },
        },
      );
    },
  );

  app.get(
    API.quiz.leaderboard,
    {
      schema: {
        tags,
        security,
        params: SessionIdParamsSchema,
        response: okOrError(LeaderboardResponseSchema),
      },
    },
    async (request) => ({
      leaderboard: leaderboardFor(await sessions.load(request.params.sessionId), request.userId),
    }),
  );

  app.get(
    API.quiz.session,
    {
      schema: {
        tags,
        security,
        params: SessionParamsSchema,
        response: okOrError(QuizSessionResponseSchema),
      },
    },
    async (request) => {
      const state = await sessions.load(request.params.id);
      return {
        results: state.quizResults[request.userId] ?? [],
        achievements: state.achievements,
        leaderboard: leaderboardFor(state, request.userId),
      };
    },
  );

  /**
   * The awards are made by the rules when the closing quiz completes; this call (the spec's
   * client-side award) only confirms an award that exists, so nobody can grant one.
   */
  app.post(
    API.achievements.award,
    { schema: { tags, security, body: AwardBodySchema, response: okOrError(AwardResponseSchema) } },
    async (request) => {
      const { sessionId, userId, achievementType } = request.body;
      const state = await sessions.load(sessionId);
      if (state.moderatorId !== request.userId) assertCaller(request, userId);
      const award = state.achievements.find(
        (a) => a.userId === userId && a.type === achievementType,
      );
      if (!award) throw new AppError('NOT_ELIGIBLE');
      return { success: true, achievement: award };
    },
  );
};
