// Without zod: the web app's socket needs the names, not the schemas (socket-events.ts), which
// would bring the whole validation library to a phone's first game screen.

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
  /** server -> the class's projector (a guide's socket that joined with `viewer: 'projector'`) */
  screenState: 'screen:state',
  screenPresence: 'screen:presence',
} as const;

/** A join or a leave as the helpers below read it (`JoinRoomPayload` in socket-events.ts). */
type RoomPayload = string | { roomId?: string; sessionId?: string; viewer?: 'projector' };

export function sessionIdOf(payload: RoomPayload): string | undefined {
  if (typeof payload === 'string') return payload.replace(/^game_/, '');
  return (payload.sessionId ?? payload.roomId)?.replace(/^game_/, '');
}

/** Whether a join asks for the projector's view rather than the caller's seat. */
export const isProjectorJoin = (payload: RoomPayload): boolean =>
  typeof payload !== 'string' && payload.viewer === 'projector';

export const roomsOf = (sessionId: string) => [`session:${sessionId}`, `game_${sessionId}`];
