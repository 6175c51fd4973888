import { describe, expect, it } from 'vitest';
import { leaderboard, leaderboardFor } from './leaderboard';
import { answerQuiz } from './testing/driver';
import { MODERATOR, TestSession } from './testing/session';

function afterQuiz() {
  const s = new TestSession({
    roles: ['eco_citizen_1', 'waste_villain_1', 'eco_citizen_2', 'green_guardian_1'],
  });
  s.state = {
    ...s.state,
    players: s.state.players.map((p) => ({
      ...p,
      username: { p1: 'dewi', p2: 'asep', p3: 'budi', p4: 'cici' }[p.userId] ?? p.username,
    })),
  };
  s.advance('narrative_1');
  s.advance('quiz_active');
  return s;
}

describe('leaderboard', () => {
  it('ranks by total score, then points, then completion time, then username', () => {
    const s = afterQuiz();
    // p1 and p2 both score 20; p1 hands in its six topics first (6 s), p2 its two after (8 s).
    // p3 (budi) and p4 (cici) score nothing and rank by username.
    answerQuiz(s, 'opening', (u, t) => {
      if (u === 'p2' && t <= 'topic-2') return 'right';
      if (u === 'p1' && (t === 'topic-5' || t === 'topic-6')) return 'right';
      if (u === 'p1') return 'wrong';
      return 'skip';
    });
    s.advance('quiz_completed');
    const table = leaderboard(s.state);
    // Equal totals share a place (the order within it still follows the tie-breakers).
    expect(table.map((e) => [e.rank, e.userId])).toEqual([
      [1, 'p1'],
      [1, 'p2'],
      [3, 'p3'],
      [3, 'p4'],
    ]);
    expect(table[1]).toMatchObject({
      username: 'asep',
      roleId: 'waste_villain_1',
      score: 20,
      totalScore: 20,
      totalQuizScore: 20,
      regularQuizScore: 20,
      closingQuizScore: 0,
      gameScore: 0,
      points: 20,
      completionTime: 8,
      hasCompletedQuiz: false,
      isAlive: true,
    });
    expect(table[0]).toMatchObject({ completionTime: 6, hasCompletedQuiz: true });
    expect(table[3]).toMatchObject({ completionTime: null, hasCompletedQuiz: false });
  });

  it('puts more strategic points first on equal totals', () => {
    const s = afterQuiz();
    s.state = {
      ...s.state,
      players: s.state.players.map((p) => (p.userId === 'p4' ? { ...p, points: 10 } : p)),
    };
    expect(leaderboard(s.state).map((e) => e.userId)).toEqual(['p4', 'p2', 'p3', 'p1']);
  });

  it('ranks 1, 2, 2, 4: equal totals share a place and the next one skips', () => {
    const s = afterQuiz();
    answerQuiz(s, 'opening', (u, t) => {
      if (u === 'p1') return t <= 'topic-4' ? 'right' : 'wrong';
      if (u === 'p2' || u === 'p3') return t <= 'topic-2' ? 'right' : 'wrong';
      return t <= 'topic-1' ? 'right' : 'wrong';
    });
    expect(leaderboard(s.state).map((e) => [e.rank, e.totalScore])).toEqual([
      [1, 40],
      [2, 20],
      [2, 20],
      [4, 10],
    ]);
  });

  it('gives practice seats no place, and the students their places among students', () => {
    const s = afterQuiz();
    s.state = {
      ...s.state,
      players: s.state.players.map((p) =>
        p.userId === 'p1' || p.userId === 'p3' ? { ...p, isPractice: true } : p,
      ),
    };
    answerQuiz(s, 'opening', (u, t) => {
      if (u === 'p1') return t <= 'topic-5' ? 'right' : 'wrong'; // practice, 50
      if (u === 'p2') return t <= 'topic-3' ? 'right' : 'wrong'; // 30
      if (u === 'p3') return t <= 'topic-3' ? 'right' : 'wrong'; // practice, 30
      return t <= 'topic-1' ? 'right' : 'wrong'; // 10
    });
    const table = leaderboard(s.state);
    expect(table.map((e) => [e.userId, e.rank, e.isPractice ?? false])).toEqual([
      ['p1', null, true],
      ['p2', 1, false],
      ['p3', null, true],
      ['p4', 2, false],
    ]);
  });

  it('hides the roles a viewer may not know', () => {
    const s = afterQuiz();
    const seen = (viewer: string) =>
      Object.fromEntries(leaderboardFor(s.state, viewer).map((e) => [e.userId, e.roleId]));
    expect(seen('p1')).toEqual({
      p1: 'eco_citizen_1',
      p2: undefined,
      p3: undefined,
      p4: undefined,
    });
    expect(seen(MODERATOR)).toEqual({
      p1: 'eco_citizen_1',
      p2: 'waste_villain_1',
      p3: 'eco_citizen_2',
      p4: 'green_guardian_1',
    });
    expect(leaderboardFor(s.state, 'p1').find((e) => e.userId === 'p2')).not.toHaveProperty(
      'roleId',
    );
  });
});
