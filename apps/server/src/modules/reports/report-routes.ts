import {
  API,
  LearningReportSchema,
  ReportCsvQuerySchema,
  SessionParamsSchema,
} from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { languageOf } from '../../lib/language';
import { bearerAuth, errorResponses, okOrError } from '../../lib/route-schemas';
import { reportCsv } from './report-csv';
import { createReportLoader, type ReportSources } from './report-loader';

type ReportRouteOptions = ReportSources;

const tags = ['game sessions'];

/**
 * The learning report of a session, for its guide only: as JSON for the report page, and as a
 * CSV file (one row per student per question) for a spreadsheet. Others get 403, no token 401.
 */
export const reportRoutes: FastifyPluginAsyncZod<ReportRouteOptions> = async (app, sources) => {
  app.addHook('preHandler', app.authenticate);

  const reports = createReportLoader(app.db, sources);

  async function guidesReport(sessionId: string, userId: string) {
    const state = await reports.state(sessionId);
    if (state.moderatorId !== userId) throw new AppError('NOT_MODERATOR');
    return reports.report(state);
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
