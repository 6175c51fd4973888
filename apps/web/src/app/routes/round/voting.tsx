import { useGame } from '@/components/game/game-session';
import { Voting } from '@/features/game-round/components/voting';

/** /voting?sessionId: the day vote. */
export default function VotingRoute() {
  const { sessionId, view } = useGame();
  return <Voting view={view} sessionId={sessionId} />;
}
