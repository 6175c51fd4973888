import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** Topics are seed content: they change with a deployment, not during a lesson. */
const TOPICS_STALE_TIME = 30 * 60_000;

/** How many quiz topics there are (GET /api/quiz/topics without a session: no questions). */
export const topicCountQueryOptions = queryOptions({
  queryKey: ['quiz-topics', 'count'],
  queryFn: async ({ signal }) => {
    const { topics } = await api.get<{ topics: unknown[] }>(API.quiz.topics, { signal });
    return topics.length;
  },
  staleTime: TOPICS_STALE_TIME,
});

export function useTopicCount() {
  return useQuery(topicCountQueryOptions);
}
