import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathTo } from '@ecoscha/contracts';
import type { LeaderboardEntry } from '@ecoscha/game';
import { POLL_MS } from '@/config/timing';
import { api } from '@/lib/api-client';
import { useSocketLive } from '@/lib/session/session-query';

/** The key holds the session id, so the session's socket events refetch it. */
export const leaderboardKey = (sessionId: string) => ['leaderboard', sessionId] as const;

/** GET /api/game-sessions/:id/leaderboard: every player ranked, roles only where the caller may know them. */
export const leaderboardQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: leaderboardKey(sessionId),
    queryFn: async ({ signal }) => {
      const path = pathTo(API.sessions.leaderboard, { id: sessionId });
      const { leaderboard } = await api.get<{ leaderboard: LeaderboardEntry[] }>(path, { signal });
      return leaderboard;
    },
    staleTime: Infinity,
  });

/** The ranking, refetched after every game event, and polled only while the socket is down. */
export function useLeaderboard(sessionId: string) {
  const connected = useSocketLive();
  return useQuery({
    ...leaderboardQueryOptions(sessionId),
    refetchInterval: connected ? false : POLL_MS.leaderboard,
  });
}
