import { describe, expect, it } from 'vitest';
import { applyMove } from '../apply-move';
import { isRuleError } from '../moves';
import { testContext } from '../testing/fixtures';
import { MODERATOR, TestSession, testGame } from '../testing/session';

describe('the session’s own durations', () => {
  it('set the deadlines instead of the server’s defaults', () => {
    const timings = {
      quizMs: 240_000,
      discussionMs: 300_000,
      votingMs: 45_000,
      closingQuizMs: 120_000,
    };
    const state = testGame({ timings });
    const joined = applyMove(
      state,
      { type: 'join', actorId: 'p1', username: 'a', roleId: 'eco_citizen_1' },
      testContext(0),
    );
    if (isRuleError(joined)) throw new Error(joined.error);
    let next = applyMove(
      joined.state,
      { type: 'advance', actorId: MODERATOR, to: 'narrative_1' },
      testContext(0),
    );
    if (isRuleError(next)) throw new Error(next.error);
    next = applyMove(
      next.state,
      { type: 'advance', actorId: MODERATOR, to: 'quiz_active' },
      testContext(1_000),
    );
    if (isRuleError(next)) throw new Error(next.error);
    expect(next.state.deadline).toBe(1_000 + 240_000);
  });

  it('are absent unless chosen', () => {
    expect('timings' in new TestSession().state).toBe(false);
  });
});

describe('setting the phase the session is already in', () => {
  it('is a harmless repeat: the same state, no events', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    s.advance('narrative_1');
    const state = s.state;
    expect(s.apply({ type: 'advance', actorId: MODERATOR, to: 'narrative_1' })).toEqual({
      state,
      events: [],
    });
  });

  it('is still the guide’s alone', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    expect(s.apply({ type: 'advance', actorId: 'p1', to: 'initial' })).toEqual({
      error: 'NOT_MODERATOR',
    });
  });

  it('ending an ended game again changes nothing', () => {
    const s = new TestSession();
    s.do({ type: 'endGame', actorId: MODERATOR });
    const ended = s.state;
    expect(s.apply({ type: 'endGame', actorId: MODERATOR })).toEqual({ state: ended, events: [] });
    expect(s.apply({ type: 'endGame', actorId: 'p1' })).toEqual({ error: 'GAME_OVER' });
  });
});
