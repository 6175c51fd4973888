import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { GridList } from '@/components/site/grid-list';
import { PAGE_SIZE } from '../utils/materials';
import { paginate } from '../utils/paginate';
import styles from './learning-materials.module.css';
import { Pagination } from './pagination';

type MaterialListProps<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Names the page navigation, e.g. "Article pages". */
  paginationLabel: string;
};

/** A list shown 3 at a time, with "showing x–y of n" and the page navigation. */
export function MaterialList<T>({
  items,
  keyOf,
  renderItem,
  paginationLabel,
}: MaterialListProps<T>) {
  const { t } = useTranslation('materials');
  const [page, setPage] = useState(1);
  const shown = paginate(items, page, PAGE_SIZE);
  if (shown.total === 0) return null;
  return (
    <div className={styles.list}>
      <p className={styles.count} aria-live="polite">
        {t('list.showing', { from: shown.from, to: shown.to, total: shown.total })}
      </p>
      <GridList className={styles.grid}>
        {shown.items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </GridList>
      <Pagination
        page={shown.page}
        pageCount={shown.pageCount}
        onChange={setPage}
        label={paginationLabel}
      />
    </div>
  );
}
