import type { QuizBank } from './quiz-bank';
import { realPlayers } from './practice/seats';
import { quizTopicsToHandIn } from './quiz';
import { resultsOf, scoresOf } from './scoring';
import type { Achievement, AchievementType, GameState } from './state';

/** Badge points of each achievement (they never change a score). */
export const ACHIEVEMENT_POINTS: Record<AchievementType, number> = {
  quiz_perfect: 50,
  quiz_excellent: 30,
  quiz_good: 20,
  quiz_completed: 10,
  first_quiz: 25,
  closing_quiz_complete: 40,
  knowledge_seeker: 35,
  best_eco_thinker: 50,
  most_strategic: 50,
};

/** The best of the four closing-quiz percentage badges, if any. */
export function closingQuizBadge(percent: number): AchievementType | null {
  if (percent >= 100) return 'quiz_perfect';
  if (percent >= 80) return 'quiz_excellent';
  if (percent >= 60) return 'quiz_good';
  if (percent > 0) return 'quiz_completed';
  return null;
}

/** The players with the highest value of `score` among `candidates` (ties all count). */
function topBy(candidates: string[], score: (userId: string) => number): string[] {
  if (candidates.length === 0) return [];
  const best = Math.max(...candidates.map(score));
  return candidates.filter((id) => score(id) === best);
}

/**
 * The awards made when the closing quiz completes (docs/decisions/0013). Practice seats earn
 * none and do not compete for the two top awards.
 */
export function achievementsFor(state: GameState, bank: QuizBank, now: number): Achievement[] {
  const closingTopicIds = quizTopicsToHandIn(bank, 'closing');
  const award = (userId: string, type: AchievementType): Achievement => ({
    userId,
    type,
    points: ACHIEVEMENT_POINTS[type],
    awardedAt: now,
  });
  const awards: Achievement[] = [];
  const students = realPlayers(state.players);
  for (const player of students) {
    const { userId } = player;
    const closing = resultsOf(state, userId, 'closing');
    if (closing.length === 0) continue;
    const correct = closing.reduce((sum, r) => sum + r.correct, 0);
    const percent = closingTopicIds.length > 0 ? (correct / closingTopicIds.length) * 100 : 0;
    const badge = closingQuizBadge(percent);
    if (badge) awards.push(award(userId, badge));
    const done = new Set(closing.map((r) => r.topicId));
    if (closingTopicIds.length > 0 && closingTopicIds.every((id) => done.has(id))) {
      awards.push(award(userId, 'closing_quiz_complete'));
    }
    const priorQuizSessions = player.priorQuizSessions ?? 0;
    if (priorQuizSessions === 0) awards.push(award(userId, 'first_quiz'));
    if (priorQuizSessions >= 2) awards.push(award(userId, 'knowledge_seeker'));
  }
  const participants = students
    .filter((p) => (state.quizResults[p.userId] ?? []).length > 0)
    .map((p) => p.userId);
  const pointsOf = (userId: string) => state.players.find((p) => p.userId === userId)?.points ?? 0;
  for (const id of topBy(participants, (u) => scoresOf(state, u).totalScore)) {
    awards.push(award(id, 'best_eco_thinker'));
  }
  for (const id of topBy(participants, pointsOf)) awards.push(award(id, 'most_strategic'));
  return awards;
}
