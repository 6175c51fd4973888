/**
 * Sending a game move so that a lost answer does not lose or double it. Nothing here needs a
 * browser (only `fetch`, `AbortController` and `crypto.getRandomValues`), so tests run it in Node
 * against real servers too.
 */
import { changesAGame } from '@ecoscha/contracts';

/** The waits before each new try of a move that got no answer: three tries after the first. */
export const RETRY_DELAYS_MS = [500, 1_000, 2_000] as const;
/** A try that has had no answer for this long is given up (and tried again, with the same key). */
export const ATTEMPT_TIMEOUT_MS = 15_000;
/** Answers that mean no instance answered: nginx's 502 and 504, an instance shutting down (503). */
const UNANSWERED = new Set([502, 503, 504]);

/**
 * A fresh `Idempotency-Key`: 128 random bits as 32 hex digits (the server takes 8–64 letters,
 * digits, `_` and `-`). From `crypto.getRandomValues`, which a phone has on a plain-HTTP school
 * address too, unlike `crypto.randomUUID` (secure contexts only).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An answer that arrived whole: its status, headers and body text. */
export type Answer = { response: Response; text: string };

export type RetryOptions = {
  /** The caller's cancellation: stops at once, with no further try. */
  signal?: AbortSignal;
  /** Waits before each new try; none: one try only. */
  delaysMs?: readonly number[];
  /** Gives a try up after this long (none: waits as long as the connection does). */
  attemptTimeoutMs?: number;
  /** A number in [0, 1) for the jitter of the waits. */
  random?: () => number;
};

/** Waits `ms`, or rejects when `signal` aborts first. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const done = () => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const timer = setTimeout(done, ms);
    function aborted() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** One try: the answer read whole, or a throw when the connection failed or the try timed out. */
async function tryOnce(
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): Promise<Answer> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => controller.abort(new Error('no answer in time')), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    // The answer counts only once it is all here: a body cut off is an answer lost.
    const text = await response.text();
    return { response, text };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * Sends `init` to `url` and tries again after each wait of `delaysMs` (with a quarter of jitter
 * either way, so a class whose answers were lost together does not come back at once) while no
 * answer came: the connection failed, the try timed out, or a proxy answered 502, 503 or 504.
 * The headers are sent unchanged every time: with an `Idempotency-Key` among them the server
 * makes the move once and answers every repeat as it answered the first. The last failure is
 * thrown (or the last 5xx answer returned) once the tries are used up; the caller's abort is
 * thrown at once.
 */
export async function sendUntilAnswered(
  url: string,
  init: RequestInit,
  { signal, delaysMs = [], attemptTimeoutMs, random = Math.random }: RetryOptions = {},
): Promise<Answer> {
  for (let attempt = 0; ; attempt += 1) {
    const delay = delaysMs[attempt];
    try {
      const answer = await tryOnce(url, init, signal, attemptTimeoutMs);
      if (delay === undefined || !UNANSWERED.has(answer.response.status)) return answer;
    } catch (cause) {
      if (signal?.aborted || delay === undefined) throw cause;
    }
    await wait(delay * (0.75 + 0.5 * random()), signal);
  }
}

/**
 * How the web app sends a call: one that changes a game carries an `Idempotency-Key`, made once
 * for the call, and is sent again with it while no answer comes, so the player is told of a
 * failure only after the last try; any other call is sent once, as it is.
 */
export function sendingOf(
  method: string,
  path: string,
  headers?: Record<string, string>,
): { headers?: Record<string, string>; retry: RetryOptions } {
  if (!changesAGame(method, path)) return { headers, retry: {} };
  return {
    headers: { 'Idempotency-Key': newIdempotencyKey(), ...headers },
    retry: { delaysMs: RETRY_DELAYS_MS, attemptTimeoutMs: ATTEMPT_TIMEOUT_MS },
  };
}
