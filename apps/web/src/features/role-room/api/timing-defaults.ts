import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  SESSION_TIMING_LIMITS,
  SESSION_TIMING_NAMES,
  type TimingDefaults,
} from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** The spec's durations: what the form shows until the server has said its own. */
export const SPEC_TIMINGS = Object.fromEntries(
  SESSION_TIMING_NAMES.map((name) => [name, SESSION_TIMING_LIMITS[name].spec]),
) as TimingDefaults;

export const timingDefaultsQuery = queryOptions({
  queryKey: ['timing-defaults'],
  queryFn: ({ signal }) => api.get<TimingDefaults>(API.sessions.timingDefaults, { signal }),
  staleTime: Infinity,
});

/** GET /api/game-sessions/timing-defaults: the durations a room gets unless the guide chooses. */
export function useTimingDefaults(): TimingDefaults {
  const { data } = useQuery(timingDefaultsQuery);
  return data ?? SPEC_TIMINGS;
}
