import { useMutation } from '@tanstack/react-query';
import { API, pathTo } from '@ecoscha/contracts';
import { api, ApiError } from '@/lib/api-client';
import { joinSession, type JoinSessionBody } from '@/lib/session/join-session';
import type { SessionSummary } from './create-room';

/** No session has this room code (or the lookup answered without a session id). */
export class RoomNotFoundError extends Error {
  override readonly name = 'RoomNotFoundError';
}

/** The join answer said `success: false`; its message, if any, is the reason. */
export class JoinRefusedError extends Error {
  override readonly name = 'JoinRefusedError';
}

/** GET /api/game-sessions/room/:roomCode. */
export function getSessionByRoomCode(roomCode: string): Promise<SessionSummary | undefined> {
  return api.get<SessionSummary | undefined>(pathTo(API.sessions.byRoomCode, { roomCode }));
}

export type JoinRoomInput = JoinSessionBody & { roomCode: string };

/** Looks the room code up, then joins that session; resolves with the session id. */
export async function joinRoom({ roomCode, ...player }: JoinRoomInput): Promise<string> {
  let session: SessionSummary | undefined;
  try {
    session = await getSessionByRoomCode(roomCode);
  } catch (error) {
    // 404 SESSION_NOT_FOUND, or 400 for a code the server cannot read: no such room either way.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new RoomNotFoundError();
    }
    throw error;
  }
  if (!session?._id) throw new RoomNotFoundError();

  const answer = await joinSession(session._id, player);
  if (answer?.success === false) throw new JoinRefusedError(answer.message ?? '');
  return answer?.session?._id ?? session._id;
}

export function useJoinRoom() {
  return useMutation({ mutationFn: joinRoom });
}
