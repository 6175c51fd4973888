import { useGame } from '@/components/game/game-session';
import { EndGameButton } from '@/features/game-leaderboard/components/end-game-button';
import { usePrefetchQuizTopics } from '@/features/game-quiz/api/prefetch-quiz-topics';
import { ClosingStage } from '@/features/game-narrative/components/closing-stage';

/** /ending-narrative?sessionId&winner: the winning side's ending story. */
export default function EndingNarrativeRoute() {
  const { sessionId } = useGame();
  usePrefetchQuizTopics();
  return <ClosingStage endGame={<EndGameButton sessionId={sessionId} />} />;
}
