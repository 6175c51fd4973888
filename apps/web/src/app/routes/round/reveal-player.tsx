import { useGame } from '@/components/game/game-session';
import { Reveal } from '@/features/game-round/components/reveal';

/** /reveal-player?sessionId: the elimination reveal. */
export default function RevealRoute() {
  const { sessionId, view } = useGame();
  return <Reveal view={view} sessionId={sessionId} />;
}
