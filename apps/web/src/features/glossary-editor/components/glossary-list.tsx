import { useTranslation } from 'react-i18next';
import { phraseKey, type GlossaryEntry, type GuideGlossaryEntry } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { useSetGlossaryEntryHidden } from '../api/my-glossary';
import styles from './glossary-editor.module.css';

type GlossaryListProps = {
  entries: GuideGlossaryEntry[];
  defaults: GlossaryEntry[];
  onEdit(entry: GuideGlossaryEntry): void;
};

/** The guide's phrases with both meanings, each to edit, hide or show again. */
export function GlossaryList({ entries, defaults, onEdit }: GlossaryListProps) {
  const { t } = useTranslation('glossaryEditor');
  const setHidden = useSetGlossaryEntryHidden();
  const inGame = new Set(defaults.map((entry) => phraseKey(entry.phrase)));
  if (entries.length === 0) return <p className={styles.muted}>{t('list.empty')}</p>;
  return (
    <section aria-labelledby="my-glossary-list">
      <h2 id="my-glossary-list" className={styles.title}>
        {t('list.title')}
      </h2>
      {setHidden.isError ? <Alert>{errorText(setHidden.error)}</Alert> : null}
      <ul className={styles.list}>
        {entries.map((own) => (
          <li key={own.id} className={styles.item} data-hidden={own.hidden || undefined}>
            <p className={styles.phrase} lang="su">
              {own.entry.phrase}
            </p>
            <p className={styles.meaning} lang="id">
              {own.entry.id}
            </p>
            <p className={styles.meaning} lang="en">
              {own.entry.en}
            </p>
            <p className={styles.meta}>
              {t(inGame.has(phraseKey(own.entry.phrase)) ? 'list.replaces' : 'list.added')}
              {own.hidden ? ` · ${t('list.hidden')}` : null}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => onEdit(own)}>
                {t('list.edit')}
              </Button>
              <Button
                variant="ghost"
                disabled={setHidden.isPending}
                onClick={() => setHidden.mutate({ id: own.id, hidden: !own.hidden })}
              >
                {t(own.hidden ? 'list.restore' : 'list.hide')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
