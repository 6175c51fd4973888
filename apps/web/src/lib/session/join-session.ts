import { API, pathTo } from '@ecoscha/contracts';
import { api } from '../api-client';

export type JoinSessionBody = { userId: string; roleId?: string; username?: string };
export type JoinSessionResponse = {
  success?: boolean;
  message?: string;
  session?: { _id?: string; roomCode?: string };
};

/**
 * POST /api/game-sessions/:id/join: a seat in the room's lobby. Shared by the role room's join
 * form and the class badge's log-in, which goes straight to its class's open room.
 */
export function joinSession(
  sessionId: string,
  body: JoinSessionBody,
): Promise<JoinSessionResponse | undefined> {
  return api.post<JoinSessionResponse | undefined>(
    pathTo(API.sessions.join, { id: sessionId }),
    body,
  );
}
