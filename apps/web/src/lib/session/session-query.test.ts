import { describe, expect, it } from 'vitest';
import { glossaryQueryOptions } from '@/components/sundanese/use-glossary';
import { quizTopicsQueryOptions } from '@/features/game-quiz/api/get-quiz-topics';
import { roomNarrativesQueryOptions } from '../room-content';
import { refreshesWithSession, sessionKey } from './session-query';

describe('what a session event fetches again', () => {
  it('the session’s changing data, not the room’s content nor the session itself', () => {
    const leaderboard = { queryKey: ['leaderboard', 's1'] };
    const otherRoom = { queryKey: ['leaderboard', 's2'] };
    expect(refreshesWithSession(leaderboard, 's1')).toBe(true);
    expect(refreshesWithSession(otherRoom, 's1')).toBe(false);
    expect(refreshesWithSession({ queryKey: sessionKey('s1') }, 's1')).toBe(false);
    // A player's quiz topics are fixed for the room (its seed, its bank); only their hand-ins
    // change, and the phone that hands one in marks it: 50 phones need not fetch them again when
    // the quiz starts.
    for (const content of [
      roomNarrativesQueryOptions('s1'),
      glossaryQueryOptions('s1'),
      quizTopicsQueryOptions('s1', 'opening'),
      quizTopicsQueryOptions('s1', 'closing'),
    ]) {
      expect(refreshesWithSession(content, 's1')).toBe(false);
      expect(refreshesWithSession({ queryKey: content.queryKey }, 's1')).toBe(true);
    }
  });
});
