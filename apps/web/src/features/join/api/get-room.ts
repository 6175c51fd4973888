import { useQuery } from '@tanstack/react-query';
import { API, pathTo } from '@ecoscha/contracts';
import type { GameView } from '@ecoscha/game';
import { api } from '@/lib/api-client';

/** GET /api/game-sessions/room/:roomCode: the session (a preview for someone not in it yet). */
export const getRoom = (roomCode: string, options: { signal?: AbortSignal } = {}) =>
  api.get<GameView>(pathTo(API.sessions.byRoomCode, { roomCode }), options);

/** The room a scanned code names; idle without a code. */
export function useRoom(roomCode: string | null) {
  return useQuery({
    queryKey: ['join', 'room', roomCode],
    queryFn: ({ signal }) => getRoom(roomCode ?? '', { signal }),
    enabled: roomCode !== null,
    retry: false,
    staleTime: 0,
  });
}
