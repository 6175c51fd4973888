import { describe, expect, it } from 'vitest';
import { FOUR_SEATS } from '../testing/fixtures';
import { DEFAULT_TIMINGS } from '../timings';
import { reachRoleplay, playNight } from '../testing/driver';
import { MODERATOR, TestSession } from '../testing/session';
import { viewFor } from '../view';

/** A session in round 1's discussion (after the morning video). */
function inDiscussion(): TestSession {
  const s = new TestSession({ roles: FOUR_SEATS });
  reachRoleplay(s);
  playNight(s);
  s.advance('video_learning_active');
  s.advance('discussion_active');
  return s;
}

const pause = { type: 'pauseTimer', actorId: MODERATOR } as const;
const resume = { type: 'resumeTimer', actorId: MODERATOR } as const;
const add = (ms: number) => ({ type: 'addTime', actorId: MODERATOR, ms }) as const;

describe('pauseTimer and resumeTimer', () => {
  it('keeps what was left while paused, and nothing can end the phase meanwhile', () => {
    const s = inDiscussion();
    const started = s.now;
    s.tick(60_000).do(pause);
    expect(s.state.deadline).toBeNull();
    expect(s.state.pausedRemainingMs).toBe(DEFAULT_TIMINGS.discussionMs - 60_000);
    s.tick(10 * 60_000);
    expect(s.apply({ type: 'deadline' })).toEqual({ error: 'DEADLINE_NOT_REACHED' });
    expect(s.state.phase).toBe('discussion_active');
    expect(viewFor(s.state, 'p1').gameState).toMatchObject({
      deadline: null,
      pausedRemainingMs: 120_000,
    });
    s.do(resume);
    expect(s.state.deadline).toBe(s.now + 120_000);
    expect(s.state.pausedRemainingMs).toBeUndefined();
    expect('pausedRemainingMs' in viewFor(s.state, 'p1').gameState).toBe(false);
    expect(s.state.controlLog).toEqual([
      {
        control: 'pauseTimer',
        remainingMs: 120_000,
        at: started + 60_000,
        phase: 'discussion_active',
        round: 1,
      },
      {
        control: 'resumeTimer',
        remainingMs: 120_000,
        at: s.now,
        phase: 'discussion_active',
        round: 1,
      },
    ]);
  });

  it('treats a second pause or a resume of a running timer as a harmless repeat', () => {
    const s = inDiscussion();
    const running = s.state;
    expect(s.apply(resume)).toEqual({ state: running, events: [] });
    s.do(pause);
    const paused = s.state;
    expect(s.apply(pause)).toEqual({ state: paused, events: [] });
  });

  it('ends with the phase: the next phase has its own running timer', () => {
    const s = inDiscussion();
    s.do(pause);
    s.advance('voting_active');
    expect(s.state.pausedRemainingMs).toBeUndefined();
    expect(s.state.deadline).toBe(s.now + DEFAULT_TIMINGS.votingMs);
  });

  it('works in every phase with a deadline (the opening quiz too)', () => {
    const s = new TestSession({ roles: FOUR_SEATS });
    s.advance('narrative_1');
    s.advance('quiz_active');
    s.do(pause);
    expect(s.state.pausedRemainingMs).toBe(DEFAULT_TIMINGS.quizMs);
  });

  it('is refused in a phase without a timer, and to anyone but the guide', () => {
    const s = new TestSession({ roles: FOUR_SEATS });
    expect(s.apply(pause)).toEqual({ error: 'WRONG_PHASE' });
    expect(s.apply(resume)).toEqual({ error: 'WRONG_PHASE' });
    const d = inDiscussion();
    expect(d.apply({ type: 'pauseTimer', actorId: 'p1' })).toEqual({ error: 'NOT_MODERATOR' });
    d.do(pause);
    expect(d.apply({ type: 'resumeTimer', actorId: 'p1' })).toEqual({ error: 'NOT_MODERATOR' });
  });
});

describe('addTime', () => {
  it('moves a running deadline on', () => {
    const s = inDiscussion();
    const deadline = s.state.deadline ?? 0;
    s.do(add(30_000));
    expect(s.state.deadline).toBe(deadline + 30_000);
    s.do(add(60_000));
    expect(s.state.deadline).toBe(deadline + 90_000);
    expect(s.state.controlLog?.map((e) => e.control)).toEqual(['addTime', 'addTime']);
  });

  it('adds to what is left of a paused timer', () => {
    const s = inDiscussion();
    s.tick(100_000).do(pause);
    s.do(add(60_000));
    expect(s.state.deadline).toBeNull();
    expect(s.state.pausedRemainingMs).toBe(140_000);
  });

  it('counts from now when the deadline has just passed', () => {
    const s = inDiscussion();
    s.advance('voting_active');
    s.tick(DEFAULT_TIMINGS.votingMs + 2_000).do(add(30_000));
    expect(s.state.deadline).toBe(s.now + 30_000);
  });

  it('is refused outside the discussion and the vote, for odd durations and for non-guides', () => {
    const quiz = new TestSession({ roles: FOUR_SEATS });
    quiz.advance('narrative_1');
    quiz.advance('quiz_active');
    expect(quiz.apply(add(30_000))).toEqual({ error: 'WRONG_PHASE' });
    const s = inDiscussion();
    expect(s.apply(add(0))).toEqual({ error: 'INVALID_DURATION' });
    expect(s.apply(add(-30_000))).toEqual({ error: 'INVALID_DURATION' });
    expect(s.apply(add(60 * 60_000))).toEqual({ error: 'INVALID_DURATION' });
    expect(s.apply({ type: 'addTime', actorId: 'p2', ms: 30_000 })).toEqual({
      error: 'NOT_MODERATOR',
    });
  });
});
