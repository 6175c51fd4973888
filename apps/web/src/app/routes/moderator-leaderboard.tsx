import { ModeratorPanel } from '@/features/game-leaderboard/components/moderator-panel';
import { ReseatPanel } from '@/features/room-controls/components/reseat-panel';

/** /moderator-leaderboard?sessionId&type[&winner&victoryType]: the guide's control panel. */
export default function ModeratorLeaderboardRoute() {
  return <ModeratorPanel seatControls={<ReseatPanel />} />;
}
