import { describe, expect, it } from 'vitest';
import { SEVEN_SEATS } from '../testing/fixtures';
import type { NightActionKind } from '../state';
import { reachRoleplay } from '../testing/driver';
import { MODERATOR, TestSession } from '../testing/session';

/** p1, p2 villains; p3 guardian; p4 manager; p5, p6 citizens. At the villains' step. */
function villainStep() {
  const s = new TestSession({
    roles: SEVEN_SEATS.slice(0, 6),
  });
  reachRoleplay(s);
  s.advance('highest_scorer_action');
  s.advance('waste_villain_action');
  return s;
}

const act = (actorId: string, kind: NightActionKind, targetId: string) =>
  ({ type: 'nightAction', actorId, kind, targetId }) as const;

const eliminate = (s: TestSession, userId: string) => {
  s.state = {
    ...s.state,
    players: s.state.players.map((p) =>
      p.userId === userId ? { ...p, isAlive: false, isEliminated: true } : p,
    ),
  };
};

describe('nightAction', () => {
  it('records a villain’s kill vote', () => {
    const s = villainStep();
    s.tick(10);
    expect(s.do(act('p1', 'kill', 'p5'))).toEqual([]);
    expect(s.state.nightActions).toEqual([
      { round: 1, kind: 'kill', actorId: 'p1', targetId: 'p5', at: s.now },
    ]);
  });

  it('lets a guardian protect anyone living, themselves included', () => {
    const s = villainStep();
    s.advance('green_guardian_action');
    s.do(act('p3', 'save', 'p3'));
    expect(s.state.nightActions.at(-1)).toMatchObject({ kind: 'save', targetId: 'p3' });
  });

  it('tells a manager at once whether the target is a villain', () => {
    const s = villainStep();
    s.advance('green_guardian_action');
    s.advance('waste_manager_action');
    s.do(act('p4', 'investigate', 'p2'));
    expect(s.state.investigations).toEqual([
      { round: 1, managerId: 'p4', targetId: 'p2', isVillain: true },
    ]);
  });

  it('is each role’s own step: NOT_YOUR_TURN otherwise', () => {
    const s = villainStep();
    expect(s.apply(act('p5', 'kill', 'p6'))).toEqual({ error: 'NOT_YOUR_TURN' });
    expect(s.apply(act('p3', 'save', 'p3'))).toEqual({ error: 'NOT_YOUR_TURN' });
    expect(s.apply(act('p1', 'save', 'p1'))).toEqual({ error: 'NOT_YOUR_TURN' });
    s.advance('green_guardian_action');
    expect(s.apply(act('p1', 'kill', 'p5'))).toEqual({ error: 'NOT_YOUR_TURN' });
  });

  it('takes one action per actor and night', () => {
    const s = villainStep();
    s.do(act('p1', 'kill', 'p5'));
    expect(s.apply(act('p1', 'kill', 'p6'))).toEqual({ error: 'ALREADY_ACTED' });
  });

  it('checks the target', () => {
    const s = villainStep();
    expect(s.apply(act('p1', 'kill', 'p1'))).toEqual({ error: 'SELF_TARGET' });
    expect(s.apply(act('p1', 'kill', MODERATOR))).toEqual({ error: 'INVALID_TARGET' });
    expect(s.apply(act('p1', 'kill', 'nobody'))).toEqual({ error: 'INVALID_TARGET' });
    eliminate(s, 'p6');
    expect(s.apply(act('p1', 'kill', 'p6'))).toEqual({ error: 'TARGET_ELIMINATED' });
  });

  it('does not let a manager investigate themself', () => {
    const s = villainStep();
    s.advance('green_guardian_action');
    s.advance('waste_manager_action');
    expect(s.apply(act('p4', 'investigate', 'p4'))).toEqual({ error: 'SELF_TARGET' });
  });

  it('needs a living player', () => {
    const s = villainStep();
    expect(s.apply(act(MODERATOR, 'kill', 'p5'))).toEqual({ error: 'NOT_IN_SESSION' });
    eliminate(s, 'p2');
    expect(s.apply(act('p2', 'kill', 'p5'))).toEqual({ error: 'PLAYER_ELIMINATED' });
  });

  it('happens only in the action steps', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1', 'eco_citizen_2'] });
    reachRoleplay(s);
    expect(s.apply(act('p1', 'kill', 'p2'))).toEqual({ error: 'WRONG_PHASE' });
    s.advance('highest_scorer_action');
    expect(s.apply(act('p1', 'kill', 'p2'))).toEqual({ error: 'WRONG_PHASE' });
  });
});
