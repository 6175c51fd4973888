import { LeaderboardScreen } from '@/features/game-leaderboard/components/leaderboard-screen';
import { usePrefetchQuizTopics } from '@/features/game-quiz/api/prefetch-quiz-topics';

/** /leaderboard?sessionId&type[&winner&victoryType]: the players' ranking in every type. */
export default function LeaderboardRoute() {
  usePrefetchQuizTopics();
  return <LeaderboardScreen />;
}
