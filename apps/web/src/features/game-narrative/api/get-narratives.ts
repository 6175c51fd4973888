import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Narrative, type NarrativeMoment } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** Narratives are seed content: they change with a deployment, not during a lesson. */
const NARRATIVE_STALE_TIME = 30 * 60_000;

/** GET /api/game-narratives: every narrative, keyed by its moment (`_id`). */
export const narrativesQueryOptions = queryOptions({
  queryKey: ['game-narratives'],
  queryFn: ({ signal }) => api.get<Narrative[]>(API.narratives.all, { signal }),
  staleTime: NARRATIVE_STALE_TIME,
});

/** One moment's narrative (undefined while loading or when the content lacks it). */
export function useNarrative(moment: NarrativeMoment) {
  const query = useQuery(narrativesQueryOptions);
  return { ...query, narrative: query.data?.find((n) => n._id === moment) };
}
