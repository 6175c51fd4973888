import { ModeratorLobby } from '@/features/game-leaderboard/components/moderator-lobby';
import { SeatControls } from '@/features/room-controls/components/seat-controls';
import { TimerControls } from '@/features/room-controls/components/timer-controls';

/** /moderator-leaderboard-startgame?sessionId: the guide's lobby, quiz progress and quiz results. */
export default function ModeratorLeaderboardStartgameRoute() {
  return (
    <ModeratorLobby
      seatControls={
        <>
          <TimerControls withReseat={false} />
          <SeatControls />
        </>
      }
    />
  );
}
