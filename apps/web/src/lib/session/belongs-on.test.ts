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

  it('sends everyone else on', () => {
    expect(belongsOn('/voting', '', '/reveal-player?sessionId=s')).toBe(false);
    expect(belongsOn('/role-execute', '', '/night-phase?sessionId=s')).toBe(false);
  });
});
