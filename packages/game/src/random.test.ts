import { describe, expect, it } from 'vitest';
import { createRandom, hashString, pickOne } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const c = createRandom(8);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const random = createRandom(123);
    const buckets = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i += 1) {
      const x = random();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      buckets[Math.floor(x * 4)] = (buckets[Math.floor(x * 4)] ?? 0) + 1;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});

describe('helpers', () => {
  it('hashes text to a stable 32-bit number', () => {
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
    expect(hashString('')).toBe(0x811c9dc5);
  });

  it('picks one item, or nothing from an empty list', () => {
    expect(pickOne(['a', 'b'], () => 0)).toBe('a');
    expect(pickOne(['a', 'b'], () => 0.999)).toBe('b');
    expect(pickOne([], () => 0.5)).toBeUndefined();
  });
});
