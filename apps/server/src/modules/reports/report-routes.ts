import {
  API,
  LearningReportSchema,
  ReportCsvQuerySchema,
  SessionParamsSchema,
  type Question,
} from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { languageOf } from '../../lib/language';
import { bearerAuth, errorResponses, okOrError } from '../../lib/route-schemas';
import { createQuestionRepository } from '../question-bank/question-repository';
import { questionOf } from '../question-bank/session-quiz-bank';
import type { SessionService } from '../sessions/session-service';
import { reportCsv } from './report-csv';
import { buildLearningReport, type ReportContent } from './report-service';

type ReportRouteOptions = {
  sessions: Pick<SessionService, 'load'>;
  /** The question bank as it is now (read for each report, so edited questions show). */
  loadContent: () => Promise<ReportContent>;
};

const tags = ['game sessions'];

/**
 * The learning report of a session, for its guide only: as JSON for the report page, and as a
 * CSV file (one row per student per question) for a spreadsheet. Others get 403, no token 401.
 */
export const reportRoutes: FastifyPluginAsyncZod<ReportRouteOptions> = async (
  app,
  { sessions, loadContent },
) => {
  app.addHook('preHandler', app.authenticate);

  const guideQuestions = createQuestionRepository(app.db);

  async function guidesReport(sessionId: string, userId: string) {
    const state = await sessions.load(sessionId);
    if (state.moderatorId !== userId) throw new AppError('NOT_MODERATOR');
    // A room with the guide's own questions: their texts (hidden ones too) from the guide's list.
    const own = state.quizBank
      ? new Map(
          (await guideQuestions.listByGuide(state.moderatorId)).map((row) => [
            row.id,
            questionOf(row),
          ]),
        )
      : new Map<string, Question>();
    return buildLearningReport(state, await loadContent(), own);
  }

  app.get(
    API.sessions.report,
    {
      schema: {
        tags,
        security: bearerAuth,
        params: SessionParamsSchema,
        response: okOrError(LearningReportSchema),
      },
    },
    async (request) => guidesReport(request.params.id, request.userId),
  );

  app.get(
    API.sessions.reportCsv,
    {
      schema: {
        tags,
        security: bearerAuth,
        params: SessionParamsSchema,
        querystring: ReportCsvQuerySchema,
        response: {
          200: {
            description: 'The report as CSV',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const report = await guidesReport(request.params.id, request.userId);
      const language = languageOf(request.headers['accept-language'], request.query.lng);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="ecoscha-report-${report.roomCode}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(reportCsv(report, language));
    },
  );
};
