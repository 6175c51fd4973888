import { describe, expect, it } from 'vitest';
import { INTRO_MIN_SCALE, introScale } from './scroll-effects';

describe('introScale', () => {
  it('is 1 − scroll / 500, never below 0.7', () => {
    expect(introScale(0)).toBe(1);
    expect(introScale(100)).toBeCloseTo(0.8);
    expect(introScale(150)).toBeCloseTo(0.7);
    expect(introScale(2000)).toBe(INTRO_MIN_SCALE);
    expect(INTRO_MIN_SCALE).toBe(0.7);
  });

  it('ignores the negative scroll of an overscroll bounce', () => {
    expect(introScale(-40)).toBe(1);
  });
});
