import { useCallback, useLayoutEffect, useRef } from 'react';
import { changedControls } from '@/lib/form-state';
import type { ListingQuery } from '@/lib/listing-query';
import { useQueryState, type HistoryMode } from './use-query-state';

/**
 * A listing's state in the URL (useQueryState), with the moves every listing makes: `update`
 * changes filters and starts again from page 1; `clear` is 'Clear Filters', and `goToPage` turns
 * the page: both bring keyboard and screen-reader users to the top of the results (the element
 * behind `resultsRef`). `listing` must keep its identity across renders (a module constant, or memoised).
 *
 * The filter form (`formRef`) is a GET form, so its buttons and Enter work before hydration by
 * loading the filtered URL. When the listing hydrates it applies that URL together with whatever
 * the visitor typed or chose before then, and writes the URL back in its short form.
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
  const formRef = useRef<HTMLFormElement>(null);

  // Once, in the hydration commit: before any re-render writes the state back into the controls.
  useLayoutEffect(() => {
    const fromUrl = listing.parse(window.location.search);
    const typed = listing.pick(changedControls(formRef.current));
    setCriteria(Object.keys(typed).length ? listing.update(fromUrl, typed) : fromUrl, 'replace');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hydration happens once
  }, []);

  const update = (change: Partial<T>, mode?: HistoryMode) =>
    setCriteria(listing.update(criteria, change), mode);

  // 'Clear Filters' goes away with the empty state (or the filters) it belongs to: focus moves to
  // the count, which stays, and is read out with the new number, rather than falling to <body>.
  const clear = () => {
    setCriteria(listing.clear(criteria));
    resultsRef.current?.focus();
  };

  const goToPage = (page: number) => {
    setCriteria({ ...criteria, page });
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return {
    criteria,
    names: listing.names,
    update,
    clear,
    goToPage,
    resultsRef,
    formRef,
    filtered: listing.hasFilters(criteria),
  };
}
