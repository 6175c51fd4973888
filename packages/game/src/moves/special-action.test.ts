import { describe, expect, it } from 'vitest';
import { reachRoleplay } from '../testing/driver';
import { TestSession } from '../testing/session';

/** p1 and p2 top the quiz; p3 answers wrong; p4 is a villain. */
function highestScorerStep() {
  const s = new TestSession({
    roles: [
      'eco_citizen_1',
      'green_guardian_1',
      'eco_citizen_2',
      'waste_villain_1',
      'eco_citizen_1',
    ],
  });
  reachRoleplay(s, (u, t) => ((u === 'p1' || u === 'p2') && t === 'topic-1' ? 'right' : 'wrong'));
  s.advance('highest_scorer_action');
  return s;
}

const reveal = (actorId: string, targetId: string) =>
  ({ type: 'specialAction', actorId, targetId }) as const;

describe('specialAction', () => {
  it('shows an eligible player one other player’s role', () => {
    const s = highestScorerStep();
    s.do(reveal('p1', 'p4'));
    expect(s.state.specialReveals).toEqual([
      { round: 1, playerId: 'p1', targetId: 'p4', targetRoleId: 'waste_villain_1' },
    ]);
  });

  it('is for the highest scorers only, all of them when tied', () => {
    const s = highestScorerStep();
    expect(s.apply(reveal('p3', 'p4'))).toEqual({ error: 'NOT_ELIGIBLE' });
    s.do(reveal('p2', 'p1'));
  });

  it('is used once', () => {
    const s = highestScorerStep();
    s.do(reveal('p1', 'p4'));
    expect(s.apply(reveal('p1', 'p3'))).toEqual({ error: 'ALREADY_ACTED' });
  });

  it('needs another living player of the session as target', () => {
    const s = highestScorerStep();
    expect(s.apply(reveal('p1', 'p1'))).toEqual({ error: 'SELF_TARGET' });
    expect(s.apply(reveal('p1', 'guide'))).toEqual({ error: 'INVALID_TARGET' });
    s.markOut('p5');
    expect(s.apply(reveal('p1', 'p5'))).toEqual({ error: 'TARGET_ELIMINATED' });
  });

  it('needs the actor to be a living player', () => {
    const s = highestScorerStep();
    expect(s.apply(reveal('nobody', 'p4'))).toEqual({ error: 'NOT_IN_SESSION' });
    s.markOut('p1');
    expect(s.apply(reveal('p1', 'p4'))).toEqual({ error: 'PLAYER_ELIMINATED' });
  });

  it('happens only in the highest scorer step', () => {
    const s = highestScorerStep();
    s.advance('waste_villain_action');
    expect(s.apply(reveal('p1', 'p4'))).toEqual({ error: 'WRONG_PHASE' });
  });

  it('has nobody eligible when nobody scored', () => {
    const s = new TestSession({ roles: ['eco_citizen_1', 'waste_villain_1', 'eco_citizen_2'] });
    reachRoleplay(s, () => 'wrong');
    s.advance('highest_scorer_action');
    expect(s.apply(reveal('p1', 'p2'))).toEqual({ error: 'NOT_ELIGIBLE' });
  });
});
