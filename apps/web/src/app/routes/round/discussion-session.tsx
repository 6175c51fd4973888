import { useGame } from '@/components/game/game-session';
import { Discussion } from '@/features/game-round/components/discussion';
import { TimerControls } from '@/features/room-controls/components/timer-controls';

/** /discussion-session?sessionId: the day's discussion countdown (and the guide's clock controls). */
export default function DiscussionRoute() {
  const { sessionId, view } = useGame();
  return (
    <Discussion
      view={view}
      sessionId={sessionId}
      guideControls={view.viewer.isModerator ? <TimerControls /> : null}
    />
  );
}
