import { useCallback, useEffect, useState } from 'react';
import { normalizeQuery } from '@/lib/search';
import { searchSite, type SearchGroupResult } from './pagefind';

export type SiteSearchState =
  | { status: 'idle'; query: '' }
  | { status: 'loading'; query: string; previous: SearchGroupResult[] | null }
  | { status: 'ready'; query: string; groups: SearchGroupResult[] }
  | { status: 'error'; query: string };

type Answer = { query: string; attempt: number; groups: SearchGroupResult[] | null };

/**
 * Searches as the query changes: every keystroke asks the index at once (a query is a few
 * milliseconds of work once its index chunk is in), and an answer to a query that is no longer
 * the current one is dropped, so the list always shows the last query's results. While a query
 * is on its way, the last results stay (`previous`), so the list does not flicker.
 */
export function useSiteSearch(rawQuery: string, perKind: number) {
  const query = normalizeQuery(rawQuery);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastGroups, setLastGroups] = useState<SearchGroupResult[] | null>(null);

  useEffect(() => {
    if (!query) return;
    let current = true;
    searchSite(query, perKind).then(
      (groups) => {
        if (!current) return;
        setAnswer({ query, attempt, groups });
        setLastGroups(groups);
      },
      () => {
        if (current) setAnswer({ query, attempt, groups: null });
      },
    );
    return () => {
      current = false;
    };
  }, [query, perKind, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: SiteSearchState;
  if (!query) state = { status: 'idle', query: '' };
  else if (answer?.query === query && answer.attempt === attempt)
    state = answer.groups
      ? { status: 'ready', query, groups: answer.groups }
      : { status: 'error', query };
  else state = { status: 'loading', query, previous: lastGroups };
  return { state, retry };
}
