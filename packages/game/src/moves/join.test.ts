import { describe, expect, it } from 'vitest';
import { isRuleError } from '../moves';
import { reachRoleplay } from '../testing/driver';
import { MODERATOR, TestSession } from '../testing/session';

const joinMove = (actorId: string) =>
  ({ type: 'join', actorId, username: actorId, roleId: 'eco_citizen_1' }) as const;

describe('join', () => {
  it('seats a new player alive, with no points, and no events', () => {
    const s = new TestSession();
    const result = s.apply(joinMove('p1'));
    expect(result).toMatchObject({ events: [] });
    expect(s.player('p1')).toMatchObject({
      username: 'p1',
      roleId: 'eco_citizen_1',
      isAlive: true,
      isEliminated: false,
      points: 0,
      gameScore: 0,
      joinedAt: s.now,
    });
  });

  it('keeps how many earlier sessions the player took a quiz in', () => {
    const s = new TestSession();
    s.apply({ ...joinMove('p1'), priorQuizSessions: 3 });
    s.apply(joinMove('p2'));
    expect(s.player('p1').priorQuizSessions).toBe(3);
    expect(s.player('p2').priorQuizSessions).toBe(0);
  });

  it('is a no-op when the player is already seated, in any phase', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1', 'eco_citizen_2'] });
    reachRoleplay(s);
    const before = s.state;
    expect(s.apply(joinMove('p2'))).toEqual({ state: before, events: [] });
  });

  it('is open during the narrative and the opening quiz', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    s.advance('narrative_1');
    expect(isRuleError(s.apply(joinMove('p2')))).toBe(false);
    s.advance('quiz_active');
    expect(isRuleError(s.apply(joinMove('p3')))).toBe(false);
    s.advance('quiz_completed');
    expect(s.apply(joinMove('p4'))).toEqual({ error: 'GAME_ALREADY_STARTED' });
  });

  it('refuses the guide and any sustainability guide card', () => {
    const s = new TestSession();
    expect(s.apply(joinMove(MODERATOR))).toEqual({ error: 'GUIDE_CANNOT_JOIN' });
    expect(
      s.apply({ type: 'join', actorId: 'x', username: 'x', roleId: 'sustainability_guide_1' }),
    ).toEqual({ error: 'GUIDE_CANNOT_JOIN' });
  });

  it('takes at most 50 players', () => {
    const s = new TestSession();
    for (let i = 0; i < 50; i += 1) s.join(`p${i}`, 'eco_citizen_2');
    expect(s.apply(joinMove('p50'))).toEqual({ error: 'SESSION_FULL' });
    expect(s.state.players).toHaveLength(50);
  });

  it('is refused once the session has ended', () => {
    const s = new TestSession();
    s.do({ type: 'endGame', actorId: MODERATOR });
    expect(s.apply(joinMove('p1'))).toEqual({ error: 'GAME_OVER' });
  });
});
