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

/** A key's failures still counted (`level`) as of its last failure (`at`). */
export type FailureEntry = { level: number; at: number };

type DelayRule = Required<Omit<LoginDelayOptions, 'windowMs'>>;

const delayRule = (options: LoginDelayOptions): DelayRule => ({
  freeFailures: options.freeFailures,
  firstDelayMs: options.firstDelayMs ?? FIRST_DELAY_MS,
  maxDelayMs: options.maxDelayMs ?? MAX_DELAY_MS,
});

/** The wait after a failure that left `failures` counted. */
function delayAfter(failures: number, rule: DelayRule): number {
  const beyond = Math.ceil(failures - 1e-6) - rule.freeFailures; // minus the leak's rounding dust
  if (beyond < 0) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(beyond, 30));
}

/**
 * How long a key whose last failure left `entry` must still wait at `now`; 0 when it may try.
 * Never more than the delay itself, even when the clock went back.
 */
export function remainingWaitMs(entry: FailureEntry, now: number, options: LoginDelayOptions) {
  const delay = delayAfter(entry.level, delayRule(options));
  return Math.max(0, Math.min(delay, entry.at + delay - now));
}

export function createLoginFailures(options: LoginDelayOptions): LoginFailures {
  const leakPerMs = options.freeFailures / options.windowMs;
  const entries = new Map<string, FailureEntry>();

  /** The key's failures still counted at `now` (they leak away since the last one). */
  function level(entry: FailureEntry, now: number): number {
    return Math.max(0, entry.level - Math.max(0, now - entry.at) * leakPerMs);
  }

  return {
    waitMs(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return 0;
      const remaining = remainingWaitMs(entry, now, options);
      if (remaining <= 0 && level(entry, now) === 0) entries.delete(key);
      return remaining;
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
