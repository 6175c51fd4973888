import { useGame } from '@/components/game/game-session';
import { VideoLearning } from '@/features/game-round/components/video-learning';

/** /video-learning?sessionId: the round's learning video. */
export default function VideoLearningRoute() {
  const { sessionId, view } = useGame();
  return <VideoLearning view={view} sessionId={sessionId} />;
}
