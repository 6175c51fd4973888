import { describe, expect, it } from 'vitest';
import { tableRoles } from './testing/fixtures';
import { TestSession } from './testing/session';
import type { GameView } from './view';
import { viewJsonFor, viewPiecesFor } from './view';
import { applyViewPatch, receiveSeatPush, viewPatchJson, type ViewPatch } from './view-patch';

/** A class in the lobby, and the first player's view of it. */
function classOf(players: number) {
  const session = new TestSession({ roles: tableRoles(players) });
  return { session, viewer: 'p1' };
}

const patchOf = (json: string | undefined) => JSON.parse(json ?? '{}') as ViewPatch;

describe('a pushed view as what changed', () => {
  it('a phase change in a room of 50 is a small part of the view, and makes the view after', () => {
    const { session, viewer } = classOf(50);
    const before = session.state;
    session.advance('narrative_1');
    const whole = viewJsonFor(session.state, viewer);
    const patch = viewPatchJson(
      viewPiecesFor(before, viewer),
      viewPiecesFor(session.state, viewer),
    );
    expect(patch).toBeDefined();
    // The game state's keys that changed, not the whole of it.
    expect(patchOf(patch).merge?.gameState).toMatchObject({ phase: 'narrative_1' });
    expect(patchOf(patch).merge?.gameState).not.toHaveProperty('gameEnded');
    expect((patch ?? '').length * 10).toBeLessThan(whole.length);
    const patched = applyViewPatch(
      JSON.parse(viewJsonFor(before, viewer)) as GameView,
      patchOf(patch),
    );
    expect(patched).toEqual(JSON.parse(whole));
  });

  it('a socket that missed a push gets the patch from the view it holds, not its classmates’', () => {
    const pieces = (phase: string, round: number) => ({
      before: [
        ['phase', JSON.stringify(phase)],
        ['round', String(round)],
      ] as const,
      players: [],
      after: [],
      own: [],
    });
    const now = pieces('b', 1);
    // The room's sockets held round 1 in phase a; one socket still holds round 0 of phase b.
    expect(patchOf(viewPatchJson(pieces('a', 1), now)).set).toEqual({ phase: 'b' });
    expect(patchOf(viewPatchJson(pieces('b', 0), now)).set).toEqual({ round: 1 });
  });

  it('a classmate joining sends one new entry; the same view twice sends nothing', () => {
    const { session, viewer } = classOf(40);
    const before = viewPiecesFor(session.state, viewer);
    expect(viewPatchJson(before, viewPiecesFor(session.state, viewer))).toBeUndefined();
    session.join('late', 'eco_citizen_1');
    const patch = patchOf(viewPatchJson(before, viewPiecesFor(session.state, viewer)));
    expect(patch.players?.length).toBe(41);
    expect(Object.keys(patch.players?.at ?? {})).toEqual(['40']);
  });

  it('a change of some keys of classmates’ entries sends those keys only', () => {
    const before = {
      before: [],
      after: [],
      own: [],
      players: ['{"id":"a","points":0}', '{"id":"b","points":0}'],
    };
    const after = {
      before: [],
      after: [],
      own: [],
      players: ['{"id":"a","points":30}', '{"id":"b","points":0}'],
    };
    const patch = patchOf(viewPatchJson(before, after));
    expect(patch.players).toEqual({ length: 2, at: {}, merge: { '0': { points: 30 } } });
    const view = {
      players: [
        { id: 'a', points: 0 },
        { id: 'b', points: 0 },
      ],
    };
    expect(applyViewPatch(view, patch).players).toEqual([
      { id: 'a', points: 30 },
      { id: 'b', points: 0 },
    ]);
    // A key that went away, or a list in place of an object, is sent whole.
    const gone = {
      before: [],
      after: [],
      own: [],
      players: ['{"id":"a"}', '{"id":"b","points":0}'],
    };
    expect(patchOf(viewPatchJson(before, gone)).players?.at).toEqual({ '0': { id: 'a' } });
  });

  it('takes away fields that are gone and shortens the list', () => {
    const view = { players: [1, 2, 3], accessibility: { on: true }, round: 1 };
    const next = applyViewPatch(view, {
      set: { round: 2 },
      unset: ['accessibility'],
      players: { length: 2, at: { '1': 20 } },
    });
    expect(next).toEqual({ players: [1, 20], round: 2 });
    expect(view).toEqual({ players: [1, 2, 3], accessibility: { on: true }, round: 1 });
  });
});

describe('a socket holding its pushed view', () => {
  const whole = { version: 3, view: { players: [], round: 1 } };

  it('holds a whole view, then each patch made from it', () => {
    const held = receiveSeatPush(undefined, whole);
    const next = receiveSeatPush(held, { version: 5, since: 3, patch: { set: { round: 2 } } });
    expect(next).toEqual({ version: 5, view: { players: [], round: 2 } });
  });

  it('refuses a patch made from another view than the one held', () => {
    const held = receiveSeatPush(undefined, whole);
    expect(receiveSeatPush(held, { version: 6, since: 4, patch: { set: { round: 2 } } })).toBe(
      undefined,
    );
    expect(receiveSeatPush(undefined, { version: 6, since: 4, patch: {} })).toBe(undefined);
  });
});
