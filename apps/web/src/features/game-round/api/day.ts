import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathTo, type WinCheckResponse } from '@ecoscha/contracts';
import { acceptingRepeat, api } from '@/lib/api-client';
import { sessionKey } from '@/lib/session/session-query';

/** POST /api/gameflow/vote: the caller's day vote (a retry of one already counted is a success). */
export function useDayVote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voterId, targetId }: { voterId: string; targetId: string }) => {
      const send = api.post(API.gameflow.vote, { sessionId, voterId, targetId });
      return acceptingRepeat<unknown>(send, 'ALREADY_VOTED', { success: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) }),
  });
}

export type WinCheck = WinCheckResponse;

/** POST /api/game-sessions/:id/check-win-condition. */
export function checkWinCondition(sessionId: string): Promise<WinCheck> {
  return api.post<WinCheck>(pathTo(API.sessions.checkWin, { id: sessionId }));
}

/** POST /api/game-sessions/:id/end-discussion: the guide ends the talk early; voting starts. */
export function endDiscussion(sessionId: string, moderatorId: string): Promise<unknown> {
  return api.post(pathTo(API.sessions.endDiscussion, { id: sessionId }), { moderatorId });
}
