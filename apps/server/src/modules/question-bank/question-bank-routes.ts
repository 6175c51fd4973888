import {
  API,
  GuideQuestionListSchema,
  GuideQuestionParamsSchema,
  GuideQuestionSchema,
  QuestionDraftSchema,
  QuestionImportResultSchema,
  QuestionSetFileSchema,
  QUESTION_SET_FORMAT,
} from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { requireGuideAccount } from '../auth/require-guide-account';
import { checkQuestionSet, exportQuestionSet } from './question-set';
import {
  createQuestionRepository,
  toGuideQuestion,
  type GuideQuestionRow,
} from './question-repository';

const tags = ['question-bank'];
/** A question file of QUESTION_SET_MAX long questions fits (the rest of the API keeps 64 KiB). */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

const QuestionSetResponseSchema = z.object({
  format: z.literal(QUESTION_SET_FORMAT),
  version: z.literal(1),
  questions: z.array(QuestionDraftSchema),
});

/**
 * A guide's own quiz questions: list, add, edit, hide, restore, export and import. Only guides
 * (`sustainability_guide_1`); each sees and changes only their own questions.
 */
export const questionBankRoutes: FastifyPluginAsyncZod<{ writeLimit: number }> = async (
  app,
  { writeLimit },
) => {
  const questions = createQuestionRepository(app.db);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireGuideAccount(app));
  const rateLimit = { max: writeLimit, timeWindow: '10 minutes' };

  /** The caller's own question, or 404 / 403. */
  async function ownQuestion(id: string, guideId: string): Promise<GuideQuestionRow> {
    const row = await questions.findById(id);
    if (!row) throw new AppError('QUESTION_NOT_FOUND');
    if (row.guideId !== guideId) throw new AppError('QUESTION_NOT_YOURS');
    return row;
  }

  app.get(
    API.myQuestions,
    {
      schema: {
        tags,
        security: bearerAuth,
        response: { 200: GuideQuestionListSchema, ...errorResponses },
      },
    },
    async (request) => (await questions.listByGuide(request.userId)).map(toGuideQuestion),
  );

  app.post(
    API.myQuestions,
    {
      schema: {
        tags,
        security: bearerAuth,
        body: QuestionDraftSchema,
        response: { 201: GuideQuestionSchema, ...errorResponses },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const [row] = await questions.addAll(request.userId, [request.body]);
      if (!row) throw new Error('insert returned no row');
      return reply.code(201).send(toGuideQuestion(row));
    },
  );

  app.put(
    API.myQuestion,
    {
      schema: {
        tags,
        security: bearerAuth,
        params: GuideQuestionParamsSchema,
        body: QuestionDraftSchema,
        response: { 200: GuideQuestionSchema, ...errorResponses },
      },
      config: { rateLimit },
    },
    async (request) => {
      await ownQuestion(request.params.id, request.userId);
      const row = await questions.update(request.params.id, request.body);
      if (!row) throw new AppError('QUESTION_NOT_FOUND');
      return toGuideQuestion(row);
    },
  );

  for (const [path, hidden] of [
    [API.myQuestionHide, true],
    [API.myQuestionRestore, false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          security: bearerAuth,
          params: GuideQuestionParamsSchema,
          response: { 200: GuideQuestionSchema, ...errorResponses },
        },
        config: { rateLimit },
      },
      async (request) => {
        await ownQuestion(request.params.id, request.userId);
        const row = await questions.setHidden(request.params.id, hidden);
        if (!row) throw new AppError('QUESTION_NOT_FOUND');
        return toGuideQuestion(row);
      },
    );
  }

  app.get(
    API.myQuestionsExport,
    {
      schema: {
        tags,
        security: bearerAuth,
        response: { 200: QuestionSetResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const rows = await questions.visibleByGuide(request.userId);
      void reply.header('content-disposition', 'attachment; filename="ecoscha-questions.json"');
      return exportQuestionSet(rows.map((row) => toGuideQuestion(row).draft));
    },
  );

  app.post(
    API.myQuestionsImport,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        security: bearerAuth,
        body: QuestionSetFileSchema,
        response: { 201: QuestionImportResultSchema, ...errorResponses },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const checked = checkQuestionSet(request.body.questions);
      if (!checked.ok) throw new AppError('QUESTION_SET_INVALID', checked.problems);
      const rows = await questions.addAll(request.userId, checked.drafts);
      return reply.code(201).send({ imported: rows.length, questions: rows.map(toGuideQuestion) });
    },
  );
};
