import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathTo, type AddTimeBody, type ReseatBody } from '@ecoscha/contracts';
import type { GameView } from '@ecoscha/game';
import { api } from '@/lib/api-client';
import { sessionKey } from '@/lib/session/session-query';

/** One of the guide's room controls, as the server names it. */
export type RoomControl =
  | { control: 'pauseTimer' }
  | { control: 'resumeTimer' }
  | { control: 'addTime'; seconds: AddTimeBody['seconds'] }
  | { control: 'endVote' }
  | { control: 'removePlayer'; playerId: string }
  | ({ control: 'reseat' } & ReseatBody);

/** POST one control; the server answers with the guide's view of the changed session. */
export function sendRoomControl(sessionId: string, request: RoomControl): Promise<GameView> {
  const id = sessionId;
  switch (request.control) {
    case 'pauseTimer':
      return api.post<GameView>(pathTo(API.sessions.pauseTimer, { id }), {});
    case 'resumeTimer':
      return api.post<GameView>(pathTo(API.sessions.resumeTimer, { id }), {});
    case 'addTime':
      return api.post<GameView>(pathTo(API.sessions.addTime, { id }), {
        seconds: request.seconds,
      });
    case 'endVote':
      return api.post<GameView>(pathTo(API.sessions.endVote, { id }), {});
    case 'removePlayer':
      return api.post<GameView>(
        pathTo(API.sessions.removePlayer, { id, playerId: request.playerId }),
        {},
      );
    case 'reseat':
      return api.post<GameView>(pathTo(API.sessions.reseat, { id }), {
        fromUserId: request.fromUserId,
        toUsername: request.toUsername,
      });
  }
}

/**
 * The guide's controls. The answer is the new view: it goes straight into the cache (the push
 * brings the same to every phone), and the session is refetched for a quiet socket.
 */
export function useRoomControl(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RoomControl) => sendRoomControl(sessionId, request),
    onSuccess: (view) => queryClient.setQueryData(sessionKey(sessionId), view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) }),
  });
}
