import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlossaryEntry, GuideGlossaryEntry, Language } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDefaultGlossary, useMyGlossary } from '../api/my-glossary';
import { GlossaryForm } from './glossary-form';
import { GlossaryList } from './glossary-list';
import { GamePhrases } from './game-phrases';
import styles from './glossary-editor.module.css';

export type RenderPhrasePreview = (entry: GlossaryEntry, language: Language) => ReactNode;

type Editing = { own?: GuideGlossaryEntry; start?: GlossaryEntry } | null;

/** /my-glossary: the guide's own Sundanese phrases, new ones or their own meaning of the game's. */
export function GlossaryEditorPage({ renderPreview }: { renderPreview: RenderPhrasePreview }) {
  const { t } = useTranslation('glossaryEditor');
  const mine = useMyGlossary();
  const defaults = useDefaultGlossary();
  const [editing, setEditing] = useState<Editing>(null);

  if (editing) {
    return (
      <GlossaryForm
        key={editing.own?.id ?? editing.start?.phrase ?? 'new'}
        own={editing.own}
        start={editing.start}
        defaults={defaults.data ?? []}
        renderPreview={renderPreview}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('page.intro')}</p>
      <div className={styles.actions}>
        <Button onClick={() => setEditing({})}>{t('actions.new')}</Button>
      </div>
      {mine.isPending ? (
        <p className={styles.muted} role="status">
          {t('page.loading')}
        </p>
      ) : null}
      {mine.isError ? <Alert>{t('page.loadFailed')}</Alert> : null}
      {mine.data ? (
        <GlossaryList
          entries={mine.data}
          defaults={defaults.data ?? []}
          onEdit={(own) => setEditing({ own })}
        />
      ) : null}
      {defaults.data && mine.data ? (
        <GamePhrases
          defaults={defaults.data}
          own={mine.data}
          onOwnMeaning={(start) => setEditing({ start })}
        />
      ) : null}
    </div>
  );
}
