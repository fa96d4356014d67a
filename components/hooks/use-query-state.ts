import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Fired after this hook changes the URL: pushState and replaceState have no event of their own. */
const QUERY_CHANGE = 'app:querychange';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_CHANGE, onChange);
  };
}

export type HistoryMode = 'push' | 'replace';

/**
 * Listing state kept in the URL query, so a filtered view can be shared, bookmarked and restored
 * with Back and Forward. The server, and the hydration render, see no query (the exported HTML is
 * the unfiltered first page); the real query applies right after hydration. Updates go through
 * history.pushState/replaceState, which Next's router follows without a navigation.
 */
export function useQueryState<T>(parse: (search: string) => T, serialize: (state: T) => string) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const state = useMemo(() => parse(search), [parse, search]);

  const setState = useCallback(
    (next: T, mode: HistoryMode = 'push') => {
      const query = serialize(next);
      if (query === window.location.search) return;
      const url = `${window.location.pathname}${query}${window.location.hash}`;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
      window.dispatchEvent(new Event(QUERY_CHANGE));
    },
    [serialize],
  );

  return [state, setState] as const;
}
