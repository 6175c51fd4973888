import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type PlayerQuizTopic, type QuizTopicsResponse } from '@ecoscha/contracts';
import { POLL_MS } from '@/config/timing';
import { api } from '@/lib/api-client';
import { ROOM_CONTENT_META } from '@/lib/room-content';
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

/**
 * A player's questions are fixed when the room opens (its seed and question bank); only which
 * topics they handed in changes, and `useSaveQuizScore` marks that on the phone that did. So the
 * session's events do not fetch them again (`ROOM_CONTENT_META`): the topics loaded while the
 * class waited are what the quiz shows, and 50 phones do not ask for them at its start.
 */
export const quizTopicsQueryOptions = (sessionId: string, kind: QuizKind) =>
  queryOptions({
    queryKey: quizTopicsKey(sessionId, kind),
    queryFn: ({ signal }) => getQuizTopics(sessionId, kind, signal),
    staleTime: Infinity,
    meta: ROOM_CONTENT_META,
  });

/**
 * The topics with this player's questions. While the socket is down they refresh every 2 s and
 * when the window regains focus (a topic handed in on another of the player's devices).
 */
export function useQuizTopics(sessionId: string, kind: QuizKind) {
  const connected = useSocketLive();
  return useQuery({
    ...quizTopicsQueryOptions(sessionId, kind),
    refetchInterval: connected ? false : POLL_MS.completedTopics,
    refetchOnWindowFocus: !connected,
  });
}
