import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { NarrativeMoment } from '@ecoscha/contracts';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useNarrative } from '../api/get-narratives';
import styles from './narrative.module.css';

type NarrativeReaderProps = {
  moment: NarrativeMoment;
  /** 1 when the narrative's title is the page's heading. */
  headingLevel?: 1 | 2;
  /** Whether to say when it is read; not under a banner that already says so. */
  showWhen?: boolean;
};

/**
 * A narrative in the interface language, in large type for reading aloud or projecting: when it is
 * read, its title, and its text with tappable Sundanese phrases.
 */
export function NarrativeReader({
  moment,
  headingLevel = 1,
  showWhen = true,
}: NarrativeReaderProps) {
  const { t } = useTranslation('narrative');
  const language = useLanguage();
  const { narrative, isPending, error, refetch } = useNarrative(moment);
  const titleId = useId();

  if (isPending) return <p className="loading-note">{t('reader.loading')}</p>;
  if (!narrative) {
    return (
      <div className={styles.failed}>
        <Alert>{t('reader.loadFailed', { message: errorText(error) })}</Alert>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('reader.retry')}
        </Button>
      </div>
    );
  }
  const en = language === 'en';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.reader} aria-labelledby={titleId}>
      {showWhen ? (
        <p className="eyebrow">{en ? narrative.kapanDibaca_en : narrative.kapanDibaca}</p>
      ) : null}
      <Heading id={titleId} className={styles.title}>
        {en ? narrative.judul_en : narrative.judul}
      </Heading>
      <SundaneseText
        className={styles.text}
        text={en ? narrative.isiBacaan_en : narrative.isiBacaan}
      />
    </article>
  );
}
