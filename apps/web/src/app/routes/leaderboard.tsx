import { LeaderboardScreen } from '@/features/game-leaderboard/components/leaderboard-screen';

/** /leaderboard?sessionId&type[&winner&victoryType]: the players' ranking in every type. */
export default function LeaderboardRoute() {
  return <LeaderboardScreen />;
}
