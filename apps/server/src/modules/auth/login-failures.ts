/**
 * Growing delays after failed logins, per key (an account's e-mail, an address). Only failures
 * count; each key has a number of free failures, and they leak away at that many per window, so a
 * class that mistypes now and then never notices. Beyond them, each failure makes the key wait
 * longer before its next attempt is checked: `firstDelayMs`, doubling, at most `maxDelayMs`. Never
 * a hard block: whoever has the right password gets in after at most `maxDelayMs`.
 */
export type LoginFailures = {
  /** How long the key must still wait before an attempt is checked; 0 when it may try now. */
  waitMs(key: string, now?: number): number;
  recordFailure(key: string, now?: number): void;
  /** A successful login forgets the key's failures. */
  clear(key: string): void;
};

export type LoginDelayOptions = {
  freeFailures: number;
  windowMs: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
};

export const FIRST_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 30_000;
/** Bounds the memory a flood of distinct keys can take; the oldest entries go first. */
const MAX_KEYS = 50_000;

type Entry = { level: number; at: number };

export function createLoginFailures(options: LoginDelayOptions): LoginFailures {
  const { freeFailures, windowMs } = options;
  const firstDelayMs = options.firstDelayMs ?? FIRST_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? MAX_DELAY_MS;
  const leakPerMs = freeFailures / windowMs;
  const entries = new Map<string, Entry>();

  /** The key's failures still counted at `now` (they leak away since the last one). */
  function level(entry: Entry, now: number): number {
    return Math.max(0, entry.level - Math.max(0, now - entry.at) * leakPerMs);
  }
  /** The wait after a failure that left `failures` counted. */
  function delayAfter(failures: number): number {
    const beyond = Math.ceil(failures - 1e-6) - freeFailures; // minus the leak's rounding dust
    if (beyond < 0) return 0;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(beyond, 30));
  }

  return {
    waitMs(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return 0;
      const delay = delayAfter(entry.level);
      // Never more than the delay itself, even when the clock went back.
      const remaining = Math.min(delay, entry.at + delay - now);
      if (remaining <= 0 && level(entry, now) === 0) entries.delete(key);
      return Math.max(0, remaining);
    },
    recordFailure(key, now = Date.now()) {
      const entry = entries.get(key);
      const failures = (entry ? level(entry, now) : 0) + 1;
      entries.delete(key);
      entries.set(key, { level: failures, at: now });
      if (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value as string);
    },
    clear: (key) => void entries.delete(key),
  };
}
