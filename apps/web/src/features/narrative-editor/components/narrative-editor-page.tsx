import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuideNarrative, Language, Narrative } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { useDefaultNarratives, useMyNarratives } from '../api/my-narratives';
import { NarrativeForm } from './narrative-form';
import { NarrativeList } from './narrative-list';
import styles from './narrative-editor.module.css';

export type RenderNarrativePreview = (narrative: Narrative, language: Language) => ReactNode;

type Editing = { seed: Narrative; own?: GuideNarrative } | null;

/** /my-narratives: every moment's narrative, the game's or the guide's own version of it. */
export function NarrativeEditorPage({ renderPreview }: { renderPreview: RenderNarrativePreview }) {
  const { t } = useTranslation('narrativeEditor');
  const defaults = useDefaultNarratives();
  const mine = useMyNarratives();
  const [editing, setEditing] = useState<Editing>(null);

  if (editing) {
    return (
      <NarrativeForm
        key={editing.seed._id}
        seed={editing.seed}
        own={editing.own}
        renderPreview={renderPreview}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('page.intro')}</p>
      {defaults.isPending || mine.isPending ? (
        <p className={styles.muted} role="status">
          {t('page.loading')}
        </p>
      ) : null}
      {defaults.isError || mine.isError ? <Alert>{t('page.loadFailed')}</Alert> : null}
      {defaults.data && mine.data ? (
        <NarrativeList
          defaults={defaults.data}
          own={mine.data}
          onEdit={(seed, own) => setEditing({ seed, own })}
        />
      ) : null}
    </div>
  );
}
