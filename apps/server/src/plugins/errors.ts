import {
  errorMessage,
  fieldIssueMessage,
  isFieldIssue,
  type ErrorCode,
  type ErrorResponse,
  type Language,
} from '@ecoscha/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isAppError, type FieldProblem } from '../lib/app-error';
import { languageOf } from '../lib/language';

export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  return languageOf(request.headers['accept-language'], query?.lng);
}

export function errorBody(
  code: ErrorCode,
  language: Language,
  fields?: Record<string, FieldProblem>,
): ErrorResponse {
  const text = errorMessage(code, language);
  const body: ErrorResponse = { code, error: text, message: text };
  if (fields && Object.keys(fields).length > 0) {
    body.errors = Object.fromEntries(
      Object.entries(fields).map(([field, problem]) => [
        field,
        fieldIssueMessage(problem.issue, language, problem),
      ]),
    );
  }
  return body;
}

type ValidationIssue = { keyword: string; instancePath: string; params: Record<string, unknown> };

/** A size limit in the words of what was measured: a number, a list's items or a text's length. */
function sizeProblem(
  keyword: 'too_small' | 'too_big',
  origin: unknown,
  limit: number,
): FieldProblem {
  const small = keyword === 'too_small';
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    return small ? { issue: 'too_small', min: limit } : { issue: 'too_big', max: limit };
  }
  if (origin === 'array' || origin === 'set') {
    return small ? { issue: 'too_few', min: limit } : { issue: 'too_many', max: limit };
  }
  return small ? { issue: 'too_short', min: limit } : { issue: 'too_long', max: limit };
}

/** What a failed validation looked at: the body, the query string, the path or the headers. */
function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.query;
}

/** Turns schema-validation issues into one problem per top-level field. */
function fieldProblems(issues: ValidationIssue[], payload: unknown): Record<string, FieldProblem> {
  const fields: Record<string, FieldProblem> = {};
  const values = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  for (const issue of issues) {
    const field = issue.instancePath.split('/')[1] || '_';
    if (fields[field]) continue;
    const limit = Number(issue.params.minimum ?? issue.params.maximum);
    // A schema's own check names its problem (`params.fieldIssue`, see contracts).
    const named = (issue.params.params as { fieldIssue?: unknown } | undefined)?.fieldIssue;
    const value = values[field];
    // Only spaces count as nothing typed: the schemas trim before they count characters.
    const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
    if (empty) fields[field] = { issue: 'required' };
    else if (issue.keyword === 'custom' && isFieldIssue(named)) fields[field] = { issue: named };
    else if (issue.keyword === 'too_small' || issue.keyword === 'too_big') {
      fields[field] = sizeProblem(issue.keyword, issue.params.origin, limit);
    } else if (issue.keyword === 'invalid_type') fields[field] = { issue: 'invalid_type' };
    else fields[field] = { issue: 'invalid_format' };
  }
  return fields;
}

/** Maps framework errors (body parsing, limits) to our stable codes. */
function frameworkCode(error: FastifyError): ErrorCode | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
    return 'PAYLOAD_TOO_LARGE';
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
    return 'UNSUPPORTED_MEDIA_TYPE';
  }
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) {
    return 'MALFORMED_JSON';
  }
  if (error.statusCode === 429) return 'RATE_LIMITED';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return 'VALIDATION_FAILED';
  }
  return undefined;
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  fields?: Record<string, FieldProblem>,
): FastifyReply {
  const body = errorBody(code, requestLanguage(reply.request), fields);
  return reply.code(new AppError(code).statusCode).type('application/json').send(body);
}

/**
 * Errors the framework meets before any route runs (a path that is not valid percent-encoding,
 * `/api/characters/%00%ff`): answered in our shape, as a path that names nothing.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const url = reply.request.url ?? '';
  void sendError(reply, url.startsWith('/api/') ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND');
}

/** One error handler: stable codes for callers' mistakes, no details of our own faults. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) return sendError(reply, error.code, error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const payload = validatedPart(request, error.validationContext);
      return sendError(reply, 'VALIDATION_FAILED', fieldProblems(error.validation, payload));
    }
    const code = frameworkCode(error);
    if (code) return sendError(reply, code);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL');
  });
});
