import { describe, expect, it } from 'vitest';
import { MAX_PLAYERS } from './phases';
import { recommendedRoleMix } from './role-mix';

describe('recommendedRoleMix', () => {
  it('is the rulebook’s table for 14 players', () => {
    expect(recommendedRoleMix(14)).toEqual({
      waste_villain: 4,
      green_guardian: 2,
      waste_manager: 2,
      eco_citizen: 6,
    });
  });

  it('adds up to the count, with a villain, and fewer villains than the others, from 3 to 50', () => {
    for (let n = 3; n <= MAX_PLAYERS; n += 1) {
      const mix = recommendedRoleMix(n);
      const total = Object.values(mix).reduce((a, b) => a + b, 0);
      expect(total, `${n}`).toBe(n);
      expect(mix.waste_villain, `${n}`).toBeGreaterThanOrEqual(1);
      expect(mix.waste_villain, `${n}`).toBeLessThan(n - mix.waste_villain);
      expect(mix.green_guardian, `${n}`).toBeGreaterThanOrEqual(1);
      expect(mix.waste_manager, `${n}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('is the documented table at a few class sizes', () => {
    const villains = (n: number) => recommendedRoleMix(n).waste_villain;
    expect([4, 5, 6, 8, 9, 12, 30, 50].map(villains)).toEqual([1, 1, 2, 2, 3, 3, 9, 14]);
    expect(recommendedRoleMix(30)).toEqual({
      waste_villain: 9,
      green_guardian: 4,
      waste_manager: 4,
      eco_citizen: 13,
    });
  });

  it('has no seats for no players', () => {
    expect(Object.values(recommendedRoleMix(0))).toEqual([0, 0, 0, 0]);
  });
});
