import { ErrorResponseSchema } from '@ecoscha/contracts';
import type { z } from 'zod';

/** The error answers every authenticated game call may give. */
export const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/**
 * A game call's answers: `schema` on success (fields it does not list are dropped, so nothing
 * unlisted leaves the server), or one of the errors.
 */
export const okOrError = <S extends z.ZodType>(schema: S) => ({ 200: schema, ...errorResponses });

export const bearerAuth = [{ bearerAuth: [] }];
