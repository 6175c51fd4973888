import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathTo } from '@ecoscha/contracts';
import type { LeaderboardEntry } from '@ecoscha/game';
import { POLL_MS } from '@/config/timing';
import { api } from '@/lib/api-client';
import { FOLLOWS_VIEW_META, useSocketLive } from '@/lib/session/session-query';

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
    // Fetched again by the ranking when the pushed view changes what it depends on (ranking.tsx).
    meta: FOLLOWS_VIEW_META,
  });

/** The ranking, refetched when the pushed view changes it, and polled while the socket is down. */
export function useLeaderboard(sessionId: string) {
  const connected = useSocketLive();
  return useQuery({
    ...leaderboardQueryOptions(sessionId),
    refetchInterval: connected ? false : POLL_MS.leaderboard,
  });
}
