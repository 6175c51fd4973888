import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { NarrativeMoment } from '@ecoscha/contracts';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import { useRoomNarratives } from '@/lib/room-content';
import { useLanguage } from '@/lib/use-language';
import { useFitText } from '../hooks/use-fit-text';
import { narrativePages, pageSeconds } from '../utils/narrative-pages';
import styles from './narrative-panel.module.css';
import { TitledSection } from '@/components/ui/titled-section';

/** One page of the narrative, as large as its box allows. */
function NarrativePage({ text }: { text: string }) {
  const { ref, scale } = useFitText<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.page} style={{ '--fit': scale } as CSSProperties}>
      <SundaneseText text={text} className={styles.text} />
    </div>
  );
}

const FORWARD = new Set(['ArrowRight', 'PageDown', ' ']);
const BACK = new Set(['ArrowLeft', 'PageUp']);

/**
 * The narrative of the moment, a page at a time in large type: pages turn at a reading-aloud
 * pace, or with the arrow keys (a presenter's clicker) and the buttons.
 */
export function NarrativePanel({ moment }: { moment: NarrativeMoment }) {
  const { t } = useTranslation('projector');
  const language = useLanguage();
  const { data, isPending } = useRoomNarratives();
  const narrative = data?.find((n) => n._id === moment);
  const text = narrative ? (language === 'en' ? narrative.isiBacaan_en : narrative.isiBacaan) : '';
  const title = narrative ? (language === 'en' ? narrative.judul_en : narrative.judul) : '';
  const pages = narrativePages(text);
  const [page, setPage] = useState(0);
  const last = Math.max(0, pages.length - 1);
  const current = pages[Math.min(page, last)] ?? '';

  useEffect(() => {
    if (page >= last) return;
    const timer = setTimeout(() => setPage((p) => p + 1), pageSeconds(current) * 1000);
    return () => clearTimeout(timer);
  }, [page, last, current]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (FORWARD.has(event.key)) setPage((p) => Math.min(p + 1, last));
      else if (BACK.has(event.key)) setPage((p) => Math.max(p - 1, 0));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  if (!narrative) {
    return (
      <section className={styles.narrative}>
        <p className={styles.title}>
          {isPending ? t('narrative.loading') : t('narrative.missing')}
        </p>
      </section>
    );
  }
  return (
    <TitledSection
      id="projector-narrative"
      title={title}
      className={styles.narrative}
      titleClassName={styles.title}
    >
      <NarrativePage key={`${page}-${current.length}`} text={current} />
      {pages.length > 1 ? (
        <div className={styles.pager}>
          <button
            type="button"
            onClick={() => setPage((p) => Math.max(p - 1, 0))}
            disabled={page === 0}
            aria-label={t('narrative.previous')}
          >
            ‹
          </button>
          <span aria-live="polite">
            {t('narrative.page', { page: page + 1, count: pages.length })}
          </span>
          <button
            type="button"
            onClick={() => setPage((p) => Math.min(p + 1, last))}
            disabled={page >= last}
            aria-label={t('narrative.next')}
          >
            ›
          </button>
        </div>
      ) : null}
    </TitledSection>
  );
}
