import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathTo, type PhaseChangeResponse } from '@ecoscha/contracts';
import type { Phase, WirePhase } from '@ecoscha/game';
import { api } from '../api-client';
import { sessionKey } from './session-query';
import { isSocketLive } from './socket';

/**
 * PUT /api/game-sessions/:id/phase: the guide moves the session on (legal moves only). The answer
 * names the new phase; the new view comes by the push.
 */
export function changePhase(
  sessionId: string,
  phase: WirePhase | Phase,
): Promise<PhaseChangeResponse> {
  return api.put<PhaseChangeResponse>(pathTo(API.sessions.phase, { id: sessionId }), { phase });
}

/**
 * The guide's phase change. The server pushes the new view to everyone (and the game frame then
 * redirects). Only while the socket is down is the session fetched again, so that the screen
 * moves on without it: with the socket live, fetching it too brought the guide's whole view a
 * second time over the school's link at every phase change.
 */
export function useChangePhase(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phase: WirePhase | Phase) => changePhase(sessionId, phase),
    onSettled: () =>
      isSocketLive()
        ? undefined
        : queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) }),
  });
}
