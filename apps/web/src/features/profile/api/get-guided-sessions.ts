import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type GuidedSessionsResponse } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** GET /api/auth/guided-sessions: the sessions the signed-in guide led, newest first. */
export const guidedSessionsQueryOptions = queryOptions({
  queryKey: ['profile', 'guided-sessions'],
  queryFn: async ({ signal }) => {
    const { sessions } = await api.get<GuidedSessionsResponse>(API.auth.guidedSessions, {
      signal,
    });
    return sessions;
  },
  staleTime: 0,
  retry: false,
});

export function useGuidedSessions() {
  return useQuery(guidedSessionsQueryOptions);
}
