import { ModeratorLobby } from '@/features/game-leaderboard/components/moderator-lobby';

/** /moderator-leaderboard-startgame?sessionId: the guide's lobby, quiz progress and quiz results. */
export default function ModeratorLeaderboardStartgameRoute() {
  return <ModeratorLobby />;
}
