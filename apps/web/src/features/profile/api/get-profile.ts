import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@/lib/auth';

export const profileQueryKey = ['profile'] as const;

/** GET /api/auth/profile, fresh on every visit of the profile screens. */
export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile({ signal }),
  staleTime: 0,
  retry: false,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
