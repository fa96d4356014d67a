'use client';

import { Search, X } from 'lucide';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
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
  /**
   * The request for search the dialog is open for (a number), 0 while closed. A new one opens it,
   * even when the last close has not been reported yet.
   */
  request: number;
  /**
   * The dialog opened for this request has closed (Escape, the close button, a tap outside, the
   * browser): the launcher puts focus back where it was, unless search was asked for again.
   */
  onClosed: (request: number) => void;
  strings: SearchDialogStrings;
  locale: Locale;
  /** The edition's /search page: the full list, and where Enter in the box leads. */
  searchHref: string;
  listings: readonly ListingLink[];
};

/**
 * The search dialog, loaded when search is first opened (search-launcher.tsx). A native modal
 * `<dialog>`, as the menu drawer is (the browser makes the rest of the page inert and keeps it
 * from scrolling, app/globals.css): focus moves to the search box and Tab stays inside; Escape,
 * the close button or a tap outside closes it, and focus returns where it was. Results appear as
 * the visitor types, grouped by kind; their number is announced politely. Down from the box goes
 * to the first result; Up, Down, Home and End move through them (Up from the first goes back to
 * the box); Enter opens one. Enter in the box opens the /search page with every result.
 */
export default function SearchDialog({
  request,
  onClosed,
  strings: t,
  locale,
  searchHref,
  listings,
}: SearchDialogProps) {
  const open = request > 0;
  const [query, setQuery] = useState('');
  const { state, retry } = useSiteSearch(open ? query : '', PER_KIND);
  // The index's runtime starts loading as the dialog opens, while the visitor starts typing.
  useEffect(() => {
    if (open) loadPagefind().catch(() => undefined);
  }, [open]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;

  // The modal opens with each request and closes when there is none. On opening, the search box
  // takes focus and what was typed since search was asked for (lib/search-keys.ts): at once, into
  // the box's value, so a key pressed before the next render adds to it. Escape pressed meanwhile
  // (null) cancels.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const input = inputRef.current;
    if (!dialog || !input) return;
    if (request === 0) {
      if (dialog.open) dialog.close();
      return;
    }
    if (dialog.open) return;
    const typed = takeSearchRequest();
    if (typed === null) {
      onClosed(request);
      return;
    }
    dialog.showModal();
    input.focus();
    if (typed) {
      input.value = typed;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- typed before the box existed, read from the inline script's store
      setQuery(typed);
    } else {
      // Reopened: the last query stays, selected, ready to be typed over.
      input.select();
    }
  }, [request, onClosed]);

  const close = () => dialogRef.current?.close();

  /** Tab and Shift+Tab go round inside the dialog; Escape closes it (in every browser alike). */
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('input, a[href], button:not(:disabled)'),
    ];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

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
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      // A tap on the backdrop closes it: natively, or by the inline shim where a browser lacks
      // light dismiss (keepNativeCommands, lib/early-scripts.ts), as for the menu drawer.
      closedby="any"
      onClose={(event) => {
        // Reported a task after the dialog closed: if it has opened again since, this is over.
        if (!event.currentTarget.open) onClosed(request);
      }}
      onKeyDown={onDialogKeyDown}
      className="mx-auto mt-4 mb-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-xl border border-line bg-surface p-0 text-cream shadow-2xl shadow-black backdrop:bg-black/70 backdrop:backdrop-blur-sm open:flex open:animate-dialog-in open:flex-col focus-visible:outline-none sm:mt-[8dvh] sm:max-h-[84dvh]"
    >
      <div className="border-b border-line p-5 sm:p-6">
        {/* Clear of the close button, top right. */}
        <h2 id={titleId} className="pr-12 font-display text-2xl font-bold text-cream">
          {t.title}
        </h2>
        <form role="search" aria-label={t.title} action={searchHref} method="get" className="mt-4">
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
        <p role="status" aria-live="polite" aria-atomic="true" className="px-3 text-sm text-muted">
          {announcement ?? (state.status === 'loading' && !groups ? t.loading : '')}
        </p>
        {groups && groups.length > 0 ? (
          <div className="mt-4" data-results-for={shownResults?.query}>
            <SearchResults groups={groups} strings={t} locale={locale} idPrefix={`${id}-results`} />
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
      <button
        type="button"
        aria-label={t.close}
        onClick={close}
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-md text-cream transition-colors hover:bg-surface-hover hover:text-gold"
      >
        <Icon node={X} />
      </button>
    </dialog>
  );
}
