import {
  searchByKind,
  type SearchByKindOptions,
  type SearchGroupResult,
  type SearchIndex,
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

type PagefindApi = SearchIndex & {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
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
    // On the page's own thread: a search is a few milliseconds, and a worker would cost its own
    // script (12 KB) and start-up before the first query.
    await pagefind.options({ excerptLength: EXCERPT_WORDS, noWorker: true });
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Searches the site kind by kind (`searchByKind`, lib/search.ts), one search at a time: a query
 * typed while another runs waits for it (which stops at its next step, being no longer current),
 * and one overtaken while it waited never starts. Each key would otherwise queue its searches in
 * Pagefind's worker, and the last key would wait behind all of them.
 */
export function searchSite(
  query: string,
  perKind: number,
  options: SearchByKindOptions = {},
): Promise<SearchGroupResult[] | null> {
  const isCurrent = options.isCurrent ?? (() => true);
  const run = queue.then(async () =>
    isCurrent() ? searchByKind(await loadPagefind(), query, perKind, options) : null,
  );
  queue = run.catch(() => null);
  return run;
}

let queue: Promise<unknown> = Promise.resolve();
