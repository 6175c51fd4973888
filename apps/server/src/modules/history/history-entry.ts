import type { GameHistoryEntry } from '@ecoscha/contracts';
import { leaderboardFor, realPlayers, type GameState } from '@ecoscha/game';

const iso = (ms: number) => new Date(ms).toISOString();

const tookClosingQuiz = (state: GameState, userId: string) =>
  (state.quizResults[userId] ?? []).some((r) => r.kind === 'closing');

/**
 * The caller's line of one session, or null when they did not play in it. Rank (the leaderboard's
 * place, shared on equal totals) and player count are among the students: the guide's practice
 * seats do not count in a student's record.
 */
export function historyEntry(
  state: GameState,
  userId: string,
  createdAt: Date,
): GameHistoryEntry | null {
  const player = state.players.find((p) => p.userId === userId);
  const ranked = leaderboardFor(state, userId).find((entry) => entry.userId === userId);
  if (!player || !ranked || ranked.rank === null) return null;
  const finished = state.phase === 'game_completely_ended';
  return {
    sessionId: state.sessionId,
    roomCode: state.roomCode,
    date: finished && state.endedAt ? iso(state.endedAt) : createdAt.toISOString(),
    roleId: player.roleId,
    totalScore: ranked.totalScore,
    rank: ranked.rank,
    playerCount: realPlayers(state.players).length,
    status: finished ? 'finished' : 'in_progress',
    achievements: state.achievements
      .filter((a) => a.userId === userId)
      .map((a) => ({ type: a.type, points: a.points, awardedAt: iso(a.awardedAt) })),
    // The caller's own before and after; nobody else's answers ever leave here.
    openingQuizScore: ranked.regularQuizScore,
    closingQuizScore: tookClosingQuiz(state, userId) ? ranked.closingQuizScore : null,
  };
}
