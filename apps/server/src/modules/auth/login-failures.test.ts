import { describe, expect, it } from 'vitest';
import { createLoginFailures } from './login-failures';

describe('login failures', () => {
  const windowMs = 15 * 60_000;

  it('let the free failures pass, then make the key wait longer after each one, at most 30 s', () => {
    const failures = createLoginFailures({ freeFailures: 3, windowMs });
    const waits: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      failures.recordFailure('guide', 1_000);
      waits.push(failures.waitMs('guide', 1_000));
    }
    expect(waits).toEqual([0, 0, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(failures.waitMs('guide', 31_000)).toBe(0);
    expect(failures.waitMs('classmate', 1_000)).toBe(0);
  });

  it('never block for good: the wait counts from the last failure', () => {
    const failures = createLoginFailures({ freeFailures: 2, windowMs });
    for (let i = 0; i < 50; i += 1) failures.recordFailure('a', 0);
    expect(failures.waitMs('a', 29_999)).toBe(1);
    expect(failures.waitMs('a', 30_000)).toBe(0);
  });

  it('let failures leak away: the free ones come back over the window', () => {
    const failures = createLoginFailures({ freeFailures: 2, windowMs });
    failures.recordFailure('a', 0);
    failures.recordFailure('a', 0);
    failures.recordFailure('a', windowMs);
    expect(failures.waitMs('a', windowMs)).toBe(0);
  });

  it('start again from nothing after a success clears the key', () => {
    const failures = createLoginFailures({ freeFailures: 2, windowMs });
    for (let i = 0; i < 4; i += 1) failures.recordFailure('a', 0);
    failures.clear('a');
    failures.recordFailure('a', 10);
    expect(failures.waitMs('a', 10)).toBe(0);
  });
});
