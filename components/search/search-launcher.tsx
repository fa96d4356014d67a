'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { Locale } from '@/data/locales';
import {
  isSearchRequested,
  OPEN_SEARCH_EVENT,
  requestSearch,
  takeSearchRequest,
} from '@/lib/search-keys';
import type { ListingLink } from './listing-links';
import type { SearchDialogProps } from './search-dialog';
import type { SearchDialogStrings } from './search-strings';
import { SearchTrigger } from './search-trigger';

const loadDialog = () => import('./search-dialog');

type Props = {
  /** The button's accessible name ('Search the site'). */
  label: string;
  strings: SearchDialogStrings;
  locale: Locale;
  searchHref: string;
  listings: readonly ListingLink[];
};

/**
 * The header's search button and the search dialog, whose code is fetched when search is first
 * asked for (or the button is pointed at or focused), never with the page.
 *
 * Search is asked for by this button, the drawer's, or a shortcut ('/', Ctrl+K, Cmd+K), which an
 * inline script catches on every page, before hydration too, keeping what is typed until the
 * search box has focus (lib/search-keys.ts). Before hydration the button is a link to /search.
 * If the dialog's code cannot be loaded, the /search page opens instead, with what was typed.
 */
export function SearchLauncher({ label, strings, locale, searchHref, listings }: Props) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  // Each request for search has a number; `request` is the one the dialog is open for, 0 while
  // closed. A browser reports that a dialog closed a task after it closed and gave focus back, so
  // a shortcut may ask again before the close is reported: `latest` knows, and that late report
  // then closes nothing.
  const [request, setRequest] = useState(0);
  const latest = useRef(0);
  const returnTo = useRef<HTMLElement | null>(null);
  const onClosed = useCallback((closed: number) => {
    if (closed !== latest.current) return;
    setRequest(0);
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  }, []);

  useEffect(() => {
    const onRequest = () => {
      // On the 404 page both editions' headers are in the page; only the shown one answers.
      if (document.documentElement.lang !== locale) return;
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement ? active : null;
      const id = ++latest.current;
      loadDialog().then(
        (module) => {
          setDialog(() => module.default);
          setRequest(id);
        },
        () => {
          const typed = takeSearchRequest();
          window.location.assign(
            typed ? `${searchHref}?q=${encodeURIComponent(typed)}` : searchHref,
          );
        },
      );
    };
    // A shortcut pressed before hydration opens search now.
    if (isSearchRequested()) onRequest();
    window.addEventListener(OPEN_SEARCH_EVENT, onRequest);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, onRequest);
  }, [locale, searchHref]);

  return (
    <>
      <SearchTrigger
        href={searchHref}
        label={label}
        iconOnly
        onOpen={requestSearch}
        onIntent={() => void loadDialog().catch(() => undefined)}
        className="inline-flex size-11 items-center justify-center rounded-md text-cream transition-colors hover:bg-surface-hover hover:text-gold"
      />
      {Dialog ? (
        <Dialog
          request={request}
          onClosed={onClosed}
          strings={strings}
          locale={locale}
          searchHref={searchHref}
          listings={listings}
        />
      ) : null}
    </>
  );
}
