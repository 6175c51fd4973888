import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type SaveScoreResponse } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import type { QuizKind } from '../utils/quiz-kinds';
import { quizTopicsKey, type QuizTopicsResponse } from './get-quiz-topics';

export type { QuizFeedback, SaveScoreResponse } from '@ecoscha/contracts';

export type SaveScoreInput = {
  sessionId: string;
  userId: string;
  topicId: string;
  answers: Record<string, string>;
  kind: QuizKind;
};

export function saveQuizScore({ kind, ...body }: SaveScoreInput) {
  return api.post<SaveScoreResponse>(API.quiz.saveScore, {
    ...body,
    isClosingQuiz: kind === 'closing',
  });
}

/** Hands in a topic; the server scores it. The topic shows as done on the chooser at once. */
export function useSaveQuizScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuizScore,
    onSuccess: (_result, { sessionId, kind, topicId }) => {
      queryClient.setQueryData<QuizTopicsResponse>(quizTopicsKey(sessionId, kind), (data) =>
        data
          ? {
              topics: data.topics.map((t) => (t._id === topicId ? { ...t, completed: true } : t)),
            }
          : data,
      );
    },
  });
}
