import { useRef } from 'react';
import { useQueryState, type HistoryMode } from './use-query-state';

/**
 * A paginated listing's state in the URL (useQueryState), with the two moves every listing makes:
 * `update` changes filters and starts again from page 1; `goToPage` turns the page and brings
 * keyboard and screen-reader users to the top of the results (the element behind `resultsRef`).
 */
export function useListingQuery<T extends { page: number }>(
  parse: (search: string) => T,
  serialize: (state: T) => string,
) {
  const [criteria, setCriteria] = useQueryState(parse, serialize);
  const resultsRef = useRef<HTMLParagraphElement>(null);

  const update = (change: Partial<T>, mode?: HistoryMode) =>
    setCriteria({ ...criteria, ...change, page: 1 }, mode);

  const goToPage = (page: number) => {
    setCriteria({ ...criteria, page });
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return { criteria, setCriteria, update, goToPage, resultsRef };
}
