import { describe, expect, it } from 'vitest';
import { POLL_MS } from '@/config/timing';
import { pollIntervalFor } from './poll-interval';

describe('pollIntervalFor', () => {
  it('polls each page at its own interval of the spec', () => {
    expect(pollIntervalFor('/discussion-session', '?sessionId=s')).toBe(1_000);
    expect(pollIntervalFor('/night-phase', '?sessionId=s&round=2')).toBe(1_000);
    expect(pollIntervalFor('/morning-phase', '')).toBe(1_000);
    expect(pollIntervalFor('/role-execute', '')).toBe(1_500);
    expect(pollIntervalFor('/voting', '')).toBe(2_000);
    expect(pollIntervalFor('/narrative', '')).toBe(2_000);
    expect(pollIntervalFor('/reveal-player', '')).toBe(2_000);
    expect(pollIntervalFor('/video-learning', '')).toBe(3_000);
    expect(pollIntervalFor('/choose-topic-card', '')).toBe(3_000);
    expect(pollIntervalFor('/closing-quiz', '?step=outro')).toBe(5_000);
    expect(pollIntervalFor('/leaderboard', '?type=after-quiz')).toBe(7_000);
  });

  it('polls the waiting screen and the lobby every 3 s, and any other page like the session', () => {
    expect(pollIntervalFor('/leaderboard', '?sessionId=s&type=waiting-moderator')).toBe(3_000);
    expect(pollIntervalFor('/moderator-leaderboard-startgame', '')).toBe(3_000);
    expect(pollIntervalFor('/somewhere-else', '')).toBe(POLL_MS.session);
  });
});
