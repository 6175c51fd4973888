import { describe, expect, it } from 'vitest';
import { FIVE_SEATS } from '../testing/fixtures';
import { reachFirstVote } from '../testing/driver';
import { TestSession } from '../testing/session';

/** p1 villain, p2..p5 good; at the vote of day 1 (nobody out yet). */
function voting() {
  const s = new TestSession({
    roles: FIVE_SEATS,
  });
  reachFirstVote(s);
  return s;
}

const vote = (actorId: string, targetId: string) =>
  ({ type: 'castDayVote', actorId, targetId }) as const;

describe('castDayVote', () => {
  it('records the vote and marks the voter', () => {
    const s = voting();
    expect(s.do(vote('p2', 'p1'))).toEqual([]);
    expect(s.player('p2').hasVoted).toBe(true);
    expect(s.state.dayVotes).toEqual([{ round: 1, voterId: 'p2', targetId: 'p1', at: s.now }]);
  });

  it('never changes a vote', () => {
    const s = voting();
    s.do(vote('p2', 'p1'));
    expect(s.apply(vote('p2', 'p3'))).toEqual({ error: 'ALREADY_VOTED' });
  });

  it('checks the target', () => {
    const s = voting();
    expect(s.apply(vote('p2', 'p2'))).toEqual({ error: 'SELF_TARGET' });
    expect(s.apply(vote('p2', 'guide'))).toEqual({ error: 'INVALID_TARGET' });
    s.markOut('p5');
    expect(s.apply(vote('p2', 'p5'))).toEqual({ error: 'TARGET_ELIMINATED' });
    expect(s.apply(vote('p5', 'p2'))).toEqual({ error: 'PLAYER_ELIMINATED' });
    expect(s.apply(vote('guide', 'p2'))).toEqual({ error: 'NOT_IN_SESSION' });
  });

  it('resolves the vote as soon as every living player has voted', () => {
    const s = voting();
    for (const voter of ['p1', 'p2', 'p3', 'p4']) s.do(vote(voter, 'p5'));
    expect(s.state.phase).toBe('voting_active');
    const events = s.do(vote('p5', 'p1'));
    expect(s.state.phase).toBe('elimination_reveal');
    expect(events).toEqual([
      { type: 'playerEliminated', userId: 'p5', cause: 'voting' },
      { type: 'votingCompleted' },
      {
        type: 'phaseChanged',
        phase: 'elimination_reveal',
        wirePhase: 'elimination_reveal',
        round: 1,
      },
    ]);
  });

  it('happens only during the vote', () => {
    const s = voting();
    s.tick(60_000).do({ type: 'deadline' });
    expect(s.apply(vote('p2', 'p1'))).toEqual({ error: 'WRONG_PHASE' });
  });
});
