import { describe, expect, it } from 'vitest';
import { randomWalk } from './testing/random-walk';

const GAMES = 200;
const BATCHES = 4;

/**
 * Seeded random games: a class that mostly plays along, with some noise (moves by anyone, of any
 * kind, at anything). After every move: no eliminated player acted, every score is within its
 * clamps, no view shows a role its viewer may not know. Every game ends, with a winner.
 */
describe('random games', () => {
  it.each(Array.from({ length: BATCHES }, (_, b) => b))(
    'batch %i',
    (batch) => {
      const perBatch = GAMES / BATCHES;
      for (let i = 0; i < perBatch; i += 1) {
        const seed = batch * perBatch + i + 1;
        const players = 3 + (seed % 12);
        const report = randomWalk(seed, players);
        const label = `seed ${seed}, ${players} players`;
        expect(report.violations, label).toEqual([]);
        expect(report.finalState.phase, label).toBe('game_completely_ended');
        expect(report.finalState.winner, label).not.toBeNull();
        // Every day that passes without an elimination is rare; a game cannot outlast its class.
        expect(report.rounds, label).toBeLessThanOrEqual(players + 2);
      }
    },
    120_000,
  );

  it('also tries illegal moves, and the rules refuse them', () => {
    const report = randomWalk(4242, 12);
    const refused = Object.values(report.errors).reduce((sum, n) => sum + (n ?? 0), 0);
    expect(refused).toBeGreaterThan(10);
    expect(Object.keys(report.errors).length).toBeGreaterThan(4);
  });
});
