import {
  KIND_FILTER,
  kindsWithResults,
  toSearchHit,
  type PagefindResultData,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '@/lib/search';

/**
 * The browser's side of the site search: Pagefind's runtime, fetched from the export
 * (`/pagefind/pagefind.js`, written by scripts/build-search-index.mjs) the first time search is
 * opened, never with a page. It picks the index of the page's language from `<html lang>`
 * (English, or Indonesian under /id, with that language's stemming), and fetches only the index
 * chunks and result fragments a query needs.
 */

/** Where the build writes the bundle; root-relative, as the site is served from its origin's root. */
export const PAGEFIND_URL = '/pagefind/pagefind.js';

type PagefindResult = { id: string; data: () => Promise<PagefindResultData> };
type PagefindSearch = {
  results: PagefindResult[];
  filters: Record<string, Record<string, number>>;
};
type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<PagefindSearch | null>;
  filters: () => Promise<Record<string, Record<string, number>>>;
};

/** Words in a result's excerpt around the matched ones. */
const EXCERPT_WORDS = 22;

let loading: Promise<PagefindApi> | null = null;

/** Loads and starts Pagefind once (a failed load is tried again on the next call). */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const url = PAGEFIND_URL;
    // Not bundled: the file exists only in the export, and only search needs it.
    const pagefind = (await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ url
    )) as PagefindApi;
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    // Loads the filter index, without which a search does not count its results per kind.
    await pagefind.filters();
    return pagefind;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A kind's results: its group so far, and a way to load its next results (the /search page). */
export type SearchGroupResult = SearchGroup & {
  loadMore: (count: number) => Promise<SearchHit[]>;
};

async function hitsOf(results: readonly PagefindResult[]): Promise<SearchHit[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map(toSearchHit).filter((hit): hit is SearchHit => hit !== null);
}

type SearchOptions = {
  /** False once the visitor has asked something else: the rest of the work is dropped. */
  isCurrent?: () => boolean;
  /** Called as each kind's results come in, with the groups ready so far, in order. */
  onProgress?: (groups: SearchGroupResult[]) => void;
};

/**
 * Searches the site: how many results each kind has, and the best `perKind` of each kind (a
 * search per kind, so an event is shown even where fifty profiles rank above it). Only the
 * fragments of the results shown are fetched, kind after kind in the order they are shown, so the
 * first kind's results are painted as soon as they are in; `loadMore` fetches the next ones of a
 * kind. A query that is no longer current stops at the next step and resolves to null.
 */
export function searchSite(
  query: string,
  perKind: number,
  options: SearchOptions = {},
): Promise<SearchGroupResult[] | null> {
  // One search at a time: a query typed while another runs waits for it (which stops at its next
  // step, being no longer current), and one overtaken while it waited never starts. Each key
  // would otherwise queue a search per kind in Pagefind's worker, and the last key would wait
  // behind all of them.
  const run = queue.then(() =>
    (options.isCurrent ?? (() => true))() ? runSearch(query, perKind, options) : null,
  );
  queue = run.catch(() => null);
  return run;
}

let queue: Promise<unknown> = Promise.resolve();

async function runSearch(
  query: string,
  perKind: number,
  { isCurrent = () => true, onProgress }: SearchOptions,
): Promise<SearchGroupResult[] | null> {
  const pagefind = await loadPagefind();
  const all = await pagefind.search(query);
  if (!all || !isCurrent()) return null;
  const kinds = kindsWithResults(all.filters[KIND_FILTER]);
  // The searches per kind are a few milliseconds each once the index chunk is in; the fragments
  // are what takes time, so they are fetched one kind at a time.
  const found = await Promise.all(
    kinds.map(({ kind }) => pagefind.search(query, { filters: { [KIND_FILTER]: kind } })),
  );
  const groups: SearchGroupResult[] = [];
  for (const [index, { kind, count }] of kinds.entries()) {
    if (!isCurrent()) return null;
    const results = found[index]?.results ?? [];
    let shown = Math.min(perKind, results.length);
    groups.push({
      kind: kind satisfies SearchKind,
      count: Math.max(count, results.length),
      hits: await hitsOf(results.slice(0, shown)),
      loadMore: async (more: number) => {
        const next = results.slice(shown, shown + more);
        shown += next.length;
        return hitsOf(next);
      },
    });
    if (index < kinds.length - 1 && isCurrent()) onProgress?.([...groups]);
  }
  return isCurrent() ? groups : null;
}
