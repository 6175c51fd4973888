import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  pathTo,
  type GuideQuestion,
  type QuestionDraft,
  type QuestionImportResult,
} from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** GET /api/my-questions: the guide's own questions, hidden ones too, oldest first. */
export const myQuestionsQueryOptions = queryOptions({
  queryKey: ['my-questions'],
  queryFn: ({ signal }) => api.get<GuideQuestion[]>(API.myQuestions, { signal }),
});

export const useMyQuestions = () => useQuery(myQuestionsQueryOptions);

/** A new question (POST) or a change to one (PUT), answered with the stored question. */
export function saveQuestion({ id, draft }: { id?: string; draft: QuestionDraft }) {
  return id
    ? api.put<GuideQuestion>(pathTo(API.myQuestion, { id }), draft)
    : api.post<GuideQuestion>(API.myQuestions, draft);
}

export function setQuestionHidden({ id, hidden }: { id: string; hidden: boolean }) {
  return api.post<GuideQuestion>(
    pathTo(hidden ? API.myQuestionHide : API.myQuestionRestore, { id }),
  );
}

/** The guide's shown questions as one question file (downloaded by the page). */
export const exportQuestions = () => api.get<unknown>(API.myQuestionsExport);

/** Imports a question file: every item is checked; any refused item imports nothing. */
export const importQuestions = (file: unknown) =>
  api.post<QuestionImportResult>(API.myQuestionsImport, file);

/** A mutation that reloads the list when it succeeds. */
function useListMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myQuestionsQueryOptions.queryKey }),
  });
}

export const useSaveQuestion = () => useListMutation(saveQuestion);
export const useSetQuestionHidden = () => useListMutation(setQuestionHidden);
export const useImportQuestions = () => useListMutation(importQuestions);
