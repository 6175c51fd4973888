import { useGame } from '@/components/game/game-session';
import { SpecialAction } from '@/features/game-round/components/special-action';

/** /special-action?sessionId: the round-1 highest scorer looks at one card. */
export default function SpecialActionRoute() {
  const { sessionId, view } = useGame();
  return <SpecialAction view={view} sessionId={sessionId} />;
}
