import { queryOptions } from '@tanstack/react-query';
import { API } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** GET /api/quiz/topics: how many topics a quiz has (the count only). */
export const topicCountQueryOptions = queryOptions({
  queryKey: ['quiz-topics', 'count'],
  queryFn: async ({ signal }) => {
    const { topics } = await api.get<{ topics: unknown[] }>(API.quiz.topics, { signal });
    return topics.length;
  },
  staleTime: 30 * 60_000,
});
