import { describe, expect, it } from 'vitest';
import { pageButtons, paginate } from './paginate';

const items = Array.from({ length: 7 }, (_, index) => index + 1);

describe('paginate', () => {
  it('shows 3 at a time with "from-to of total"', () => {
    expect(paginate(items, 1, 3)).toEqual({
      items: [1, 2, 3],
      page: 1,
      pageCount: 3,
      from: 1,
      to: 3,
      total: 7,
    });
    expect(paginate(items, 3, 3)).toMatchObject({ items: [7], from: 7, to: 7, pageCount: 3 });
  });

  it('keeps the page within the pages that exist', () => {
    expect(paginate(items, 9, 3).page).toBe(3);
    expect(paginate(items, 0, 3).page).toBe(1);
    expect(paginate(items, Number.NaN, 3).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 2, 3)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      from: 0,
      to: 0,
      total: 0,
    });
  });
});

describe('pageButtons', () => {
  it('offers every page up to 7', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves gaps around the current page when there are more', () => {
    expect(pageButtons(1, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pageButtons(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageButtons(12, 12)).toEqual([1, 'gap', 9, 10, 11, 12]);
  });
});
