import { describe, expect, it } from 'vitest';
import { reachRoleplay } from '../testing/driver';
import { MODERATOR, TestSession } from '../testing/session';

describe('endGame', () => {
  it('ends the session for everyone from any phase', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1', 'eco_citizen_2'] });
    reachRoleplay(s);
    s.tick(5_000);
    const events = s.do({ type: 'endGame', actorId: MODERATOR });
    expect(s.state).toMatchObject({
      phase: 'game_completely_ended',
      gameEnded: true,
      endedBy: MODERATOR,
      endedAt: s.now,
      deadline: null,
      phaseStartedAt: s.now,
    });
    expect(events).toEqual([
      {
        type: 'phaseChanged',
        phase: 'game_completely_ended',
        wirePhase: 'game_completely_ended',
        round: 1,
      },
    ]);
  });

  it('is the moderator’s alone', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    expect(s.apply({ type: 'endGame', actorId: 'p1' })).toEqual({ error: 'NOT_MODERATOR' });
  });

  it('happens once: afterwards every other move is GAME_OVER (ending again is a no-op)', () => {
    const s = new TestSession();
    s.do({ type: 'endGame', actorId: MODERATOR });
    expect(s.apply({ type: 'endGame', actorId: MODERATOR })).toEqual({
      state: s.state,
      events: [],
    });
    expect(s.apply({ type: 'advance', actorId: MODERATOR, to: 'narrative_1' })).toEqual({
      error: 'GAME_OVER',
    });
  });
});
