import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as UnansweredRetry from './unanswered-retry';

// The screens' tests send without waiting (setup-tests.ts); these test the real waits.
const { newIdempotencyKey, RETRY_DELAYS_MS, sendUntilAnswered } =
  await vi.importActual<typeof UnansweredRetry>('./unanswered-retry');

type Step = number | 'network-error' | 'never';

/** A `fetch` answering each try with the next step: a status, a refused connection, or silence. */
function scriptedFetch(steps: Step[]) {
  const tries: Array<{ headers: Headers; at: number }> = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    tries.push({ headers: new Headers(init.headers), at: Date.now() });
    const step = steps[tries.length - 1] ?? 200;
    if (step === 'network-error') throw new TypeError('Failed to fetch');
    if (step === 'never') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return new Response(JSON.stringify({ status: step }), { status: step });
  });
  vi.stubGlobal('fetch', fetchMock);
  return tries;
}

const move = { method: 'POST', headers: { 'Idempotency-Key': 'k1234567890' } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a move sent until it is answered', () => {
  it('tries again after a lost connection and a 502, 503 or 504, with the same headers', async () => {
    vi.useFakeTimers();
    const tries = scriptedFetch(['network-error', 502, 504, 200]);
    const sent = sendUntilAnswered('/api/gameflow/vote', move, {
      delaysMs: RETRY_DELAYS_MS,
      random: () => 0.5,
    });
    await vi.runAllTimersAsync();
    const answer = await sent;
    expect(answer.response.status).toBe(200);
    expect(answer.text).toBe('{"status":200}');
    expect(tries.map((t) => t.headers.get('Idempotency-Key'))).toEqual([
      'k1234567890',
      'k1234567890',
      'k1234567890',
      'k1234567890',
    ]);
    // Half a second, one, two: each wait longer than the one before.
    const waits = tries.slice(1).map((t, i) => t.at - (tries[i]?.at ?? 0));
    expect(waits).toEqual([500, 1_000, 2_000]);
  });

  it('spreads the waits of a class whose answers were lost together', async () => {
    vi.useFakeTimers();
    const tries = scriptedFetch([503, 200]);
    const sent = sendUntilAnswered('/x', move, { delaysMs: [1_000], random: () => 0 });
    await vi.runAllTimersAsync();
    await sent;
    expect((tries[1]?.at ?? 0) - (tries[0]?.at ?? 0)).toBe(750);
  });

  it('gives up after the last try: the last failure is thrown, or the last 5xx answered', async () => {
    vi.useFakeTimers();
    const tries = scriptedFetch([
      'network-error',
      'network-error',
      'network-error',
      'network-error',
    ]);
    const failed = sendUntilAnswered('/x', move, { delaysMs: RETRY_DELAYS_MS }).catch(
      (error: unknown) => error,
    );
    await vi.runAllTimersAsync();
    expect(await failed).toBeInstanceOf(TypeError);
    expect(tries).toHaveLength(4);

    const busy = scriptedFetch([503, 503]);
    const answered = sendUntilAnswered('/x', move, { delaysMs: [10] });
    await vi.runAllTimersAsync();
    expect((await answered).response.status).toBe(503);
    expect(busy).toHaveLength(2);
  });

  it('passes every other answer on at once, refusals included', async () => {
    for (const status of [200, 400, 409, 429, 500]) {
      const tries = scriptedFetch([status]);
      const answer = await sendUntilAnswered('/x', move, { delaysMs: RETRY_DELAYS_MS });
      expect(answer.response.status).toBe(status);
      expect(tries).toHaveLength(1);
    }
  });

  it('gives up a try that has no answer in time and tries again', async () => {
    vi.useFakeTimers();
    const tries = scriptedFetch(['never', 200]);
    const sent = sendUntilAnswered('/x', move, {
      delaysMs: [500],
      attemptTimeoutMs: 15_000,
      random: () => 0.5,
    });
    await vi.runAllTimersAsync();
    expect((await sent).response.status).toBe(200);
    expect((tries[1]?.at ?? 0) - (tries[0]?.at ?? 0)).toBe(15_500);
  });

  it('stops at once when the caller cancels, with no further try', async () => {
    vi.useFakeTimers();
    const tries = scriptedFetch(['network-error', 200]);
    const controller = new AbortController();
    const sent = sendUntilAnswered('/x', move, {
      delaysMs: [1_000],
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new Error('left the screen'));
    await vi.runAllTimersAsync();
    expect(await sent).toMatchObject({ message: 'left the screen' });
    expect(tries).toHaveLength(1);
  });
});

describe('the Idempotency-Key', () => {
  it('is what the server takes, and new every time (crypto.getRandomValues, no secure context needed)', () => {
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    const keys = Array.from({ length: 100 }, () => newIdempotencyKey());
    for (const key of keys) expect(key).toMatch(/^[\w-]{8,64}$/);
    expect(new Set(keys).size).toBe(100);
    expect(randomUUID).not.toHaveBeenCalled();
  });
});
