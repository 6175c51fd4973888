import {
  API,
  type GuideQuestion,
  type QuestionDraft,
  type QuestionImportResult,
} from '@ecoscha/contracts';
import { makeEditorApi } from '@/components/content-editor/editor-api';
import { api } from '@/lib/api-client';

/** The guide's own questions (hidden ones too, oldest first): save, hide, restore. */
export const myQuestionsApi = makeEditorApi<GuideQuestion, QuestionDraft>({
  queryKey: 'my-questions',
  list: API.myQuestions,
  create: API.myQuestions,
  item: API.myQuestion,
  hide: API.myQuestionHide,
  restore: API.myQuestionRestore,
});

/** The guide's shown questions as one question file (downloaded by the page). */
export const exportQuestions = () => api.get<unknown>(API.myQuestionsExport);

/** Imports a question file: every item is checked; any refused item imports nothing. */
export const importQuestions = (file: unknown) =>
  api.post<QuestionImportResult>(API.myQuestionsImport, file);

export const useImportQuestions = () => myQuestionsApi.useReloadingMutation(importQuestions);
