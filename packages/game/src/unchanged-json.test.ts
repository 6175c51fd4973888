import { expect, it } from 'vitest';
import { playWholeGame } from './testing/driver';
import { tableRoles } from './testing/fixtures';
import { TestSession } from './testing/session';
import { unchangedPartsJson } from './unchanged-json';

it('writes a state as JSON.stringify does, after every move of whole games', () => {
  for (const seed of [2, 9]) {
    const s = new TestSession({ seed, roles: tableRoles(15) });
    let checked = 0;
    s.observe = (_before, session) => {
      const { quizResults: _results, ...document } = session.state;
      expect(unchangedPartsJson(document), session.state.phase).toBe(JSON.stringify(document));
      expect(unchangedPartsJson(session.state)).toBe(JSON.stringify(session.state));
      checked += 1;
    };
    playWholeGame(s);
    expect(checked).toBeGreaterThan(100);
  }
});

it('leaves out undefined fields and writes null for what a list cannot hold, as JSON.stringify does', () => {
  const value = {
    a: undefined,
    b: [1, undefined, { c: undefined, d: 'é' }, null],
    e: { f: [undefined] },
    g: null,
    h: new Date(0),
  };
  expect(unchangedPartsJson(value)).toBe(JSON.stringify(value));
});
