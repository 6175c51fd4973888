import { useGame } from '@/components/game/game-session';
import { Discussion } from '@/features/game-round/components/discussion';

/** /discussion-session?sessionId: the day's discussion countdown. */
export default function DiscussionRoute() {
  const { sessionId, view } = useGame();
  return <Discussion view={view} sessionId={sessionId} />;
}
