import { PAGINATION_RADIUS } from './constants';

export type PageSlice<T> = {
  /** The items on the current page. */
  items: T[];
  /** The current page, clamped to the pages that exist (1-based). */
  page: number;
  totalPages: number;
  total: number;
  /** 1-based position of the first item shown, 0 when there is none. */
  from: number;
  /** 1-based position of the last item shown, 0 when there is none. */
  to: number;
};

/** Cuts one page out of a list; a page outside the range is clamped to the nearest one. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): PageSlice<T> {
  const size = Math.max(1, Math.floor(perPage) || 1);
  const total = items.length;
  const totalPages = Math.max(1, Math.ceil(total / size));
  const current = clampPage(page, totalPages);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: current,
    totalPages,
    total,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}

/** Brings any number into 1…totalPages; anything that is not a number becomes page 1. */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, totalPages));
}

export type PaginationItem =
  { type: 'page'; page: number } | { type: 'ellipsis'; position: 'start' | 'end' };

/**
 * The page buttons to show: always the first and last page, `radius` pages either side of the
 * current one, and an ellipsis for every gap. A gap of a single page shows that page instead,
 * since an ellipsis would take the same room and hide it.
 */
export function paginationWindow(
  current: number,
  totalPages: number,
  radius = PAGINATION_RADIUS,
): PaginationItem[] {
  if (totalPages < 1) return [];
  const page = clampPage(current, totalPages);
  if (totalPages === 1) return [{ type: 'page', page: 1 }];

  let start = Math.max(2, page - radius);
  let end = Math.min(totalPages - 1, page + radius);
  if (start === 3) start = 2;
  if (end === totalPages - 2) end = totalPages - 1;

  const items: PaginationItem[] = [{ type: 'page', page: 1 }];
  if (start > 2) items.push({ type: 'ellipsis', position: 'start' });
  for (let p = start; p <= end; p += 1) items.push({ type: 'page', page: p });
  if (end < totalPages - 1) items.push({ type: 'ellipsis', position: 'end' });
  items.push({ type: 'page', page: totalPages });
  return items;
}

/**
 * The page buttons to show when at most `maxPageNumbers` (≥ 3) page numbers fit: the first and
 * the last page always, a run of consecutive pages around the current one (shifted, not shrunk,
 * near either end) and an ellipsis for every gap. With few enough pages, all of them.
 */
export function limitedPaginationWindow(
  current: number,
  totalPages: number,
  maxPageNumbers: number,
): PaginationItem[] {
  if (totalPages < 1) return [];
  const page = clampPage(current, totalPages);
  const max = Math.max(3, Math.floor(maxPageNumbers) || 3);
  if (totalPages <= max) {
    return Array.from({ length: totalPages }, (_, i) => ({ type: 'page', page: i + 1 }));
  }

  const inner = max - 2;
  const start = Math.min(Math.max(2, page - Math.floor((inner - 1) / 2)), totalPages - inner);
  const end = start + inner - 1;

  const items: PaginationItem[] = [{ type: 'page', page: 1 }];
  if (start > 2) items.push({ type: 'ellipsis', position: 'start' });
  for (let p = start; p <= end; p += 1) items.push({ type: 'page', page: p });
  if (end < totalPages - 1) items.push({ type: 'ellipsis', position: 'end' });
  items.push({ type: 'page', page: totalPages });
  return items;
}

/**
 * The first page of a list of which only the first items are at hand, but whose full length is
 * known: the same slice `paginate` would cut from the whole list.
 */
export function paginateKnownTotal<T>(
  firstItems: readonly T[],
  total: number,
  perPage: number,
): PageSlice<T> {
  const size = Math.max(1, Math.floor(perPage) || 1);
  const items = firstItems.slice(0, Math.min(size, total));
  return {
    items,
    page: 1,
    totalPages: Math.max(1, Math.ceil(total / size)),
    total,
    from: items.length ? 1 : 0,
    to: items.length,
  };
}
