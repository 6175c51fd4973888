import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuideQuestion } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMyQuestions } from '../api/my-questions';
import { QuestionFileActions } from './question-file-actions';
import { QuestionForm, type RenderPreview } from './question-form';
import { QuestionList } from './question-list';
import styles from './question-editor.module.css';

type Editing = { question?: GuideQuestion } | null;

/** /my-questions: the guide's own quiz questions, a form per question, export and import. */
export function QuestionEditorPage({ renderPreview }: { renderPreview: RenderPreview }) {
  const { t } = useTranslation('questionEditor');
  const questions = useMyQuestions();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('page.intro')}</p>
      {editing ? (
        <QuestionForm
          key={editing.question?.id ?? 'new'}
          editing={editing.question}
          renderPreview={renderPreview}
          onDone={() => setEditing(null)}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <Button onClick={() => setEditing({})}>{t('actions.new')}</Button>
          </div>
          <QuestionFileActions />
          {questions.isPending ? <p className={styles.muted}>{t('page.loading')}</p> : null}
          {questions.isError ? <Alert>{t('page.loadFailed')}</Alert> : null}
          {questions.data ? (
            <QuestionList
              questions={questions.data}
              onEdit={(question) => setEditing({ question })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
