import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type GameHistoryResponse } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** GET /api/auth/history: the games the signed-in player took part in, newest first. */
export const historyQueryOptions = queryOptions({
  queryKey: ['profile', 'history'],
  queryFn: async ({ signal }) => {
    const { history } = await api.get<GameHistoryResponse>(API.auth.history, { signal });
    return history;
  },
  staleTime: 0,
  retry: false,
});

export function useGameHistory() {
  return useQuery(historyQueryOptions);
}
