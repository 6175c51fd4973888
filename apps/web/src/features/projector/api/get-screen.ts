import { queryOptions } from '@tanstack/react-query';
import { API, pathTo, type ScreenStateResponse } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { recordServerTime } from '@/lib/session/clock';

export const screenKey = (sessionId: string) => ['screen', sessionId] as const;

/** GET /api/game-sessions/:id/screen: the class's view of the session and who is connected. */
export const screenQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: screenKey(sessionId),
    queryFn: async ({ signal }) => {
      const url = pathTo(API.sessions.screen, { id: sessionId });
      const screen = await api.get<ScreenStateResponse>(url, { signal });
      recordServerTime(screen.serverTime);
      return screen;
    },
    staleTime: Infinity,
    // A refusal (not this session's guide) will not change by asking again.
    retry: (count, error) => count < 2 && !isRefusal(error),
  });

/** The caller may not open this session's projector (403) or it does not exist (404). */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404].includes(error.status);
}
