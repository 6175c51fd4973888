import { useGame } from '@/components/game/game-session';
import { EndGameButton } from '@/features/game-leaderboard/components/end-game-button';
import { ClosingStage } from '@/features/game-narrative/components/closing-stage';

/** /ending-narrative?sessionId&winner: the winning side's ending story. */
export default function EndingNarrativeRoute() {
  const { sessionId } = useGame();
  return <ClosingStage endGame={<EndGameButton sessionId={sessionId} />} />;
}
