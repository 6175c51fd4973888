import { ErrorResponseSchema, LooseObjectSchema } from '@ecoscha/contracts';

/** The error answers every authenticated game call may give. */
export const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** A JSON object answer (views are typed by `packages/game`), or one of the errors. */
export const objectOrError = { 200: LooseObjectSchema, ...errorResponses };

export const bearerAuth = [{ bearerAuth: [] }];
