import { describe, expect, it } from 'vitest';
import { FOUR_SEATS } from '../testing/fixtures';
import { reachFirstVote } from '../testing/driver';
import { MODERATOR, TestSession } from '../testing/session';

/** Five players; nobody dies at night; round 1's vote is open. */
function inVote(): TestSession {
  const s = new TestSession({
    roles: [...FOUR_SEATS, 'eco_citizen_1'],
  });
  reachFirstVote(s);
  return s;
}

const endVote = { type: 'endVote', actorId: MODERATOR } as const;

describe('endVote', () => {
  it('closes the vote before the deadline with the votes cast so far', () => {
    const s = inVote();
    s.do({ type: 'castDayVote', actorId: 'p2', targetId: 'p1' });
    s.do({ type: 'castDayVote', actorId: 'p3', targetId: 'p1' });
    s.do({ type: 'castDayVote', actorId: 'p1', targetId: 'p2' });
    s.tick(5_000);
    const events = s.do(endVote);
    expect(s.state.phase).toBe('elimination_reveal');
    expect(s.state.eliminations.at(-1)).toMatchObject({
      round: 1,
      type: 'elimination',
      eliminatedId: 'p1',
      reason: 'majority',
      tally: { p1: 2, p2: 1 },
    });
    expect(events.map((e) => e.type)).toContain('playerEliminated');
    expect(s.state.controlLog?.at(-1)).toEqual({
      control: 'endVote',
      at: s.now,
      phase: 'voting_active',
      round: 1,
    });
  });

  it('with no votes yet, nobody is eliminated, as at the deadline', () => {
    const s = inVote();
    s.do(endVote);
    expect(s.state.eliminations.at(-1)).toMatchObject({
      type: 'no_elimination',
      reason: 'no_votes',
    });
  });

  it('also closes a paused vote', () => {
    const s = inVote();
    s.do({ type: 'pauseTimer', actorId: MODERATOR });
    s.do(endVote);
    expect(s.state.phase).toBe('elimination_reveal');
    expect(s.state.pausedRemainingMs).toBeUndefined();
  });

  it('is refused outside the vote and to anyone but the guide', () => {
    const s = inVote();
    expect(s.apply({ type: 'endVote', actorId: 'p1' })).toEqual({ error: 'NOT_MODERATOR' });
    s.do(endVote);
    expect(s.apply(endVote)).toEqual({ error: 'WRONG_PHASE' });
    expect(new TestSession().apply(endVote)).toEqual({ error: 'WRONG_PHASE' });
  });
});
