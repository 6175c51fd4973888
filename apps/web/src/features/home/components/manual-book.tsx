import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/use-translation';
import type { Language, SiteContent } from '@ecoscha/contracts';
import type { FlipSettings, PageFlip } from 'page-flip';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import styles from './manual-book.module.css';
import { openBook, turnPage } from './open-book';

type ManualPage = SiteContent['manual']['id'][number];

/** One page is 480:700; on a narrow screen or in a short window the book shrinks to fit. */
const BOOK_SETTINGS: FlipSettings = {
  width: 480,
  height: 700,
  size: 'stretch',
  minWidth: 240,
  maxWidth: 560,
  minHeight: 360,
  maxHeight: 840,
  usePortrait: true,
  showCover: false,
  maxShadowOpacity: 0.45,
  flippingTime: 700,
  mobileScrollSupport: true,
  // Only a page corner turns a page, so that a tap on a Sundanese phrase opens its meaning.
  disableFlipByClick: true,
  showPageCorners: true,
};

function BookPage({ page, number }: { page: ManualPage; number: number }) {
  const cover = number === 1;
  return (
    <article className={cover ? `${styles.content} ${styles.cover}` : styles.content}>
      {cover ? <Logo size={72} className={styles.logo} /> : null}
      <h3 className={styles.title}>{page.title}</h3>
      <SundaneseText text={page.text} className={styles.text} />
      <p className={styles.number} aria-hidden="true">
        {number}
      </p>
    </article>
  );
}

type ManualBookProps = { pages: ManualPage[]; language: Language };

/**
 * The game manual as a page-turning book (page-flip). The pages are drawn by React into elements
 * that page-flip owns and moves; previous/next buttons and the arrow keys turn pages too.
 */
export default function ManualBook({ pages, language }: ManualBookProps) {
  const { t } = useTranslation('home');
  const placeRef = useRef<HTMLDivElement>(null);
  const bookRef = useRef<PageFlip | null>(null);
  const [elements] = useState(() =>
    pages.map(() => {
      const element = document.createElement('div');
      element.className = styles.page ?? '';
      return element;
    }),
  );
  const [current, setCurrent] = useState(0);
  const count = pages.length;

  useEffect(() => {
    const place = placeRef.current;
    if (!place) return;
    // page-flip removes its host when it is destroyed: the host is ours, not React's.
    const host = document.createElement('div');
    place.append(host);
    const { book, close } = openBook(host, elements, BOOK_SETTINGS, setCurrent);
    bookRef.current = book;
    return () => {
      bookRef.current = null;
      close();
      host.remove();
    };
  }, [elements]);

  function turn(direction: 'next' | 'previous') {
    if (bookRef.current) turnPage(bookRef.current, direction);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') turn('next');
    else if (event.key === 'ArrowLeft') turn('previous');
    else return;
    event.preventDefault();
  }

  return (
    <div className={styles.manual}>
      <div
        ref={placeRef}
        className={styles.book}
        lang={language}
        role="region"
        aria-label={t('manual.bookLabel')}
        tabIndex={0}
        onKeyDown={handleKeyDown}
      />
      {elements.map((element, index) => {
        const page = pages[index];
        return page
          ? createPortal(<BookPage page={page} number={index + 1} />, element, index)
          : null;
      })}
      <div className={styles.controls}>
        <Button variant="secondary" aria-disabled={current <= 0} onClick={() => turn('previous')}>
          <span aria-hidden="true">‹</span> {t('manual.previous')}
        </Button>
        <p className={styles.position} aria-live="polite">
          <span className={styles.positionShort} aria-hidden="true">
            {t('manual.compact', { page: current + 1, count })}
          </span>
          <span className={styles.positionLong} aria-hidden="true">
            {t('manual.position', { page: current + 1, count })}
          </span>
          <span className="sr-only">{t('manual.position', { page: current + 1, count })}</span>
        </p>
        <Button
          variant="secondary"
          aria-disabled={current >= count - 1}
          onClick={() => turn('next')}
        >
          {t('manual.next')} <span aria-hidden="true">›</span>
        </Button>
      </div>
      <p className={styles.hint}>{t('manual.hint')}</p>
    </div>
  );
}
