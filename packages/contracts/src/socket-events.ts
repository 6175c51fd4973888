import { z } from 'zod';

/** Socket.IO event names: the spec's names, plus the per-seat state push `session:state`. */
export const SOCKET_EVENTS = {
  /** client -> server: a session id, or `{ roomId | sessionId, userId }`. */
  joinRoom: 'joinRoom',
  leaveRoom: 'leaveRoom',
  /** server -> client */
  roomJoined: 'roomJoined',
  sessionState: 'session:state',
  sessionError: 'session:error',
  phaseChanged: 'phaseChanged',
  discussionEnded: 'discussionEnded',
  gameEnded: 'gameEnded',
  playerEliminated: 'playerEliminated',
  votingCompleted: 'votingCompleted',
  saveAchievementData: 'saveAchievementData',
} as const;

export const JoinRoomPayloadSchema = z.union([
  z.string().min(1).max(64),
  z.object({
    roomId: z.string().min(1).max(64).optional(),
    sessionId: z.string().min(1).max(64).optional(),
    userId: z.string().max(64).optional(),
  }),
]);

export function sessionIdOf(payload: z.infer<typeof JoinRoomPayloadSchema>): string | undefined {
  if (typeof payload === 'string') return payload.replace(/^game_/, '');
  return (payload.sessionId ?? payload.roomId)?.replace(/^game_/, '');
}

export const roomsOf = (sessionId: string) => [`session:${sessionId}`, `game_${sessionId}`];
