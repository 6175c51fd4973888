import { useTranslation } from '@/lib/use-translation';
import type { Language, PlayerQuestion, QuestionDraft } from '@ecoscha/contracts';
import { ContentLayout } from '@/components/layouts/content-layout';
import { GuideContentNav } from '@/components/layouts/guide-content-nav';
import { QuestionCard } from '@/features/game-quiz/components/question-card';
import { QuestionEditorPage } from '@/features/question-editor/components/question-editor-page';

/** The draft as a student's phone gets it: no topic, answers or reasoning. */
function asPlayerQuestion(draft: QuestionDraft): PlayerQuestion {
  return {
    id: 'preview',
    type: draft.type,
    question_id: draft.question_id,
    question_en: draft.question_en,
    stimulus_id: draft.stimulus_id,
    stimulus_en: draft.stimulus_en,
    options_id: draft.options_id,
    options_en: draft.options_en,
  };
}

function Preview({ draft, language }: { draft: QuestionDraft; language: Language }) {
  // The quiz's own question card, with nothing chosen: exactly what a phone shows.
  return (
    <QuestionCard
      question={asPlayerQuestion(draft)}
      language={language}
      value=""
      onChange={() => undefined}
    />
  );
}

/** /my-questions (guides only): write, edit, hide, export and import their own quiz questions. */
export default function MyQuestionsRoute() {
  const { t } = useTranslation('questionEditor');
  return (
    <ContentLayout title={t('page.title')}>
      <GuideContentNav />
      <QuestionEditorPage
        renderPreview={(draft, language) => <Preview draft={draft} language={language} />}
      />
    </ContentLayout>
  );
}
