import { z } from 'zod';

/** Field-level problems, keyed by the payload's field name (edit profile shows them per field). */
export const FieldErrorsSchema = z.record(z.string(), z.string());

/** Every error answer: a stable `code` to translate, a readable text, and field errors if any. */
export const ErrorResponseSchema = z.object({
  code: z.string(),
  error: z.string(),
  message: z.string(),
  errors: FieldErrorsSchema.optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
