import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, QuestionDraft } from '@ecoscha/contracts';
import { Button } from '@/components/ui/button';
import type { RenderPreview } from './question-form';
import styles from './question-editor.module.css';

/** The question as a student's phone shows it, in either language (texts stay plain text). */
export function QuestionPreview({
  draft,
  renderPreview,
}: {
  draft: QuestionDraft;
  renderPreview: RenderPreview;
}) {
  const { t } = useTranslation('questionEditor');
  const [language, setLanguage] = useState<Language>('id');
  const started = draft.question_id.trim() || draft.question_en.trim();
  return (
    <section className={styles.preview} aria-label={t('preview.title')}>
      <h2 className={styles.title}>{t('preview.title')}</h2>
      <div className={styles.toolbar} role="group" aria-label={t('preview.language')}>
        {(['id', 'en'] as const).map((option) => (
          <Button
            key={option}
            variant={option === language ? 'primary' : 'secondary'}
            aria-pressed={option === language}
            onClick={() => setLanguage(option)}
          >
            {t(option === 'id' ? 'form.indonesian' : 'form.english')}
          </Button>
        ))}
      </div>
      <div className={styles.phone} lang={language}>
        {started ? (
          renderPreview(draft, language)
        ) : (
          <p className={styles.muted}>{t('preview.empty')}</p>
        )}
      </div>
    </section>
  );
}
