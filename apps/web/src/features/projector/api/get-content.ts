import { queryOptions } from '@tanstack/react-query';
import { API, type Narrative } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** GET /api/game-narratives: seed content, the same cache entry as the guide's screens use. */
export const narrativesQueryOptions = queryOptions({
  queryKey: ['game-narratives'],
  queryFn: ({ signal }) => api.get<Narrative[]>(API.narratives.all, { signal }),
  staleTime: 30 * 60_000,
});

/** GET /api/quiz/topics: how many topics a quiz has (the count only). */
export const topicCountQueryOptions = queryOptions({
  queryKey: ['quiz-topics', 'count'],
  queryFn: async ({ signal }) => {
    const { topics } = await api.get<{ topics: unknown[] }>(API.quiz.topics, { signal });
    return topics.length;
  },
  staleTime: 30 * 60_000,
});
