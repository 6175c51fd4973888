import type { ViewPieces } from '@ecoscha/game';
import { describe, expect, it } from 'vitest';
import { createViewPatches } from './view-patches';

const pieces = (round: number, players: string[]): ViewPieces => ({
  before: [['currentRound', String(round)]],
  players,
  after: [],
  own: [],
});

describe('what a socket is pushed', () => {
  it('the whole view first and on every join, then only what changed, and nothing unchanged', () => {
    const patches = createViewPatches();
    const phone = {};
    expect(patches.body(phone, pieces(1, ['{"a":1}']), 3, 'patch')).toBe(
      '"view":{"currentRound":1,"players":[{"a":1}]}',
    );
    expect(patches.body(phone, pieces(1, ['{"a":1}']), 4, 'patch')).toBeUndefined();
    expect(patches.body(phone, pieces(2, ['{"a":1}', '{"b":2}']), 5, 'patch')).toBe(
      '"since":3,"patch":{"set":{"currentRound":2},"players":{"length":2,"at":{"1":{"b":2}}}}',
    );
    expect(patches.body(phone, pieces(2, ['{"a":1}', '{"b":2}']), 6, 'join')).toBe(
      '"view":{"currentRound":2,"players":[{"a":1},{"b":2}]}',
    );
  });

  it('a socket that takes whole views (the projector) gets the whole view, only when it changed', () => {
    const patches = createViewPatches();
    const projector = {};
    patches.body(projector, pieces(1, []), 1, 'whole');
    expect(patches.body(projector, pieces(1, []), 2, 'whole')).toBeUndefined();
    expect(patches.body(projector, pieces(2, []), 3, 'whole')).toBe(
      '"view":{"currentRound":2,"players":[]}',
    );
  });
});
