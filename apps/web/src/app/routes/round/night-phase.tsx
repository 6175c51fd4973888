import { useGame } from '@/components/game/game-session';
import { NightStatus } from '@/features/game-round/components/night-status';

/**
 * /night-phase?sessionId&round: what happens in the night, and the player's own status (from the
 * pushed view: a class of phones asks the server nothing at each night step).
 */
export default function NightPhaseRoute() {
  const { view } = useGame();
  return <NightStatus view={view} reported={view.viewer.reportedAction} />;
}
