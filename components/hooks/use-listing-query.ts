import { useCallback, useRef } from 'react';
import type { ListingQuery } from '@/lib/listing-query';
import { useQueryState, type HistoryMode } from './use-query-state';

/**
 * A listing's state in the URL (useQueryState), with the moves every listing makes: `update`
 * changes filters and starts again from page 1; `clear` is 'Clear Filters'; `goToPage` turns the
 * page and brings keyboard and screen-reader users to the top of the results (the element behind
 * `resultsRef`). `listing` must keep its identity across renders (a module constant, or memoised).
 */
export function useListingQuery<T extends Record<string, string | number>>(
  listing: ListingQuery<T>,
) {
  const serialize = useCallback(
    (state: T) => listing.serialize(state, window.location.search),
    [listing],
  );
  const [criteria, setCriteria] = useQueryState(listing.parse, serialize);
  const resultsRef = useRef<HTMLParagraphElement>(null);

  const update = (change: Partial<T>, mode?: HistoryMode) =>
    setCriteria(listing.update(criteria, change), mode);

  const clear = () => setCriteria(listing.clear(criteria));

  const goToPage = (page: number) => {
    setCriteria({ ...criteria, page });
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return { criteria, update, clear, goToPage, resultsRef, filtered: listing.hasFilters(criteria) };
}
