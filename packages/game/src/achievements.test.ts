import { describe, expect, it } from 'vitest';
import { achievementsFor, closingQuizBadge } from './achievements';
import type { AnswerPlan } from './testing/driver';
import { answerQuiz, playNight, reachRoleplay } from './testing/driver';
import { FIVE_SEATS, TEST_BANK } from './testing/fixtures';
import { TestSession } from './testing/session';

/** Earlier sessions with a quiz, per player (p1, p4 and p5 play their first). */
const PRIOR_QUIZ_SESSIONS: Record<string, number> = { p2: 3, p3: 2 };

/**
 * p1 villain (given 45 strategic points), p2..p5 good. The opening quiz by `opening`, a quiet
 * night, a win, then the closing quiz by `closing`.
 */
function closingQuiz(opening: AnswerPlan, closing: AnswerPlan) {
  const s = new TestSession({
    roles: FIVE_SEATS,
  });
  reachRoleplay(s, opening);
  s.state = {
    ...s.state,
    players: s.state.players.map((p) => ({
      ...p,
      points: p.userId === 'p1' ? 45 : p.points,
      priorQuizSessions: PRIOR_QUIZ_SESSIONS[p.userId] ?? 0,
    })),
  };
  playNight(s);
  s.state = {
    ...s.state,
    pendingWin: {
      winner: 'good_guys',
      winReason: 'all_villains_eliminated',
      victoryType: 'evil_elimination',
    },
  };
  s.advance('game_ended');
  s.advance('roleplay_ending_narrative');
  s.advance('closing_quiz_intro');
  s.advance('closing_quiz_active');
  answerQuiz(s, 'closing', closing);
  const before = s.events.length;
  s.advance('closing_quiz_completed');
  return { s, events: s.events.slice(before) };
}

const typesOf = (s: TestSession, userId: string) =>
  s.state.achievements
    .filter((a) => a.userId === userId)
    .map((a) => a.type)
    .sort();

describe('closing-quiz badges', () => {
  it('gives only the best of the four percentage badges', () => {
    expect(closingQuizBadge(100)).toBe('quiz_perfect');
    expect(closingQuizBadge(99)).toBe('quiz_excellent');
    expect(closingQuizBadge(80)).toBe('quiz_excellent');
    expect(closingQuizBadge(60)).toBe('quiz_good');
    expect(closingQuizBadge(1)).toBe('quiz_completed');
    expect(closingQuizBadge(0)).toBeNull();
  });
});

describe('achievements at the end of the closing quiz', () => {
  const opening: AnswerPlan = (u, t) => {
    if (u === 'p2') return t <= 'topic-3' ? 'right' : 'wrong'; // 30, six submissions
    if (u === 'p3') return t === 'topic-1' ? 'right' : 'skip'; // one submission
    if (u === 'p4') return 'skip'; // none
    return 'wrong';
  };
  const closing: AnswerPlan = (u, t) => {
    if (u === 'p2') return 'right'; // 6/6
    if (u === 'p3') return t <= 'topic-5' ? 'right' : 'wrong'; // 5/6, all topics
    if (u === 'p4') return t <= 'topic-4' ? 'right' : 'skip'; // 4/6, four topics
    if (u === 'p5') return 'skip';
    return 'wrong'; // p1: 0/6
  };

  it('awards each participant their badges', () => {
    const { s } = closingQuiz(opening, closing);
    expect(typesOf(s, 'p2')).toEqual([
      'best_eco_thinker',
      'closing_quiz_complete',
      'knowledge_seeker',
      'quiz_perfect',
    ]);
    expect(typesOf(s, 'p3')).toEqual([
      'closing_quiz_complete',
      'knowledge_seeker',
      'quiz_excellent',
    ]);
    expect(typesOf(s, 'p4')).toEqual(['first_quiz', 'quiz_good']);
    // A first session, whatever the number of topics taken in it.
    expect(typesOf(s, 'p1')).toEqual(['closing_quiz_complete', 'first_quiz', 'most_strategic']);
    expect(typesOf(s, 'p5')).toEqual([]);
  });

  it('announces every award', () => {
    const { s, events } = closingQuiz(opening, closing);
    const awards = events.filter((e) => e.type === 'achievement');
    expect(awards).toHaveLength(s.state.achievements.length);
    expect(awards).toContainEqual({
      type: 'achievement',
      userId: 'p2',
      achievement: 'quiz_perfect',
      points: 50,
    });
  });

  it('shares the top awards on a tie, and does not change any score', () => {
    const { s } = closingQuiz(
      () => 'wrong',
      () => 'wrong',
    );
    const best = s.state.achievements.filter((a) => a.type === 'best_eco_thinker');
    expect(best.map((a) => a.userId).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(s.state.players.map((p) => p.gameScore)).toEqual([0, 0, 0, 0, 0]);
  });

  it('never gives a practice seat an award or a badge, even with the best score and points', () => {
    const { s } = closingQuiz(opening, closing);
    // p2 (best total) and p1 (most strategic points) were the guide's practice seats.
    const practice = new Set(['p1', 'p2']);
    s.state = {
      ...s.state,
      players: s.state.players.map((p) =>
        practice.has(p.userId) ? { ...p, isPractice: true } : p,
      ),
    };
    const awards = achievementsFor(s.state, TEST_BANK, 0);
    expect(awards.filter((a) => practice.has(a.userId))).toEqual([]);
    const winners = (type: string) => awards.filter((a) => a.type === type).map((a) => a.userId);
    // The best student takes both: p3 (10 in the opening quiz, its starting points, then 5 of 6).
    expect(winners('best_eco_thinker')).toEqual(['p3']);
    expect(winners('most_strategic')).toEqual(['p3']);
  });

  it('awards nothing to a class that took no quiz', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1'] });
    reachRoleplay(s, () => 'skip');
    expect(achievementsFor(s.state, TEST_BANK, 0)).toEqual([]);
  });
});
