import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Language, type Narrative, type NarrativeMoment } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** Narratives are seed content: they change with a deployment, not during a lesson. */
const NARRATIVE_STALE_TIME = 30 * 60_000;

/** GET /api/game-narratives: every narrative (public content, no session involved). */
export const narrativesQueryOptions = queryOptions({
  queryKey: ['game-narratives'],
  queryFn: ({ signal }) => api.get<Narrative[]>(API.narratives.all, { signal }),
  staleTime: NARRATIVE_STALE_TIME,
});

export function useNarratives() {
  return useQuery(narrativesQueryOptions);
}

export type NarrativeText = { title: string; text: string };

/** One narrative's title and text in the interface language. */
export function narrativeFor(
  narratives: Narrative[] | undefined,
  moment: NarrativeMoment,
  language: Language,
): NarrativeText | null {
  const found = narratives?.find((n) => n._id === moment);
  if (!found) return null;
  const en = language === 'en';
  return {
    title: en ? found.judul_en : found.judul,
    text: en ? found.isiBacaan_en : found.isiBacaan,
  };
}
