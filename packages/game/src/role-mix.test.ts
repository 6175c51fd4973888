import { describe, expect, it } from 'vitest';
import { MAX_PLAYERS } from '../phases';
import { practiceRoleMix } from './role-mix';

describe('practiceRoleMix', () => {
  it('is the rulebook’s table for 14 players', () => {
    expect(practiceRoleMix(14)).toEqual({
      waste_villain: 4,
      green_guardian: 2,
      waste_manager: 2,
      eco_citizen: 6,
    });
  });

  it('adds up to the count, with a villain, and fewer villains than the others, from 3 to 50', () => {
    for (let n = 3; n <= MAX_PLAYERS; n += 1) {
      const mix = practiceRoleMix(n);
      const total = Object.values(mix).reduce((a, b) => a + b, 0);
      expect(total, `${n}`).toBe(n);
      expect(mix.waste_villain, `${n}`).toBeGreaterThanOrEqual(1);
      expect(mix.waste_villain, `${n}`).toBeLessThan(n - mix.waste_villain);
      expect(mix.green_guardian, `${n}`).toBeGreaterThanOrEqual(1);
      expect(mix.waste_manager, `${n}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('has no seats for no players', () => {
    expect(Object.values(practiceRoleMix(0))).toEqual([0, 0, 0, 0]);
  });
});
