export type PageOf<T> = {
  items: T[];
  /** The page shown, 1-based, kept within 1..pageCount. */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last item shown ("showing from-to of total"). */
  from: number;
  to: number;
  total: number;
};

/** One page of a list; a page past either end shows the nearest page that exists. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): PageOf<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const shown = items.slice(start, start + pageSize);
  return {
    items: shown,
    page: current,
    pageCount,
    from: total === 0 ? 0 : start + 1,
    to: start + shown.length,
    total,
  };
}

export type PageButton = number | 'gap';

/**
 * The page numbers to offer: all of them up to 7 pages; beyond that the first, the last and the
 * current page with its neighbours, a gap standing for the pages left out.
 */
export function pageButtons(page: number, pageCount: number): PageButton[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  if (page <= 3) [2, 3, 4].forEach((number) => shown.add(number));
  if (page >= pageCount - 2)
    [pageCount - 3, pageCount - 2, pageCount - 1].forEach((n) => shown.add(n));
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return numbers.flatMap((number, index) => {
    const previous = numbers[index - 1];
    return previous !== undefined && number - previous > 1 ? ['gap' as const, number] : [number];
  });
}
