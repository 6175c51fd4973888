import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type PlayerQuizTopic, type QuizTopicsResponse } from '@ecoscha/contracts';
import { POLL_MS } from '@/config/timing';
import { api } from '@/lib/api-client';
import { useSocketLive } from '@/lib/session/session-query';
import type { QuizKind } from '../utils/quiz-kinds';

/** A question as the server sends it before the player answers: never the answer. */
export type { PlayerQuestion as QuizQuestion, QuizTopicsResponse } from '@ecoscha/contracts';
export type QuizTopic = PlayerQuizTopic;

export const quizTopicsKey = (sessionId: string, kind: QuizKind) =>
  ['quiz-topics', sessionId, kind] as const;

export function getQuizTopics(sessionId: string, kind: QuizKind, signal?: AbortSignal) {
  const query = new URLSearchParams({ sessionId });
  if (kind === 'closing') query.set('closing', 'true');
  return api.get<QuizTopicsResponse>(`${API.quiz.topics}?${query.toString()}`, { signal });
}

export const quizTopicsQueryOptions = (sessionId: string, kind: QuizKind) =>
  queryOptions({
    queryKey: quizTopicsKey(sessionId, kind),
    queryFn: ({ signal }) => getQuizTopics(sessionId, kind, signal),
    staleTime: Infinity,
  });

/**
 * The topics with this player's questions. The key holds the session id, so the session's pushes
 * refetch it; while the socket is down it refreshes every 2 s and when the window regains focus.
 */
export function useQuizTopics(sessionId: string, kind: QuizKind) {
  const connected = useSocketLive();
  return useQuery({
    ...quizTopicsQueryOptions(sessionId, kind),
    refetchInterval: connected ? false : POLL_MS.completedTopics,
    refetchOnWindowFocus: !connected,
  });
}
