import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, pathTo, type SpecialActionResponse } from '@ecoscha/contracts';
import type { SpecialActionEligibility } from '@ecoscha/game';
import { api } from '@/lib/api-client';
import { sessionKey } from '@/lib/session/session-query';

/** GET /api/gameflow/special-action/:sessionId: who may reveal a role tonight. */
export function useSpecialActionEligibility(sessionId: string, enabled = true) {
  return useQuery({
    queryKey: ['special-action', sessionId],
    queryFn: ({ signal }) =>
      api.get<SpecialActionEligibility>(pathTo(API.gameflow.specialActionInfo, { sessionId }), {
        signal,
      }),
    enabled,
    staleTime: 0,
  });
}

export type SpecialActionAnswer = SpecialActionResponse;

/** POST /api/gameflow/special-action: the highest scorer looks at one player's card. */
export function useRevealRole(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ targetPlayerId, round }: { targetPlayerId: string; round: number }) =>
      api.post<SpecialActionAnswer>(API.gameflow.specialAction, {
        sessionId,
        targetPlayerId,
        actionType: 'reveal_role',
        round,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) }),
  });
}
