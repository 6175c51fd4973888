import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Question } from '@ecoscha/contracts';
import { POLL_MS } from '@/config/timing';
import { api } from '@/lib/api-client';
import { useSocketConnected } from '@/lib/session/session-query';
import type { QuizKind } from '../utils/quiz-kinds';

/** A question as the server sends it before the player answers: never the answer. */
export type QuizQuestion = Omit<
  Question,
  'answer_id' | 'answer_en' | 'reasoning_id' | 'reasoning_en'
>;

export type QuizTopic = {
  _id: string;
  topic_id: number;
  topic_name_id: string;
  topic_name_en: string;
  completed: boolean;
  /** This player's question(s) for the topic in this session. */
  questions: QuizQuestion[];
};

export type QuizTopicsResponse = { topics: QuizTopic[] };

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
  const connected = useSocketConnected();
  return useQuery({
    ...quizTopicsQueryOptions(sessionId, kind),
    refetchInterval: connected ? false : POLL_MS.completedTopics,
    refetchOnWindowFocus: !connected,
  });
}
