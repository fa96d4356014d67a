import { useCallback, useEffect, useState } from 'react';
import { normalizeQuery, type SearchGroupResult } from '@/lib/search';
import { searchSite } from './pagefind';

export type SiteSearchState =
  | { status: 'idle'; query: '' }
  | {
      status: 'loading';
      query: string;
      /** What to show meanwhile: this query's first groups, or the last query's results. */
      shown: { query: string; groups: SearchGroupResult[] } | null;
    }
  | { status: 'ready'; query: string; groups: SearchGroupResult[] }
  | { status: 'error'; query: string };

type Answer = {
  query: string;
  attempt: number;
  groups: SearchGroupResult[] | null;
  complete: boolean;
};

/**
 * Searches as the query changes: every keystroke asks the index at once (a query is a few
 * milliseconds of work once its index chunk is in). Each kind's results are shown as they come
 * in, first kind first; a query that is no longer the current one stops fetching, and its late
 * answers are dropped, so the list always shows the last query. While a query is on its way, the
 * last results stay, so the list does not flicker.
 */
export function useSiteSearch(rawQuery: string, perKind: number) {
  const query = normalizeQuery(rawQuery);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastShown, setLastShown] = useState<{
    query: string;
    groups: SearchGroupResult[];
  } | null>(null);

  useEffect(() => {
    if (!query) return;
    let current = true;
    const show = (groups: SearchGroupResult[], complete: boolean) => {
      setAnswer({ query, attempt, groups, complete });
      setLastShown({ query, groups });
    };
    searchSite(query, perKind, {
      isCurrent: () => current,
      onProgress: (groups) => show(groups, false),
    }).then(
      (groups) => {
        if (current && groups) show(groups, true);
      },
      () => {
        if (current) setAnswer({ query, attempt, groups: null, complete: true });
      },
    );
    return () => {
      current = false;
    };
  }, [query, perKind, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: SiteSearchState;
  const mine = answer?.query === query && answer.attempt === attempt ? answer : null;
  if (!query) state = { status: 'idle', query: '' };
  else if (mine?.complete)
    state = mine.groups
      ? { status: 'ready', query, groups: mine.groups }
      : { status: 'error', query };
  else state = { status: 'loading', query, shown: lastShown };
  return { state, retry };
}
