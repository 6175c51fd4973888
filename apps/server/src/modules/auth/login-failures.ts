/**
 * Counts failed logins per key (an address and an e-mail) in a sliding window. Only failures
 * count and a successful login clears its key, so a student who logs in on two phones, or a class
 * logging in from one address, never runs into the limit; only guessing does.
 */
export type LoginFailures = {
  /** Whether the key used up its failures in the current window. */
  isBlocked(key: string, now?: number): boolean;
  recordFailure(key: string, now?: number): void;
  clear(key: string): void;
};

/** Bounds the memory a flood of distinct keys can take; the oldest entries go first. */
const MAX_KEYS = 50_000;

export function createLoginFailures(options: { max: number; windowMs: number }): LoginFailures {
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const times = (failures.get(key) ?? []).filter((at) => now - at < options.windowMs);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  }

  return {
    isBlocked: (key, now = Date.now()) => recent(key, now).length >= options.max,
    recordFailure(key, now = Date.now()) {
      const times = recent(key, now);
      failures.delete(key);
      failures.set(key, [...times, now].slice(-options.max));
      if (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value as string);
    },
    clear: (key) => void failures.delete(key),
  };
}
