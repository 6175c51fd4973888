import { useTranslation } from '@/lib/use-translation';
import { pageButtons } from '../utils/paginate';
import styles from './learning-materials.module.css';

type PaginationProps = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation, e.g. "Article pages". */
  label: string;
};

/**
 * Previous, the page numbers and next; on a small screen the numbers give way to a compact
 * "x / y". Previous and next stay focusable at either end (aria-disabled) so focus is not lost.
 */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  const { t } = useTranslation('materials');
  if (pageCount <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <button
        type="button"
        className={styles.pageStep}
        aria-disabled={atStart}
        onClick={() => !atStart && onChange(page - 1)}
      >
        <span aria-hidden="true">‹</span> {t('list.previous')}
      </button>
      <ul className={styles.pageNumbers}>
        {pageButtons(page, pageCount).map((button, index) =>
          button === 'gap' ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={button}>
              <button
                type="button"
                className={styles.pageNumber}
                aria-label={t('list.page', { page: button })}
                aria-current={button === page ? 'page' : undefined}
                onClick={() => onChange(button)}
              >
                {button}
              </button>
            </li>
          ),
        )}
      </ul>
      <p className={styles.pageCompact}>
        <span aria-hidden="true">{t('list.compact', { page, count: pageCount })}</span>
        <span className="sr-only">{t('list.compactLabel', { page, count: pageCount })}</span>
      </p>
      <button
        type="button"
        className={styles.pageStep}
        aria-disabled={atEnd}
        onClick={() => !atEnd && onChange(page + 1)}
      >
        {t('list.next')} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
