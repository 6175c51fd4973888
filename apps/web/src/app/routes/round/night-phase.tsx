import { useGame } from '@/components/game/game-session';
import { useNightActionsStatus } from '@/features/game-round/api/night';
import { NightStatus } from '@/features/game-round/components/night-status';

/** /night-phase?sessionId&round: what happens in the night, and the player's own status. */
export default function NightPhaseRoute() {
  const { sessionId, view } = useGame();
  const status = useNightActionsStatus(sessionId, view);
  return <NightStatus view={view} reported={status.data?.actionStatus[view.viewer.userId]} />;
}
