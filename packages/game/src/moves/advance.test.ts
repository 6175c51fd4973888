import { describe, expect, it } from 'vitest';
import { FOUR_SEATS } from '../testing/fixtures';
import { DEFAULT_TIMINGS } from '../timings';
import { answerQuiz, playDay, playNight, reachFirstVote, reachRoleplay } from '../testing/driver';
import { MODERATOR, TestSession } from '../testing/session';

describe('advance', () => {
  it('starts the game only with players', () => {
    const s = new TestSession();
    expect(s.apply({ type: 'advance', actorId: MODERATOR, to: 'narrative_1' })).toEqual({
      error: 'ILLEGAL_TRANSITION',
    });
    s.join('p1', 'eco_citizen_1');
    expect(s.advance('narrative_1')).toEqual([
      { type: 'phaseChanged', phase: 'narrative_1', wirePhase: 'narrative_1', round: 0 },
    ]);
  });

  it('is the moderator’s alone', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    expect(s.apply({ type: 'advance', actorId: 'p1', to: 'narrative_1' })).toEqual({
      error: 'NOT_MODERATOR',
    });
  });

  it('follows the table only', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    for (const to of ['quiz_active', 'night_phase', 'game_ended'] as const) {
      expect(s.apply({ type: 'advance', actorId: MODERATOR, to })).toEqual({
        error: 'ILLEGAL_TRANSITION',
      });
    }
  });

  it('starts the quiz with its deadline and remembers its topics', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    s.advance('narrative_1');
    s.tick(2_000).advance('quiz_active');
    expect(s.state).toMatchObject({
      phase: 'quiz_active',
      moderatorFinishedNarrative: true,
      deadline: s.now + DEFAULT_TIMINGS.quizMs,
      phaseStartedAt: s.now,
      quizStartedAt: s.now,
      quizTopicIds: ['topic-1', 'topic-2', 'topic-3', 'topic-4', 'topic-5', 'topic-6'],
    });
  });

  it('turns the opening quiz score into starting points', () => {
    const s = new TestSession({ roles: ['eco_citizen_1', 'eco_citizen_2'] });
    s.advance('narrative_1');
    s.advance('quiz_active');
    answerQuiz(s, 'opening', (u, t) => (u === 'p1' && t !== 'topic-6' ? 'right' : 'wrong'));
    s.advance('quiz_completed');
    expect(s.player('p1').points).toBe(50);
    expect(s.player('p2').points).toBe(0);
  });

  it('starts night 1 after the roleplay narrative, and checks a given round', () => {
    const s = new TestSession({ roles: FOUR_SEATS });
    s.advance('narrative_1');
    s.advance('quiz_active');
    s.advance('quiz_completed');
    s.advance('start_roleplay_narrative');
    expect(s.apply({ type: 'advance', actorId: MODERATOR, to: 'night_phase', round: 2 })).toEqual({
      error: 'ILLEGAL_TRANSITION',
    });
    const events = s.advance('night_phase', 1);
    expect(s.state.round).toBe(1);
    expect(events).toEqual([
      { type: 'phaseChanged', phase: 'night_phase', wirePhase: 'night_phase_1', round: 1 },
    ]);
  });

  it('lets the moderator end the discussion early', () => {
    const s = new TestSession({ roles: FOUR_SEATS });
    reachRoleplay(s);
    playNight(s);
    s.advance('video_learning_active');
    expect(s.state.videoStage).toBe('before_discussion');
    s.advance('discussion_active');
    expect(s.state.deadline).toBe(s.now + DEFAULT_TIMINGS.discussionMs);
    const events = s.advance('voting_active');
    expect(s.state.discussionEndedByModerator).toBe(true);
    expect(s.state.deadline).toBe(s.now + DEFAULT_TIMINGS.votingMs);
    expect(events.map((e) => e.type)).toEqual(['discussionEnded', 'phaseChanged']);
  });

  it('lets the guide close the vote early: it resolves as at the deadline', () => {
    const s = new TestSession({ roles: FOUR_SEATS });
    reachFirstVote(s);
    s.advance('elimination_reveal');
    expect(s.state.phase).toBe('elimination_reveal');
    expect(s.state.eliminations.at(-1)).toMatchObject({ round: 1, type: 'no_elimination' });
  });

  it('goes from a completed vote to the next night, with or without a video', () => {
    const s = new TestSession({ roles: [...FOUR_SEATS, 'eco_citizen_1'] });
    reachRoleplay(s);
    playNight(s);
    playDay(s);
    s.advance('video_learning_active');
    expect(s.state.videoStage).toBe('after_reveal');
    expect(s.apply({ type: 'advance', actorId: MODERATOR, to: 'discussion_active' })).toEqual({
      error: 'ILLEGAL_TRANSITION',
    });
    s.advance('video_learning_completed');
    s.advance('night_phase', 2);
    expect(s.state).toMatchObject({ round: 2, videoStage: null });
    playNight(s);
    playDay(s);
    s.advance('night_phase');
    expect(s.state.round).toBe(3);
  });

  it('runs the ending: narrative, closing quiz with its deadline, final narrative', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1'] });
    reachRoleplay(s);
    playNight(s, { kills: { p1: 'p2' } });
    expect(s.state.pendingWin?.winner).toBe('villains');
    const ended = s.advance('game_ended');
    expect(ended).toContainEqual({
      type: 'gameEnded',
      winner: 'villains',
      winReason: 'villains_control_village',
      victoryType: 'good_elimination',
    });
    expect(s.state).toMatchObject({ winner: 'villains', pendingWin: null, gameEnded: false });
    s.advance('roleplay_ending_narrative');
    s.advance('closing_quiz_intro');
    s.tick(1_000).advance('closing_quiz_active');
    expect(s.state).toMatchObject({
      closingQuizStartedAt: s.now,
      closingQuizStartedBy: MODERATOR,
      deadline: s.now + DEFAULT_TIMINGS.closingQuizMs,
    });
    s.advance('closing_quiz_completed');
    s.advance('final_narrative');
    expect(s.state.deadline).toBeNull();
  });
});
