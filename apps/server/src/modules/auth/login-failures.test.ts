import { describe, expect, it } from 'vitest';
import { createLoginFailures } from './login-failures';

describe('login failures', () => {
  const windowMs = 15 * 60_000;

  it('blocks a key after its failures within the window, and only that key', () => {
    const failures = createLoginFailures({ max: 3, windowMs });
    for (let i = 0; i < 2; i += 1) failures.recordFailure('a', 1_000 + i);
    expect(failures.isBlocked('a', 2_000)).toBe(false);
    failures.recordFailure('a', 2_000);
    expect(failures.isBlocked('a', 2_001)).toBe(true);
    expect(failures.isBlocked('b', 2_001)).toBe(false);
  });

  it('forgets failures older than the window', () => {
    const failures = createLoginFailures({ max: 2, windowMs });
    failures.recordFailure('a', 0);
    failures.recordFailure('a', 1_000);
    expect(failures.isBlocked('a', windowMs - 1)).toBe(true);
    expect(failures.isBlocked('a', windowMs + 1)).toBe(false);
  });

  it('starts again from nothing after a success clears the key', () => {
    const failures = createLoginFailures({ max: 2, windowMs });
    failures.recordFailure('a', 0);
    failures.clear('a');
    failures.recordFailure('a', 10);
    expect(failures.isBlocked('a', 20)).toBe(false);
  });
});
