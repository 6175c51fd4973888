import { describe, expect, it } from 'vitest';
import { FOUR_SEATS } from './testing/fixtures';
import { phaseDurationMs, QUIZ_TOPIC_MS, timingDurationMs, topicDurationMs } from './durations';
import { DEFAULT_TIMINGS } from './timings';
import { PHASE_DEADLINES } from './phases';
import { finishGame, playDay, playNight, reachRoleplay } from './testing/driver';
import { deepFreeze, MODERATOR, TestSession, testGame } from './testing/session';
import { PHASES, type AccessibilityMode, type Phase, type TimeScale } from './state';
import { viewFor, PROJECTOR } from './view';

const TIMED = Object.keys(PHASE_DEADLINES) as Phase[];

describe('phaseDurationMs', () => {
  it('is the server’s duration without the mode, and null for a phase that waits for the guide', () => {
    const state = testGame();
    expect(phaseDurationMs(state, 'quiz_active', DEFAULT_TIMINGS)).toBe(360_000);
    expect(phaseDurationMs(state, 'discussion_active', DEFAULT_TIMINGS)).toBe(180_000);
    expect(phaseDurationMs(state, 'voting_active', DEFAULT_TIMINGS)).toBe(30_000);
    expect(phaseDurationMs(state, 'closing_quiz_active', DEFAULT_TIMINGS)).toBe(360_000);
    for (const phase of PHASES.filter((p) => !TIMED.includes(p))) {
      expect(phaseDurationMs(state, phase, DEFAULT_TIMINGS), phase).toBeNull();
    }
  });

  it.each([1.5, 2] as TimeScale[])('multiplies every timed phase by %s in the mode', (scale) => {
    const state = testGame({ accessibility: { timeScale: scale } });
    for (const phase of TIMED) {
      const plain = phaseDurationMs(testGame(), phase, DEFAULT_TIMINGS) ?? 0;
      expect(phaseDurationMs(state, phase, DEFAULT_TIMINGS), phase).toBe(plain * scale);
    }
  });

  it('lengthens the room’s own durations, not only the server’s', () => {
    const timings = {
      quizMs: 240_000,
      discussionMs: 90_000,
      votingMs: 15_000,
      closingQuizMs: 60_000,
    };
    const state = testGame({ timings, accessibility: { timeScale: 1.5 } });
    expect(phaseDurationMs(state, 'quiz_active', DEFAULT_TIMINGS)).toBe(360_000);
    expect(phaseDurationMs(state, 'discussion_active', DEFAULT_TIMINGS)).toBe(135_000);
    expect(phaseDurationMs(state, 'voting_active', DEFAULT_TIMINGS)).toBe(22_500);
    expect(phaseDurationMs(state, 'closing_quiz_active', DEFAULT_TIMINGS)).toBe(90_000);
  });
});

describe('timingDurationMs', () => {
  it('reads a view as the server reads the state: the room’s durations, lengthened by the mode', () => {
    const timings = { ...DEFAULT_TIMINGS, closingQuizMs: 240_000 };
    const state = testGame({ timings, accessibility: { timeScale: 1.5 } });
    const view = viewFor(state, PROJECTOR);
    expect(view.timings).toEqual(timings);
    expect(timingDurationMs(view, 'closingQuizMs')).toBe(360_000);
    expect(timingDurationMs(view, 'quizMs')).toBe(phaseDurationMs(state, 'quiz_active', timings));
  });

  it('falls back on the defaults for a room that keeps no durations', () => {
    const view = viewFor(testGame(), PROJECTOR);
    expect(view.timings).toBeUndefined();
    expect(timingDurationMs(view, 'quizMs')).toBe(DEFAULT_TIMINGS.quizMs);
  });
});

describe('topicDurationMs', () => {
  it('is 60 s a topic, 90 s or 120 s in the mode', () => {
    expect(topicDurationMs({})).toBe(QUIZ_TOPIC_MS);
    expect(topicDurationMs({ accessibility: { timeScale: 1.5 } })).toBe(90_000);
    expect(topicDurationMs({ accessibility: { timeScale: 2 } })).toBe(120_000);
  });
});

describe('a whole game in the accessibility mode', () => {
  /** The length of every timed phase entered, in the order the game reached them. */
  function playedDeadlines(accessibility?: AccessibilityMode) {
    const s = new TestSession({
      roles: FOUR_SEATS,
    });
    if (accessibility) s.state = deepFreeze({ ...s.state, accessibility });
    const seen: Array<[Phase, number]> = [];
    s.observe = (before, session) => {
      const { phase, deadline, phaseStartedAt } = session.state;
      if (phase !== before.phase && deadline !== null) {
        seen.push([phase, deadline - phaseStartedAt]);
      }
    };
    reachRoleplay(s);
    playNight(s, { kills: { p1: 'p2' } });
    playDay(s, { p3: 'p1', p4: 'p1', p1: 'p3' });
    expect(s.state.phase).toBe('game_ended');
    finishGame(s);
    return seen;
  }

  it('doubles the deadline of the opening quiz, the discussion, the vote and the closing quiz', () => {
    const plain = playedDeadlines();
    expect(plain.map(([phase]) => phase)).toEqual([
      'quiz_active',
      'discussion_active',
      'voting_active',
      'closing_quiz_active',
    ]);
    const doubled = playedDeadlines({ timeScale: 2 });
    expect(doubled).toEqual(plain.map(([phase, ms]) => [phase, ms * 2]));
  });

  it('is told to every viewer, the projector too; absent when off', () => {
    const on = testGame({ accessibility: { timeScale: 1.5 } });
    expect(viewFor(on, MODERATOR).accessibility).toEqual({ timeScale: 1.5 });
    expect(viewFor(on, 'someone').accessibility).toEqual({ timeScale: 1.5 });
    expect(viewFor(on, PROJECTOR).accessibility).toEqual({ timeScale: 1.5 });
    const off = testGame();
    expect('accessibility' in off).toBe(false);
    expect('accessibility' in viewFor(off, MODERATOR)).toBe(false);
  });

  it('leaves the guide’s added time as chosen', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1', 'eco_citizen_2'] });
    s.state = deepFreeze({ ...s.state, accessibility: { timeScale: 2 } });
    reachRoleplay(s);
    playNight(s);
    s.advance('video_learning_active');
    s.advance('discussion_active');
    const deadline = s.state.deadline ?? 0;
    s.do({ type: 'addTime', actorId: MODERATOR, ms: 30_000 });
    expect(s.state.deadline).toBe(deadline + 30_000);
  });
});
