import { ERROR_MESSAGES, type ErrorCode, type FieldIssue } from '@ecoscha/contracts';

/** One field's problem; `phrase` names the Sundanese phrase an `unknown_phrase` is about. */
export type FieldProblem = { issue: FieldIssue; min?: number; max?: number; phrase?: string };

/** An error we answer on purpose: a stable code, its status, and optional per-field problems. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, FieldProblem>,
  ) {
    super(code);
    this.statusCode = ERROR_MESSAGES[code].status;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
