import { useGame } from '@/components/game/game-session';
import { ModeratorMorning } from '@/features/game-round/components/moderator-morning';
import { useModeratorMorning } from '@/features/game-round/hooks/use-moderator-screens';

/** /moderator-morning-phase?sessionId: the morning report and the way on. */
export default function ModeratorMorningPhaseRoute() {
  const { sessionId, view } = useGame();
  return <ModeratorMorning {...useModeratorMorning(sessionId, view)} />;
}
