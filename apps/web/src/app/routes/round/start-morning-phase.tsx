import { useGame } from '@/components/game/game-session';
import { StartMorning } from '@/features/game-round/components/start-morning';
import { useProcessControls } from '@/features/game-round/hooks/use-moderator-screens';

/** /start-morning-phase: where the morning stands, with the one fitting button. */
export default function StartMorningPhaseRoute() {
  const { sessionId, view } = useGame();
  return <StartMorning view={view} controls={useProcessControls(sessionId)} />;
}
