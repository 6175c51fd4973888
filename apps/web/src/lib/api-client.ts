import { isErrorCode, type ErrorCode, type ErrorResponse } from '@ecoscha/contracts';
import { ApiError, NETWORK_ERROR, UNKNOWN_ERROR } from './api-error';
import { currentLanguage, loadServerErrorTexts } from './i18n';
import { apiBase } from './runtime-config';
import { storage } from './storage';
import { sendingOf, sendUntilAnswered, type Answer } from './unanswered-retry';

export { ApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function buildHeaders(hasBody: boolean, extra: Record<string, string> | undefined): HeadersInit {
  const token = storage.getToken();
  return {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
}

function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({ status: 0, code: NETWORK_ERROR, message });
}

/** Any answer body: parsed JSON, `undefined` when empty, or the raw text when it is not JSON. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function stringField(body: unknown, field: 'message' | 'error'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value ? value : undefined;
}

function isFieldErrors(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every((text) => typeof text === 'string');
}

/**
 * The error shape of the contracts (`ErrorResponseSchema`), checked by hand: the schema would
 * bring zod into the first download of every page.
 */
function asErrorResponse(body: unknown): ErrorResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, error, message, errors } = body as Record<string, unknown>;
  if (typeof code !== 'string' || typeof error !== 'string' || typeof message !== 'string') {
    return null;
  }
  if (errors !== undefined && !isFieldErrors(errors)) return null;
  return { code, error, message, errors };
}

/** A `retry-after` of whole seconds (the server's rate limits send one), else undefined. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function toApiError(response: Response, body: unknown): ApiError {
  const parsed = asErrorResponse(body);
  if (parsed) {
    const { code, message, error, errors } = parsed;
    return new ApiError({
      status: response.status,
      code,
      message: message || error,
      errors,
      retryAfterSeconds: retryAfterOf(response),
    });
  }
  const message =
    stringField(body, 'message') ??
    stringField(body, 'error') ??
    (response.statusText || `HTTP ${response.status}`);
  return new ApiError({ status: response.status, code: UNKNOWN_ERROR, message });
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, signal } = options;
  const hasBody = body !== undefined;
  const delivery = sendingOf(method, path, options.headers);
  let answer: Answer;
  try {
    answer = await sendUntilAnswered(
      `${apiBase()}${path}`,
      {
        method,
        headers: buildHeaders(hasBody, delivery.headers),
        body: hasBody ? JSON.stringify(body) : undefined,
      },
      { signal, ...delivery.retry },
    );
  } catch (cause) {
    // A cancelled query is not a failure to report: let the abort through untouched.
    if (signal?.aborted) throw cause;
    throw networkError(cause);
  }
  const { response } = answer;
  const renewed = response.headers.get('x-renewed-token');
  if (renewed) storage.renewToken(renewed);
  const payload = parseBody(answer.text);
  if (!response.ok) {
    const error = toApiError(response, payload);
    // The screen that shows the failure finds its translation ready (downloaded on first need).
    if (isErrorCode(error.code)) await loadServerErrorTexts();
    throw error;
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/**
 * Sends a move that may be a repeat. When a first try reached the server but its answer was lost
 * (the Wi-Fi dropped on the way back), the player tries again and the server refuses with `code`
 * (`ALREADY_VOTED`, `ALREADY_ACTED`): for the player that means the move is in, so the retry
 * resolves with `done` instead of showing a refusal. The session's next view shows what counted.
 */
export async function acceptingRepeat<T>(send: Promise<T>, code: ErrorCode, done: T): Promise<T> {
  try {
    return await send;
  } catch (error) {
    if (error instanceof ApiError && error.code === code) return done;
    throw error;
  }
}
