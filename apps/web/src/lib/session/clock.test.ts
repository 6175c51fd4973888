import { describe, expect, it } from 'vitest';
import { formatClock, recordServerTime, secondsUntil, serverNow } from './clock';

describe('server clock', () => {
  it('counts down to a server deadline corrected by the measured offset', () => {
    recordServerTime(10_000, 4_000); // the server is 6 s ahead
    const now = serverNow();
    expect(now - Date.now()).toBeGreaterThanOrEqual(5_999);
    expect(secondsUntil(100_000, 40_000)).toBe(60);
    expect(secondsUntil(100_000, 99_001)).toBe(1);
    expect(secondsUntil(100_000, 120_000)).toBe(0);
    expect(secondsUntil(null)).toBe(0);
    recordServerTime(Date.now());
  });

  it('formats mm:ss', () => {
    expect(formatClock(180)).toBe('03:00');
    expect(formatClock(59)).toBe('00:59');
    expect(formatClock(-3)).toBe('00:00');
  });
});
