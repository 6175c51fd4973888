import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Narrative, NarrativeMoment } from '@ecoscha/contracts';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import { useLanguage } from '@/lib/use-language';
import { narrativeFor } from '../api/narratives';
import styles from './narrative-block.module.css';

type NarrativeBlockProps = {
  moment: NarrativeMoment;
  narratives: Narrative[] | undefined;
  loading: boolean;
  /** "Read aloud" for the guide; none for players. */
  label?: string;
};

/** A narrative of the content, its Sundanese phrases tappable, in a paper-like box. */
export function NarrativeBlock({ moment, narratives, loading, label }: NarrativeBlockProps) {
  const { t } = useTranslation('round');
  const language = useLanguage();
  const titleId = useId();
  const narrative = narrativeFor(narratives, moment, language);
  return (
    <section className={styles.script} aria-labelledby={narrative ? titleId : undefined}>
      {label ? <p className={styles.label}>{label}</p> : null}
      {narrative ? (
        <>
          <h2 id={titleId} className={styles.title}>
            {narrative.title}
          </h2>
          <SundaneseText text={narrative.text} className={styles.text} />
        </>
      ) : (
        <p className={styles.note} role={loading ? 'status' : undefined}>
          {loading ? t('common.narrativeLoading') : t('common.narrativeMissing')}
        </p>
      )}
    </section>
  );
}
