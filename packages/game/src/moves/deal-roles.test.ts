import { describe, expect, it } from 'vitest';
import { MAX_PLAYERS } from '../phases';
import { createRandom } from '../random';
import { roleTypeOf, type RoleId } from '../roles';
import { recommendedRoleMix } from '../role-mix';
import { MODERATOR, TestSession } from '../testing/session';
import { viewFor } from '../view';
import { dealtRoles } from './deal-roles';

const deal = (actorId = MODERATOR) => ({ type: 'dealRoles', actorId }) as const;

/** A lobby of `count` students who all signed up with Asep's card. */
function lobby(count: number, seed = 1): TestSession {
  return new TestSession({ seed, roles: Array.from({ length: count }, () => 'eco_citizen_1') });
}

function typeCounts(roles: readonly RoleId[]) {
  const count = (type: string) => roles.filter((r) => roleTypeOf(r) === type).length;
  return {
    waste_villain: count('waste_villain'),
    green_guardian: count('green_guardian'),
    waste_manager: count('waste_manager'),
    eco_citizen: count('eco_citizen'),
  };
}

describe('dealRoles', () => {
  it('gives every seat a role, in the counts of the recommended mix, from 4 to 50 seats', () => {
    for (let n = 4; n <= MAX_PLAYERS; n += 1) {
      const s = lobby(n, n);
      s.do(deal());
      const roles = s.state.players.map((p) => p.roleId);
      expect(roles, `${n}`).toHaveLength(n);
      expect(typeCounts(roles), `${n}`).toEqual(recommendedRoleMix(n));
      expect(roles.some((r) => r === 'sustainability_guide_1')).toBe(false);
    }
  });

  it('never deals the guide a seat, and changes only the seats’ roles', () => {
    const s = lobby(6);
    const before = s.state;
    s.do(deal());
    expect(s.ids()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(s.state.moderatorId).toBe(MODERATOR);
    s.state.players.forEach((p, i) => {
      expect({ ...p, roleId: 'x' }).toEqual({ ...before.players[i], roleId: 'x' });
    });
    // Each phone sees its dealt role, and not another's hidden one.
    const p1 = viewFor(s.state, 'p1');
    expect(p1.viewer.roleId).toBe(s.player('p1').roleId);
  });

  it('is the same deal for the same seed, and another for another seed', () => {
    const a = lobby(30, 5);
    const b = lobby(30, 5);
    const c = lobby(30, 6);
    [a, b, c].forEach((s) => s.do(deal()));
    const roles = (s: TestSession) => s.state.players.map((p) => p.roleId);
    expect(roles(a)).toEqual(roles(b));
    expect(roles(a)).not.toEqual(roles(c));
    expect(dealtRoles(14, createRandom(3))).toEqual(dealtRoles(14, createRandom(3)));
  });

  it('gives each seat a fair chance of being a villain', () => {
    const villains = new Array<number>(8).fill(0);
    const random = createRandom(42);
    for (let round = 0; round < 2000; round += 1) {
      dealtRoles(8, random).forEach((role, seat) => {
        if (roleTypeOf(role) === 'waste_villain') villains[seat] = (villains[seat] ?? 0) + 1;
      });
    }
    // 2 villains of 8: a quarter of the deals each, give or take.
    for (const count of villains) expect(count).toBeGreaterThan(400);
    for (const count of villains) expect(count).toBeLessThan(600);
  });

  it('uses both pictures of a role that has two characters', () => {
    const roles = dealtRoles(14, createRandom(9));
    expect(roles.filter((r) => r === 'waste_villain_1')).toHaveLength(2);
    expect(roles.filter((r) => r === 'waste_villain_2')).toHaveLength(2);
    expect(roles.filter((r) => r === 'eco_citizen_2')).toHaveLength(3);
  });

  it('is kept in the control log with the mix dealt', () => {
    const s = lobby(14);
    s.do(deal());
    expect(s.state.controlLog).toEqual([
      {
        control: 'dealRoles',
        mix: { waste_villain: 4, green_guardian: 2, waste_manager: 2, eco_citizen: 6 },
        at: s.now,
        phase: 'initial',
        round: 0,
      },
    ]);
  });

  it('is refused for anyone but the guide and outside the lobby; an empty room is unchanged', () => {
    const s = lobby(5);
    expect(s.apply(deal('p1'))).toEqual({ error: 'NOT_MODERATOR' });
    expect(s.apply(deal('stranger'))).toEqual({ error: 'NOT_MODERATOR' });
    const empty = new TestSession();
    const result = empty.apply(deal());
    expect(result).toEqual({ state: empty.state, events: [] });
    s.advance('narrative_1');
    const before = s.state;
    expect(s.apply(deal())).toEqual({ error: 'WRONG_PHASE' });
    expect(s.state).toBe(before);
  });
});
