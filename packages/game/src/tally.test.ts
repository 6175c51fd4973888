import { describe, expect, it } from 'vitest';
import { tallyVotes } from './tally';

describe('tallyVotes', () => {
  it('picks the most-voted target', () => {
    expect(tallyVotes(['a', 'b', 'b'], () => 0)).toEqual({
      tally: { a: 1, b: 2 },
      chosenId: 'b',
      tiedIds: [],
    });
  });

  it('draws a tie among the tied targets, in the order of their first vote', () => {
    expect(tallyVotes(['20', '10', 'c', '10', '20'], () => 0)).toMatchObject({
      chosenId: '20',
      tiedIds: ['20', '10'],
    });
    expect(tallyVotes(['20', '10', '10', '20'], () => 0.99).chosenId).toBe('10');
  });

  it('chooses nobody without votes', () => {
    expect(tallyVotes([], () => 0)).toEqual({ tally: {}, chosenId: null, tiedIds: [] });
  });
});
