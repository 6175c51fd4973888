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
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import {
  guideContentRoutes,
  type GuideApp,
  type KindRouteContext,
} from '../guide-content/guide-content-routes';
import { checkQuestionSet, exportQuestionSet } from './question-set';
import {
  createQuestionRepository,
  toGuideQuestion,
  type QuestionRepository,
} from './question-repository';

const tags = ['question-bank'];
/** A question file of QUESTION_SET_MAX long questions fits (the rest of the API keeps 64 KiB). */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

const QuestionSetResponseSchema = z.object({
  format: z.literal(QUESTION_SET_FORMAT),
  version: z.literal(1),
  questions: z.array(QuestionDraftSchema),
});

/** The question set's file: the visible questions out, a whole checked file in (all or none). */
async function questionSetRoutes(
  app: GuideApp,
  { store: questions, rateLimit }: KindRouteContext<QuestionRepository>,
) {
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
}

/** A guide's own quiz questions, asked in the rooms they open; exported and imported as a file. */
export const questionBankRoutes = guideContentRoutes({
  tags,
  paths: {
    list: API.myQuestions,
    create: API.myQuestions,
    item: API.myQuestion,
    hide: API.myQuestionHide,
    restore: API.myQuestionRestore,
  },
  key: 'id',
  schemas: {
    params: GuideQuestionParamsSchema,
    body: QuestionDraftSchema,
    item: GuideQuestionSchema,
    list: GuideQuestionListSchema,
  },
  notFound: 'QUESTION_NOT_FOUND',
  ownership: { of: (row) => row.guideId, notYours: 'QUESTION_NOT_YOURS' },
  store: createQuestionRepository,
  present: toGuideQuestion,
  moreRoutes: questionSetRoutes,
});
