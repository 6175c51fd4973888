import type { ErrorCode } from '@ecoscha/contracts';

/** Codes the client itself produces, next to the server's `ErrorCode`s. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const UNKNOWN_ERROR = 'UNKNOWN';
export type ClientErrorCode = typeof NETWORK_ERROR | typeof UNKNOWN_ERROR;

export type FieldErrors = Record<string, string>;

/** A failed API call: the server's `{ code, error, message, errors? }`, or a network failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly errors: FieldErrors | undefined;
  /** Seconds to wait before trying again (a RATE_LIMITED answer's `retry-after`), when given. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    errors?: FieldErrors;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** True when the request never got an answer. */
  get isNetworkError(): boolean {
    return this.code === NETWORK_ERROR;
  }
}
