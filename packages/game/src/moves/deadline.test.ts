import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMINGS } from '../timings';
import { TestSession } from '../testing/session';

describe('deadline', () => {
  const quiz = () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    s.advance('narrative_1');
    s.advance('quiz_active');
    return s;
  };

  it('ends a timed phase once its deadline has passed', () => {
    const s = quiz();
    s.tick(DEFAULT_TIMINGS.quizMs);
    const events = s.do({ type: 'deadline' });
    expect(s.state.phase).toBe('quiz_completed');
    expect(s.state.deadline).toBeNull();
    expect(events.at(-1)).toMatchObject({ type: 'phaseChanged', phase: 'quiz_completed' });
  });

  it('waits until the deadline', () => {
    const s = quiz();
    s.tick(DEFAULT_TIMINGS.quizMs - 1);
    expect(s.apply({ type: 'deadline' })).toEqual({ error: 'DEADLINE_NOT_REACHED' });
  });

  it('never fires in a phase without a deadline', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    s.tick(10 ** 9);
    expect(s.apply({ type: 'deadline' })).toEqual({ error: 'DEADLINE_NOT_REACHED' });
  });

  it('ends the discussion without marking it ended by the moderator', () => {
    const s = quiz();
    s.advance('quiz_completed');
    const state = {
      ...s.state,
      phase: 'discussion_active' as const,
      deadline: s.now,
      round: 2,
    };
    s.state = state;
    const events = s.do({ type: 'deadline' });
    expect(s.state.phase).toBe('voting_active');
    expect(s.state.discussionEndedByModerator).toBe(false);
    expect(s.state.deadline).toBe(s.now + DEFAULT_TIMINGS.votingMs);
    expect(events.map((e) => e.type)).toEqual(['phaseChanged']);
  });
});
