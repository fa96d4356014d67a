/** @jest-environment node */
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import {
  clampPage,
  limitedPaginationWindow,
  paginate,
  paginateKnownTotal,
  paginationWindow,
  type PaginationItem,
} from '@/lib/pagination';

/** Writes a window the way a visitor sees it: `1 … 4 5 [6] 7 8 … 50`. */
const show = (items: PaginationItem[], current: number) =>
  items
    .map((item) =>
      item.type === 'ellipsis' ? '…' : item.page === current ? `[${item.page}]` : String(item.page),
    )
    .join(' ');

describe('paginationWindow', () => {
  it.each([
    [1, 1, '[1]'],
    [1, 2, '[1] 2'],
    [2, 2, '1 [2]'],
    [1, 7, '[1] 2 3 … 7'],
    [4, 7, '1 2 3 [4] 5 6 7'],
    [7, 7, '1 … 5 6 [7]'],
    [1, 50, '[1] 2 3 … 50'],
    [2, 50, '1 [2] 3 4 … 50'],
    [25, 50, '1 … 23 24 [25] 26 27 … 50'],
    [49, 50, '1 … 47 48 [49] 50'],
    [50, 50, '1 … 48 49 [50]'],
  ])('on page %i of %i shows %s', (current, total, expected) => {
    expect(show(paginationWindow(current, total), current)).toBe(expected);
  });

  it('always shows the first and the last page', () => {
    for (let current = 1; current <= 50; current += 1) {
      const pages = paginationWindow(current, 50).flatMap((i) =>
        i.type === 'page' ? [i.page] : [],
      );
      expect(pages[0]).toBe(1);
      expect(pages.at(-1)).toBe(50);
      for (let p = Math.max(1, current - 2); p <= Math.min(50, current + 2); p += 1) {
        expect(pages).toContain(p);
      }
    }
  });

  it('shows a page rather than an ellipsis standing in for a single page', () => {
    expect(show(paginationWindow(5, 10), 5)).toBe('1 2 3 4 [5] 6 7 … 10');
    expect(show(paginationWindow(6, 10), 6)).toBe('1 … 4 5 [6] 7 8 9 10');
  });

  it('clamps a page past either end', () => {
    expect(show(paginationWindow(99, 7), 7)).toBe('1 … 5 6 [7]');
    expect(show(paginationWindow(-3, 7), 1)).toBe('[1] 2 3 … 7');
  });

  it('has nothing to show without pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it.each([
    ['the first page', 1, 12, [1, 12], 1, 3],
    ['a middle page', 2, 12, [13, 24], 2, 3],
    ['the short last page', 3, 12, [25, 25], 3, 3],
    ['a page past the end, clamped', 999, 12, [25, 25], 3, 3],
    ['page 0, clamped', 0, 12, [1, 12], 1, 3],
    ['not a number, page 1', Number.NaN, 12, [1, 12], 1, 3],
    ['exactly one page', 1, 25, [1, 25], 1, 1],
  ])('cuts %s', (_, page, perPage, [from, to], expectedPage, totalPages) => {
    const slice = paginate(items, page, perPage);
    expect(slice.page).toBe(expectedPage);
    expect(slice.totalPages).toBe(totalPages);
    expect([slice.from, slice.to]).toEqual([from, to]);
    expect(slice.items[0]).toBe(from);
    expect(slice.items.at(-1)).toBe(to);
  });

  it('gives one empty page for an empty list', () => {
    expect(paginate([], 3, 12)).toEqual({
      items: [],
      page: 1,
      totalPages: 1,
      total: 0,
      from: 0,
      to: 0,
    });
  });
});

describe('clampPage', () => {
  it.each([
    [5, 3, 3],
    [2.7, 3, 2],
    [-1, 3, 1],
    [Number.POSITIVE_INFINITY, 3, 1],
    [1, 0, 1],
  ])('clamps %p into 1…%i as %i', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});

describe('the summary line', () => {
  it("writes the spec's summary, and its Indonesian", () => {
    const values = { from: 7, to: 12, total: 14 };
    expect(formatMessage(getMessages('en').common.pagination.showing, values)).toBe(
      'Showing 7 to 12 of 14',
    );
    expect(formatMessage(getMessages('id').common.pagination.showing, values)).toBe(
      'Menampilkan 7 sampai 12 dari 14',
    );
  });
});

describe('limitedPaginationWindow (the gallery: at most 5 page numbers)', () => {
  it.each([
    [1, 1, '[1]'],
    [1, 3, '[1] 2 3'],
    [3, 5, '1 2 [3] 4 5'],
    [5, 5, '1 2 3 4 [5]'],
    [1, 6, '[1] 2 3 4 … 6'],
    [3, 6, '1 2 [3] 4 … 6'],
    [4, 6, '1 … 3 [4] 5 6'],
    [6, 6, '1 … 3 4 5 [6]'],
    [1, 10, '[1] 2 3 4 … 10'],
    [2, 10, '1 [2] 3 4 … 10'],
    [3, 10, '1 2 [3] 4 … 10'],
    [4, 10, '1 … 3 [4] 5 … 10'],
    [5, 10, '1 … 4 [5] 6 … 10'],
    [8, 10, '1 … 7 [8] 9 10'],
    [9, 10, '1 … 7 8 [9] 10'],
    [10, 10, '1 … 7 8 9 [10]'],
    [50, 100, '1 … 49 [50] 51 … 100'],
  ])('on page %i of %i shows %s', (current, total, expected) => {
    expect(show(limitedPaginationWindow(current, total, 5), current)).toBe(expected);
  });

  it('never shows more than 5 page numbers, and always the current, first and last', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = limitedPaginationWindow(current, total, 5).flatMap((i) =>
          i.type === 'page' ? [i.page] : [],
        );
        expect(pages.length).toBe(Math.min(5, total));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
      }
    }
  });

  it.each([
    [7, 3, 10, '1 … [7] … 10'],
    [5, 7, 10, '1 … 3 4 [5] 6 7 … 10'],
    [1, 3, 10, '[1] 2 … 10'],
  ])('on page %i with at most %i numbers of %i pages shows %s', (current, max, total, expected) => {
    expect(show(limitedPaginationWindow(current, total, max), current)).toBe(expected);
  });

  it('clamps the current page and has nothing to show without pages', () => {
    expect(show(limitedPaginationWindow(99, 10, 5), 10)).toBe('1 … 7 8 9 [10]');
    expect(limitedPaginationWindow(1, 0, 5)).toEqual([]);
  });
});

describe('paginateKnownTotal', () => {
  it('cuts the same first page as paginate would from the whole list', () => {
    const all = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(paginateKnownTotal(all.slice(0, 12), 40, 12)).toEqual(paginate(all, 1, 12));
  });

  it('takes only what a page holds', () => {
    expect(paginateKnownTotal([1, 2, 3, 4, 5], 3000, 3)).toMatchObject({
      items: [1, 2, 3],
      totalPages: 1000,
      total: 3000,
      from: 1,
      to: 3,
    });
  });

  it('gives one empty page when there is nobody', () => {
    expect(paginateKnownTotal([], 0, 12)).toEqual(paginate([], 1, 12));
  });
});
