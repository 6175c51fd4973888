import { useTranslation } from '@/lib/use-translation';
import type { GuideQuestion, QuestionDraft } from '@ecoscha/contracts';
import { EditorList } from '@/components/content-editor/editor-list';
import { EditorPage } from '@/components/content-editor/editor-page';
import type { RenderPreview } from '@/components/content-editor/phone-preview';
import editorStyles from '@/components/content-editor/content-editor.module.css';
import { useLanguage } from '@/lib/use-language';
import { myQuestionsApi } from '../api/my-questions';
import { QuestionFileActions } from './question-file-actions';
import { QuestionForm } from './question-form';
import styles from './question-editor.module.css';

/** /my-questions: the guide's own quiz questions, a form per question, export and import. */
export function QuestionEditorPage({
  renderPreview,
}: {
  renderPreview: RenderPreview<QuestionDraft>;
}) {
  const { t } = useTranslation('questionEditor');
  const language = useLanguage();
  const questions = myQuestionsApi.useList();
  const hiddenCount = questions.data?.filter((question) => question.hidden).length ?? 0;

  return (
    <EditorPage<{ question?: GuideQuestion }>
      className={styles.editor}
      intro={t('page.intro')}
      introWhileEditing
      queries={[questions]}
      loading={t('page.loading')}
      loadFailed={t('page.loadFailed')}
      startNew={{ label: t('actions.new'), editing: {} }}
      tools={<QuestionFileActions />}
      form={({ question }, done) => (
        <QuestionForm
          key={question?.id ?? 'new'}
          editing={question}
          renderPreview={renderPreview}
          onDone={done}
        />
      )}
    >
      {(edit) =>
        questions.data ? (
          <EditorList
            id="my-questions-list"
            title={t('list.title')}
            summary={
              <p className={editorStyles.muted}>
                {t('list.count', {
                  shown: questions.data.length - hiddenCount,
                  hidden: hiddenCount,
                })}
              </p>
            }
            empty={t('list.empty')}
            items={questions.data}
            api={myQuestionsApi}
            onEdit={(question) => edit({ question })}
            describe={({ id, hidden, draft }) => ({
              key: id,
              hidden,
              content: (
                <>
                  <p className={styles.itemText}>
                    {language === 'en' ? draft.question_en : draft.question_id}
                  </p>
                  <p className={editorStyles.meta}>
                    {t(`types.${draft.type}`)} · {t(`topics.${draft.topic}`)}
                    {hidden ? ` · ${t('list.hidden')}` : null}
                  </p>
                </>
              ),
              edit: { text: t('list.edit') },
              hide: { hidden, text: t(hidden ? 'list.restore' : 'list.hide') },
            })}
          />
        ) : null
      }
    </EditorPage>
  );
}
