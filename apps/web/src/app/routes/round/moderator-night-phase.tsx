import { useGame } from '@/components/game/game-session';
import { ModeratorNight } from '@/features/game-round/components/moderator-night';
import { useModeratorNight } from '@/features/game-round/hooks/use-moderator-screens';
import { ReseatPanel } from '@/features/room-controls/components/reseat-panel';

/** /moderator-night-phase?sessionId&round: the guide leads the night step by step. */
export default function ModeratorNightPhaseRoute() {
  const { sessionId, view } = useGame();
  return <ModeratorNight {...useModeratorNight(sessionId, view)} guideControls={<ReseatPanel />} />;
}
