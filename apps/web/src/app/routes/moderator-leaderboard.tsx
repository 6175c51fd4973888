import { ModeratorPanel } from '@/features/game-leaderboard/components/moderator-panel';

/** /moderator-leaderboard?sessionId&type[&winner&victoryType]: the guide's control panel. */
export default function ModeratorLeaderboardRoute() {
  return <ModeratorPanel />;
}
