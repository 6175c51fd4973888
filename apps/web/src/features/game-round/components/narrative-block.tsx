import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Language, Narrative, NarrativeMoment } from '@ecoscha/contracts';
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
  /** The narrative's language (a content editor's preview); the interface's by default. */
  language?: Language;
};

/** A narrative of the content, its Sundanese phrases tappable, in a paper-like box. */
export function NarrativeBlock({
  moment,
  narratives,
  loading,
  label,
  language,
}: NarrativeBlockProps) {
  const { t } = useTranslation('round');
  const interfaceLanguage = useLanguage();
  const titleId = useId();
  const narrative = narrativeFor(narratives, moment, language ?? interfaceLanguage);
  return (
    <section className={styles.script} aria-labelledby={narrative ? titleId : undefined}>
      {label ? <p className={styles.label}>{label}</p> : null}
      {narrative ? (
        <>
          <h2 id={titleId} className={styles.title}>
            {narrative.title}
          </h2>
          <SundaneseText text={narrative.text} className={styles.text} language={language} />
        </>
      ) : (
        <p className={styles.note} role={loading ? 'status' : undefined}>
          {loading ? t('common.narrativeLoading') : t('common.narrativeMissing')}
        </p>
      )}
    </section>
  );
}
