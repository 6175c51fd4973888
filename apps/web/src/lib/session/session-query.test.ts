import { describe, expect, it } from 'vitest';
import { glossaryQueryOptions } from '@/components/sundanese/use-glossary';
import { quizTopicsQueryOptions } from '@/features/game-quiz/api/get-quiz-topics';
import { roomNarrativesQueryOptions } from '../room-content';
import { leaderboardQueryOptions } from '@/features/game-leaderboard/api/get-leaderboard';
import { onSessionEvent, sessionKey } from './session-query';

describe('what a session event does to a cached query', () => {
  it('fetches the session’s changing data again, never the room’s content nor the session itself', () => {
    const report = { queryKey: ['report', 's1'] };
    const otherRoom = { queryKey: ['report', 's2'] };
    expect(onSessionEvent(report, 's1')).toBe('refetch');
    expect(onSessionEvent(otherRoom, 's1')).toBe('keep');
    expect(onSessionEvent({ queryKey: sessionKey('s1') }, 's1')).toBe('keep');
    // A player's quiz topics are fixed for the room (its seed, its bank); only their hand-ins
    // change, and the phone that hands one in marks it: 50 phones need not fetch them again when
    // the quiz starts.
    for (const content of [
      roomNarrativesQueryOptions('s1'),
      glossaryQueryOptions('s1'),
      quizTopicsQueryOptions('s1', 'opening'),
      quizTopicsQueryOptions('s1', 'closing'),
    ]) {
      expect(onSessionEvent(content, 's1')).toBe('keep');
      expect(onSessionEvent({ queryKey: content.queryKey }, 's1')).toBe('refetch');
    }
  });

  it('only marks the ranking stale: the screen showing it fetches it again when the view changes it', () => {
    const ranking = leaderboardQueryOptions('s1');
    expect(onSessionEvent(ranking, 's1')).toBe('stale');
    expect(onSessionEvent({ queryKey: ranking.queryKey }, 's1')).toBe('refetch');
  });
});
