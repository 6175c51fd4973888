import { useTranslation } from 'react-i18next';
import type { GuideQuestion } from '@ecoscha/contracts';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/use-language';
import { useSetQuestionHidden } from '../api/my-questions';
import styles from './question-editor.module.css';

type QuestionListProps = { questions: GuideQuestion[]; onEdit(question: GuideQuestion): void };

/** The guide's questions, each with its type and topic, to edit, hide or show again. */
export function QuestionList({ questions, onEdit }: QuestionListProps) {
  const { t } = useTranslation('questionEditor');
  const language = useLanguage();
  const setHidden = useSetQuestionHidden();
  const hiddenCount = questions.filter((question) => question.hidden).length;

  if (questions.length === 0) return <p className={styles.muted}>{t('list.empty')}</p>;
  return (
    <section aria-labelledby="my-questions-list">
      <h2 id="my-questions-list" className={styles.title}>
        {t('list.title')}
      </h2>
      <p className={styles.muted}>
        {t('list.count', { shown: questions.length - hiddenCount, hidden: hiddenCount })}
      </p>
      <ul className={styles.list}>
        {questions.map((question) => {
          const text = language === 'en' ? question.draft.question_en : question.draft.question_id;
          return (
            <li
              key={question.id}
              className={`${styles.item} ${question.hidden ? styles.itemHidden : ''}`}
            >
              <p className={styles.itemText}>{text}</p>
              <p className={styles.itemMeta}>
                {t(`types.${question.draft.type}`)} · {t(`topics.${question.draft.topic}`)}
                {question.hidden ? ` · ${t('list.hidden')}` : null}
              </p>
              <div className={styles.itemActions}>
                <Button variant="secondary" onClick={() => onEdit(question)}>
                  {t('list.edit')}
                </Button>
                <Button
                  variant="ghost"
                  disabled={setHidden.isPending}
                  onClick={() => setHidden.mutate({ id: question.id, hidden: !question.hidden })}
                >
                  {t(question.hidden ? 'list.restore' : 'list.hide')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
