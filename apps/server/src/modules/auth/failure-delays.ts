import type { ErrorCode } from '@ecoscha/contracts';
import type { FastifyReply } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error';
import type { LimitStore } from '../../lib/limit-store';
import { createSharedLoginFailures, type SharedLoginFailures } from './shared-login-failures';

const FAILURE_WINDOW_MS = 15 * 60_000;
/** Failed guesses an address may have in 15 min before its attempts wait (50 students, 2 each). */
const ADDRESS_FREE_FAILURES = 100;

/** One counter an attempt is charged to: an account's, an address's. */
export type FailureKey = { failures: SharedLoginFailures; key: string };

export type DelayedAttempt = {
  /** Every key must have waited out its delay; each is charged when the attempt fails. */
  keys: FailureKey[];
  /** The answers that count as a failed guess (a wrong password, a wrong code). */
  failsWith: ErrorCode[];
  /** Keys a success forgets (an account's; never an address's, which a guesser shares). */
  clearOnSuccess?: FailureKey[];
};

/**
 * The counters of the sign-in routes: per account (any address; `loginLimit` free failures), and,
 * for floods of guesses at many accounts or badges, per address; a class shares one address, so
 * it has far more free failures. Each route names its keys (`account:`, `badge-address:`, ...).
 * With Redis every instance counts into the same keys (see `shared-login-failures.ts`).
 */
export function createLoginDelays(loginLimit: number, store: LimitStore) {
  const accounts = createSharedLoginFailures(store, 'login-account', {
    freeFailures: loginLimit,
    windowMs: FAILURE_WINDOW_MS,
  });
  const addresses = createSharedLoginFailures(store, 'login-address', {
    freeFailures: Math.max(ADDRESS_FREE_FAILURES, loginLimit),
    windowMs: FAILURE_WINDOW_MS,
  });
  return {
    account: (key: string): FailureKey => ({ failures: accounts, key }),
    address: (key: string): FailureKey => ({ failures: addresses, key }),
  };
}
export type LoginDelays = ReturnType<typeof createLoginDelays>;

/**
 * The one place where a guessable secret is checked under growing delays (see
 * `login-failures.ts`): while any key must wait, RATE_LIMITED with `retry-after` and the attempt
 * is not even looked at; a failure in `failsWith` is charged to every key.
 */
export async function withFailureDelays<T>(
  reply: FastifyReply,
  { keys, failsWith, clearOnSuccess = [] }: DelayedAttempt,
  attempt: () => Promise<T>,
): Promise<T> {
  const waits = await Promise.all(keys.map(({ failures, key }) => failures.waitMs(key)));
  const waitMs = Math.max(0, ...waits);
  if (waitMs > 0) {
    reply.header('retry-after', Math.ceil(waitMs / 1000));
    throw new AppError('RATE_LIMITED');
  }
  try {
    const result = await attempt();
    await Promise.all(clearOnSuccess.map(({ failures, key }) => failures.clear(key)));
    return result;
  } catch (error) {
    if (isAppError(error) && failsWith.includes(error.code)) {
      await Promise.all(keys.map(({ failures, key }) => failures.recordFailure(key)));
    }
    throw error;
  }
}
