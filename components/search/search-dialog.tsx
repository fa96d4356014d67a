'use client';

import { Search } from 'lucide';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/data/locales';
import { formatMessage } from '@/lib/i18n/format';
import { totalCount } from '@/lib/search';
import { takeSearchRequest } from '@/lib/search-keys';
import { ListingLinks, type ListingLink } from './listing-links';
import { loadPagefind } from './pagefind';
import type { SearchDialogStrings } from './search-strings';
import { SearchResults } from './search-results';
import { useSiteSearch } from './use-site-search';

/** Results shown per kind in the dialog (each one fetched); the /search page shows more. */
const PER_KIND = 3;

export type SearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  strings: SearchDialogStrings;
  locale: Locale;
  /** The edition's /search page: the full list, and where Enter in the box leads. */
  searchHref: string;
  listings: readonly ListingLink[];
  /** Puts focus back where it was before the dialog opened. */
  onReturnFocus: () => void;
};

/**
 * The search dialog, loaded when search is first opened (search-launcher.tsx). A Radix dialog:
 * focus moves to the search box and stays inside, Escape or the close button closes it and
 * focus returns where it was. Results appear as the visitor types, grouped by kind; their
 * number is announced politely. Down from the box goes to the first result; Up, Down, Home and
 * End move through them (Up from the first goes back to the box); Enter opens one. Enter in the
 * box opens the /search page with every result.
 */
export default function SearchDialog({
  open,
  onOpenChange,
  strings: t,
  locale,
  searchHref,
  listings,
  onReturnFocus,
}: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const { state, retry } = useSiteSearch(open ? query : '', PER_KIND);
  // The index's runtime starts loading as the dialog opens, while the visitor starts typing.
  useEffect(() => {
    if (open) loadPagefind().catch(() => undefined);
  }, [open]);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;

  const shownResults =
    state.status === 'ready'
      ? { query: state.query, groups: state.groups }
      : state.status === 'loading'
        ? state.shown
        : null;
  const groups = shownResults?.groups ?? null;
  const total = groups ? totalCount(groups) : 0;
  const shown = groups ? groups.reduce((sum, group) => sum + group.hits.length, 0) : 0;
  const announcement =
    state.status === 'ready'
      ? total > 0
        ? formatMessage(total === 1 ? t.resultCount.one : t.resultCount.other, {
            count: total,
            query: state.query,
          })
        : formatMessage(t.noResults, { query: state.query })
      : state.status === 'error'
        ? t.unavailable
        : null;
  const fullListHref = `${searchHref}?q=${encodeURIComponent(state.query)}`;

  const results = () => [
    ...(resultsRef.current?.querySelectorAll<HTMLElement>('[data-search-result]') ?? []),
  ];

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = results()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  const onResultsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const all = results();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const to = {
      ArrowDown: all[Math.min(at + 1, all.length - 1)],
      ArrowUp: at === 0 ? inputRef.current : all[at - 1],
      Home: all[0],
      End: all.at(-1),
    }[event.key];
    if (to) {
      event.preventDefault();
      to.focus();
    } else if (event.key.length === 1 && event.key !== ' ') {
      // A letter typed on a result goes on with the query.
      inputRef.current?.focus();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="top"
        closeLabel={t.close}
        aria-describedby={hintId}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          // What was typed since search was asked for (lib/search-keys.ts); null after Escape.
          const typed = takeSearchRequest();
          if (typed === null) {
            onOpenChange(false);
            return;
          }
          const input = inputRef.current;
          if (!input) return;
          input.focus();
          if (typed) {
            // Into the box at once, so a key pressed before the next render adds to it.
            input.value = typed;
            setQuery(typed);
          } else {
            // Reopened: the last query stays, selected, ready to be typed over.
            input.select();
          }
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onReturnFocus();
        }}
      >
        <div className="border-b border-line p-5 sm:p-6">
          {/* Clear of the close button, top right. */}
          <DialogTitle className="pr-12">{t.title}</DialogTitle>
          <form
            role="search"
            aria-label={t.title}
            action={searchHref}
            method="get"
            className="mt-4"
          >
            <label htmlFor={inputId} className="block text-sm font-medium text-cream">
              {t.inputLabel}
            </label>
            <div className="relative mt-2">
              <Icon
                node={Search}
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
              />
              <input
                ref={inputRef}
                id={inputId}
                type="search"
                name="q"
                value={query}
                maxLength={200}
                autoComplete="off"
                enterKeyHint="search"
                spellCheck={false}
                placeholder={t.placeholder}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onInputKeyDown}
                className="min-h-12 w-full rounded-md border border-line-strong bg-ink py-2 pr-3 pl-10 text-base text-cream transition-colors placeholder:text-muted hover:border-gold focus-visible:border-gold"
              />
            </div>
          </form>
          <p id={hintId} className="mt-2 text-xs text-muted">
            {t.keyboardHint}
          </p>
        </div>

        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys between the links inside; each link is reached by Tab too */}
        <div
          ref={resultsRef}
          onKeyDown={onResultsKeyDown}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-3 sm:p-4"
        >
          <p
            role="status"
            aria-live="polite"
            aria-atomic="true"
            className="px-3 text-sm text-muted"
          >
            {announcement ?? (state.status === 'loading' && !groups ? t.loading : '')}
          </p>
          {groups && groups.length > 0 ? (
            <div className="mt-4" data-results-for={shownResults?.query}>
              <SearchResults
                groups={groups}
                strings={t}
                locale={locale}
                idPrefix={`${id}-results`}
              />
              {state.status === 'ready' && total > shown ? (
                <a
                  href={fullListHref}
                  data-search-result=""
                  className="mt-4 flex min-h-11 items-center justify-center rounded-md border border-line-strong px-4 text-sm font-semibold text-gold transition-colors hover:border-gold focus-visible:border-gold"
                >
                  {formatMessage(t.seeAll, { count: total })}
                </a>
              ) : null}
            </div>
          ) : null}
          {state.status === 'ready' && total === 0 ? (
            <div className="mt-3 px-3">
              <p className="text-cream">{t.noResultsHint}</p>
              <ListingLinks links={listings} className="mt-3" />
            </div>
          ) : null}
          {state.status === 'error' ? (
            <button
              type="button"
              onClick={retry}
              className="mt-3 ml-3 inline-flex min-h-11 items-center rounded-md border border-gold px-4 text-sm font-semibold text-gold transition-colors hover:bg-gold hover:text-ink"
            >
              {t.retry}
            </button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
