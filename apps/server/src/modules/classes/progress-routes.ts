import {
  API,
  ClassParamsSchema,
  ClassProgressSchema,
  ProgressFileQuerySchema,
  type ClassProgress,
} from '@ecoscha/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { languageOf } from '../../lib/language';
import { bearerAuth, errorResponses, okOrError } from '../../lib/route-schemas';
import type { GuideApp } from '../guide-content/guide-content-routes';
import type { ClassContext } from './class-context';
import { classProgress } from './class-progress';
import { progressCsv, progressXlsx } from './progress-files';
import { nameSlug } from './student-data';

const tags = ['classes'];
const security = bearerAuth;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file answer (text or binary): documented as a string, sent as it is (never serialised). */
const fileAnswer = (type: string, description: string) => ({
  200: { description, content: { [type]: { schema: z.string() } } },
  ...errorResponses,
});
/** A workbook's bytes; fastify sends a Buffer as it is, whatever the documented schema says. */
const asFileBody = (bytes: Buffer) => bytes as unknown as string;

/** A class's progress over its games: as JSON for its page, as CSV and as a workbook. */
export async function progressRoutes(app: GuideApp, { classes, reports }: ClassContext) {
  async function progressOf(guideId: string, classId: string): Promise<ClassProgress> {
    const owned = await classes.ownClass(guideId, classId);
    const learning = [];
    for (const sessionId of await classes.sessionIds(owned.id)) {
      learning.push(await reports.report(await reports.state(sessionId)));
    }
    return classProgress(owned, await classes.roster(owned.id), learning);
  }

  app.get(
    API.classes.progress,
    {
      schema: {
        tags,
        security,
        params: ClassParamsSchema,
        response: okOrError(ClassProgressSchema),
      },
    },
    async (request) => progressOf(request.userId, request.params.id),
  );

  const fileName = (progress: ClassProgress, extension: string) =>
    `ecoscha-progress-${nameSlug(progress.name)}.${extension}`;
  const language = (request: FastifyRequest<{ Querystring: { lng?: 'id' | 'en' } }>) =>
    languageOf(request.headers['accept-language'], request.query.lng);

  app.get(
    API.classes.progressCsv,
    {
      schema: {
        tags,
        security,
        params: ClassParamsSchema,
        querystring: ProgressFileQuerySchema,
        response: fileAnswer('text/csv', 'One row per student per game'),
      },
    },
    async (request, reply) => {
      const progress = await progressOf(request.userId, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(progress, 'csv')}"`)
        .send(progressCsv(progress, language(request)));
    },
  );

  app.get(
    API.classes.progressXlsx,
    {
      schema: {
        tags,
        security,
        params: ClassParamsSchema,
        querystring: ProgressFileQuerySchema,
        response: fileAnswer(XLSX_TYPE, 'A sheet of students and a sheet of the class'),
      },
    },
    async (request, reply) => {
      const progress = await progressOf(request.userId, request.params.id);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${fileName(progress, 'xlsx')}"`)
        .send(asFileBody(await progressXlsx(progress, language(request))));
    },
  );
}
