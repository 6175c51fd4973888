import { useGame } from '@/components/game/game-session';
import { Voting } from '@/features/game-round/components/voting';
import { TimerControls } from '@/features/room-controls/components/timer-controls';

/** /voting?sessionId: the day vote; the guide also gets the clock controls and ends it early. */
export default function VotingRoute() {
  const { sessionId, view } = useGame();
  return (
    <Voting
      view={view}
      sessionId={sessionId}
      guideControls={view.viewer.isModerator ? <TimerControls /> : null}
    />
  );
}
