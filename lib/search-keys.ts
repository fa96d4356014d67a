/*
 * How search is asked for, from any page: the header's button, the drawer's, or a shortcut
 * ('/', Ctrl+K or Cmd+K, outside text fields). The shortcuts are caught by an inline script in
 * every page's <head> (lib/early-scripts.ts), before hydration and after it, which also keeps what
 * is typed from then until the search box has focus, so nothing typed is lost while the dialog's
 * code is on its way. This module is the little the header's island needs of it.
 */

/** Where the inline script keeps the request: the text typed since (a string), or null after Escape. */
export const SEARCH_REQUEST_KEY = '__searchRequest';

/** Tells the header's search to open. */
export const OPEN_SEARCH_EVENT = 'app:open-search';

/** The search shortcuts, as `aria-keyshortcuts` names them. */
export const SEARCH_SHORTCUTS = '/ Control+K Meta+K';

const store = () => window as unknown as Record<string, unknown>;

/** Asks for search (a button): what is typed from now on is kept for the search box. */
export function requestSearch() {
  if (typeof store()[SEARCH_REQUEST_KEY] !== 'string') store()[SEARCH_REQUEST_KEY] = '';
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}

/** Whether search was asked for and not yet opened (a shortcut pressed before hydration). */
export function isSearchRequested(): boolean {
  return typeof store()[SEARCH_REQUEST_KEY] === 'string';
}

/**
 * Takes the request as the search box gets focus: the text typed since (a string), null when
 * the visitor pressed Escape meanwhile, undefined when there is none.
 */
export function takeSearchRequest(): string | null | undefined {
  const request = store()[SEARCH_REQUEST_KEY];
  delete store()[SEARCH_REQUEST_KEY];
  return typeof request === 'string' || request === null ? request : undefined;
}
