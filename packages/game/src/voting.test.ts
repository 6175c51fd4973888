import { describe, expect, it } from 'vitest';
import { SEVEN_SEATS } from './testing/fixtures';
import { eliminationResult } from './reports';
import { playNight, reachFirstVote } from './testing/driver';
import { TestSession } from './testing/session';

/** p1, p2 villains; p3..p7 good. At the vote of day 1. */
function voting(random?: () => number) {
  const s = new TestSession({
    roles: SEVEN_SEATS,
    overrides: random ? { random } : {},
  });
  reachFirstVote(s, (_u, t) => (t === 'topic-1' ? 'right' : 'wrong'));
  return s;
}

function castAll(s: TestSession, votes: Record<string, string>) {
  for (const [actorId, targetId] of Object.entries(votes)) {
    s.do({ type: 'castDayVote', actorId, targetId });
  }
  if (s.state.phase === 'voting_active') s.tick(30_000).do({ type: 'deadline' });
}

describe('resolving the day vote', () => {
  it('eliminates the most-voted player with the penalty', () => {
    const s = voting();
    castAll(s, { p3: 'p1', p4: 'p1', p5: 'p6', p1: 'p6', p2: 'p6' });
    expect(s.state.phase).toBe('elimination_reveal');
    expect(s.player('p6')).toMatchObject({
      isAlive: false,
      isEliminated: true,
      eliminatedBy: 'voting',
      eliminatedRound: 1,
      gameScore: -20,
    });
    expect(s.state.eliminations.at(-1)).toMatchObject({
      type: 'elimination',
      eliminatedId: 'p6',
      reason: 'majority',
      tally: { p1: 2, p6: 3 },
      tiedIds: [],
    });
    expect(s.state.players.every((p) => !p.hasVoted)).toBe(true);
  });

  it('draws a tie at random and records draw_random', () => {
    const s = voting(() => 0.99);
    castAll(s, { p3: 'p1', p4: 'p6' });
    expect(s.state.eliminations.at(-1)).toMatchObject({
      reason: 'draw_random',
      tiedIds: ['p1', 'p6'],
      eliminatedId: 'p6',
    });
  });

  it('eliminates nobody without votes', () => {
    const s = voting();
    castAll(s, {});
    expect(s.state.eliminations.at(-1)).toMatchObject({
      type: 'no_elimination',
      eliminatedId: null,
      reason: 'no_votes',
    });
    expect(s.state.players.every((p) => p.isAlive)).toBe(true);
    expect(s.events.at(-2)).toEqual({ type: 'votingCompleted' });
  });

  it('never takes the penalty below the floor', () => {
    const s = voting();
    s.state = {
      ...s.state,
      players: s.state.players.map((p) => (p.userId === 'p6' ? { ...p, gameScore: -15 } : p)),
    };
    castAll(s, { p3: 'p6' });
    expect(s.player('p6').gameScore).toBe(-20);
  });

  it('moves strategic points: +10 for a vote on a villain, -5 on a good player', () => {
    const s = voting();
    const before = Object.fromEntries(s.state.players.map((p) => [p.userId, p.points]));
    castAll(s, { p3: 'p1', p4: 'p5', p5: 'p1' });
    expect(s.player('p3').points).toBe((before.p3 ?? 0) + 10);
    expect(s.player('p4').points).toBe((before.p4 ?? 0) - 5);
    expect(s.player('p7').points).toBe(before.p7);
    expect(s.player('p1').gameScore).toBe(-20);
    expect(s.player('p3').gameScore).toBe(0);
  });

  it('publishes the result with the eliminated role and every vote', () => {
    const s = voting();
    castAll(s, { p3: 'p2', p4: 'p2' });
    expect(eliminationResult(s.state)).toEqual({
      round: 1,
      type: 'elimination',
      reason: 'majority',
      eliminatedPlayer: 'p2',
      eliminatedPlayerData: { userId: 'p2', roleId: 'waste_villain_2', username: 'user-p2' },
      allVotes: [
        { voterId: 'p3', voterUsername: 'user-p3', targetId: 'p2', targetUsername: 'user-p2' },
        { voterId: 'p4', voterUsername: 'user-p4', targetId: 'p2', targetUsername: 'user-p2' },
      ],
      tally: { p2: 2 },
      tiedIds: [],
    });
  });

  it('has no result before the first vote', () => {
    expect(eliminationResult(voting().state)).toBeUndefined();
  });

  it('stores a win for the moderator to confirm', () => {
    const s = voting();
    castAll(s, { p3: 'p1' });
    expect(s.state.pendingWin).toBeNull();
    s.advance('voting_completed');
    s.advance('night_phase', 2);
    playNight(s);
    s.advance('discussion_active');
    s.advance('voting_active');
    castAll(s, { p3: 'p2' });
    expect(s.state.pendingWin?.winner).toBe('good_guys');
    expect(s.apply({ type: 'advance', actorId: 'guide', to: 'voting_completed' })).toEqual({
      error: 'ILLEGAL_TRANSITION',
    });
    s.advance('game_ended');
    expect(s.state.winner).toBe('good_guys');
  });
});
