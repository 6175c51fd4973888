/** Things to print (cards, badges) cut into pages of `perPage`, in order. */
export function pagesOf<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
}
