import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathTo } from '@ecoscha/contracts';
import type { GameView } from '@ecoscha/game';
import { api } from '@/lib/api-client';
import { sessionKey } from '@/lib/session/session-query';

/** POST /api/game-sessions/:id/practice-seats: the guide adds `count` practice seats. */
export const addPracticeSeats = (sessionId: string, count: number) =>
  api.post<GameView>(pathTo(API.sessions.practiceSeats, { id: sessionId }), { count });

/** POST /api/game-sessions/:id/practice-seats/remove: every practice seat leaves the room. */
export const removePracticeSeats = (sessionId: string) =>
  api.post<GameView>(pathTo(API.sessions.removePracticeSeats, { id: sessionId }), {});

/** The guide's practice-seat controls; the new room is pushed, and refetched for a quiet socket. */
export function usePracticeSeats(sessionId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) });
  const add = useMutation({
    mutationFn: (count: number) => addPracticeSeats(sessionId, count),
    onSettled,
  });
  const remove = useMutation({ mutationFn: () => removePracticeSeats(sessionId), onSettled });
  return { add, remove };
}
