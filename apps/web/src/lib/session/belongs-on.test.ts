import { describe, expect, it } from 'vitest';
import { belongsOn } from './belongs-on';

describe('belongsOn', () => {
  it('accepts the target page whatever its other query values', () => {
    expect(belongsOn('/voting', '?sessionId=s', '/voting?sessionId=s')).toBe(true);
    expect(
      belongsOn('/night-phase', '?sessionId=s&round=1', '/night-phase?sessionId=s&round=2'),
    ).toBe(true);
  });

  it('tells screens on one path apart by type and step', () => {
    expect(
      belongsOn('/leaderboard', '?type=after-quiz', '/leaderboard?sessionId=s&type=victory'),
    ).toBe(false);
    expect(belongsOn('/closing-quiz', '?step=outro', '/closing-quiz?sessionId=s&step=outro')).toBe(
      true,
    );
    expect(belongsOn('/leaderboard', '?type=default', '/leaderboard?sessionId=s')).toBe(false);
  });

  it('lets a player answer a topic while the rules send them to the topic choice', () => {
    expect(belongsOn('/quiz', '?topicId=t', '/choose-topic-card?sessionId=s')).toBe(true);
    expect(belongsOn('/countdown', '', '/choose-topic-card?sessionId=s')).toBe(true);
    expect(belongsOn('/closing-quiz', '?topicId=t', '/closing-choose-topic?sessionId=s')).toBe(
      true,
    );
    expect(
      belongsOn('/closing-quiz', '?step=closing_quiz_intro', '/closing-choose-topic?sessionId=s'),
    ).toBe(false);
  });

  it('lets the guide open the final results from the last steps of the closing story', () => {
    const guide = { isModerator: true, onRequest: true };
    const results = ['/moderator-leaderboard', '?sessionId=s&type=final'] as const;
    for (const step of ['outro', 'final_narrative']) {
      expect(belongsOn(...results, `/closing-quiz?sessionId=s&step=${step}`, guide)).toBe(true);
    }
    expect(belongsOn(...results, '/closing-quiz?sessionId=s&step=quiz_active', guide)).toBe(false);
    expect(
      belongsOn('/moderator-leaderboard', '?type=victory', '/closing-quiz?step=outro', guide),
    ).toBe(false);
    // Not for a player: their final results are the leaderboard.
    const player = { isModerator: false, onRequest: true };
    expect(belongsOn(...results, '/closing-quiz?sessionId=s&step=final_narrative', player)).toBe(
      false,
    );
  });

  it('lets a player open the final leaderboard during the final words', () => {
    const results = ['/leaderboard', '?sessionId=s&type=after-closing-quiz'] as const;
    const target = '/closing-quiz?sessionId=s&step=final_narrative';
    expect(belongsOn(...results, target, { isModerator: false, onRequest: true })).toBe(true);
    expect(belongsOn(...results, target, { isModerator: true, onRequest: true })).toBe(false);
  });

  it('moves on from a results page the user did not open (still there from the outro)', () => {
    const target = '/closing-quiz?sessionId=s&step=final_narrative';
    expect(belongsOn('/leaderboard', '?sessionId=s&type=after-closing-quiz', target)).toBe(false);
    expect(
      belongsOn('/moderator-leaderboard', '?sessionId=s&type=final', target, { isModerator: true }),
    ).toBe(false);
  });

  it('sends everyone else on', () => {
    expect(belongsOn('/voting', '', '/reveal-player?sessionId=s')).toBe(false);
    expect(belongsOn('/role-execute', '', '/night-phase?sessionId=s')).toBe(false);
    // The start-morning page is where the night ends; once the morning runs, the guide moves on.
    expect(belongsOn('/start-morning-phase', '', '/moderator-morning-phase?sessionId=s')).toBe(
      false,
    );
  });
});
