/**
 * A class signing up while other classes play: 50 new accounts register and log in at once, and
 * the server's event loop is read over just that burst (its `burst` window), so it shows whether
 * password hashing stalls the live games (it runs on the thread pool, a few at a time).
 */
import { BotClient, HttpError } from '../../apps/server/src/testing/bot-client';
import type { BenchServer } from './bench-server';

export const BURST_SIGN_UPS = 50;

export type BurstResult = {
  signUps: number;
  failed: number;
  /** Why the failed ones failed, each reason with its count (`429 TOO_MANY_REQUESTS`: 3). */
  failures: Record<string, number>;
  seconds: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /** HTTP requests the burst itself made (sign-ups, logins and its two readings). */
  requests: number;
};

let bursts = 0;

/** A failed sign-up's reason: the status and error code the server answered, or what broke. */
const reasonOf = (error: unknown) =>
  error instanceof HttpError
    ? `${error.status} ${error.body.code ?? ''}`.trim()
    : (error as Error).message || String(error);

function countReasons(outcomes: Array<PromiseSettledResult<unknown>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') continue;
    const reason = reasonOf(outcome.reason);
    counts[reason] = (counts[reason] ?? 0) + 1;
  }
  return counts;
}

export async function signUpBurst(server: BenchServer): Promise<BurstResult> {
  bursts += 1;
  const tag = `${Date.now().toString(36)}b${bursts}`;
  const students = Array.from(
    { length: BURST_SIGN_UPS },
    (_, i) => new BotClient(server.url, `burst${tag}x${i}`, 'asep_eco_citizen', false),
  );
  await server.metrics('burst');
  const started = performance.now();
  const outcomes = await Promise.allSettled(students.map((student) => student.signIn()));
  const seconds = (performance.now() - started) / 1000;
  const { eventLoop } = await server.metrics('burst');
  return {
    signUps: BURST_SIGN_UPS,
    failed: outcomes.filter((outcome) => outcome.status === 'rejected').length,
    failures: countReasons(outcomes),
    seconds,
    loopP99Ms: eventLoop.p99Ms,
    loopMaxMs: eventLoop.maxMs,
    requests: 2 * BURST_SIGN_UPS + 2,
  };
}
