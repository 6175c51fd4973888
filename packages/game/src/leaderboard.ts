import type { RoleId } from './roles';
import { resultsOf, scoresOf, type PlayerScores } from './scoring';
import type { GameState, Player } from './state';
import { pointsSeenBy, roleKnowledge } from './visibility';

export type LeaderboardEntry = PlayerScores & {
  userId: string;
  username: string;
  roleId?: RoleId;
  /** The score the ranked table shows: the same as totalScore. */
  score: number;
  points: number;
  /** Seconds from the opening quiz's start to the player's last opening-topic submission. */
  completionTime: number | null;
  /** Every opening topic submitted. */
  hasCompletedQuiz: boolean;
  isAlive: boolean;
  /**
   * The student's place among the students (standard competition ranking: equal totalScore share
   * a place, the next one skips, 1, 2, 2, 4); null for a practice seat, which ranks nobody.
   */
  rank: number | null;
  /** A practice seat the guide added; absent for real students. */
  isPractice?: true;
};

function completionTime(state: GameState, userId: string): number | null {
  const opening = resultsOf(state, userId, 'opening');
  if (opening.length === 0 || state.quizStartedAt === null) return null;
  const last = Math.max(...opening.map((r) => r.submittedAt));
  return Math.max(0, last - state.quizStartedAt) / 1000;
}

type PointsOf = (player: Player) => number;

function entryOf(
  state: GameState,
  player: Player,
  pointsOf: PointsOf,
): Omit<LeaderboardEntry, 'rank'> {
  const scores = scoresOf(state, player.userId);
  const done = new Set(resultsOf(state, player.userId, 'opening').map((r) => r.topicId));
  return {
    userId: player.userId,
    username: player.username,
    roleId: player.roleId,
    ...scores,
    score: scores.totalScore,
    points: pointsOf(player),
    completionTime: completionTime(state, player.userId),
    hasCompletedQuiz:
      state.quizTopicIds.length > 0 && state.quizTopicIds.every((id) => done.has(id)),
    isAlive: player.isAlive,
    ...(player.isPractice ? { isPractice: true as const } : {}),
  };
}

type Ranked = Omit<LeaderboardEntry, 'rank'>;

function compare(a: Ranked, b: Ranked): number {
  if (a.totalScore !== b.totalScore) return b.totalScore - a.totalScore;
  if (a.points !== b.points) return b.points - a.points;
  const timeA = a.completionTime ?? Number.POSITIVE_INFINITY;
  const timeB = b.completionTime ?? Number.POSITIVE_INFINITY;
  if (timeA !== timeB) return timeA < timeB ? -1 : 1;
  if (a.username !== b.username) return a.username < b.username ? -1 : 1;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/**
 * Places for a sorted table: a student shares the place of the student above on an equal
 * totalScore (the score the table shows), else takes one more than the students above; the
 * practice seats in between take no place and push nobody down.
 */
function withRanks(sorted: Ranked[]): LeaderboardEntry[] {
  let studentsAbove = 0;
  let above: { totalScore: number; rank: number } | null = null;
  return sorted.map((entry) => {
    if (entry.isPractice) return { ...entry, rank: null };
    const rank = above && above.totalScore === entry.totalScore ? above.rank : studentsAbove + 1;
    studentsAbove += 1;
    above = { totalScore: entry.totalScore, rank };
    return { ...entry, rank };
  });
}

/**
 * Every player in order: totalScore, then points, then completion time, then username (the order
 * within a shared place); practice seats stand where their score puts them, without a place.
 */
export function leaderboard(
  state: GameState,
  pointsOf: PointsOf = (player) => player.points,
): LeaderboardEntry[] {
  return withRanks(state.players.map((p) => entryOf(state, p, pointsOf)).sort(compare));
}

/**
 * The leaderboard without the roles and the strategic points this viewer may not know (`null`: a
 * viewer with no seat, who knows only what is public).
 */
export function leaderboardFor(state: GameState, viewerId: string | null): LeaderboardEntry[] {
  const known = new Set(
    state.players.filter(roleKnowledge(state, viewerId)).map((player) => player.userId),
  );
  return leaderboard(state, (player) => pointsSeenBy(state, viewerId, player)).map(
    ({ roleId, ...entry }) => (known.has(entry.userId) ? { ...entry, roleId } : entry),
  );
}
