import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathTo } from '@ecoscha/contracts';
import type { GameView } from '@ecoscha/game';
import { api } from '@/lib/api-client';
import { sessionKey } from '@/lib/session/session-query';

/** POST /api/game-sessions/:id/deal-roles: the guide deals the recommended mix over the seats. */
export const dealRoles = (sessionId: string) =>
  api.post<GameView>(pathTo(API.sessions.dealRoles, { id: sessionId }), {});

/** The lobby's deal; the new seats are pushed, and refetched for a quiet socket. */
export function useDealRoles(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dealRoles(sessionId),
    onSuccess: (view) => queryClient.setQueryData(sessionKey(sessionId), view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) }),
  });
}
