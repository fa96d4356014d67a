/**
 * Prefetching on intent: another page's payload and scripts are fetched when the visitor reaches
 * for a link to it (a pointer over it, focus on it, a touch on it), once the page has hydrated,
 * and never when the browser asks to save data. Next's own prefetching (every link in view, as
 * soon as the header hydrates) is off on every link (components/ui/link.tsx): on a 1.6 Mbps phone
 * it took bandwidth from the page being read, and data from a prepaid plan, for pages most
 * visitors never open (docs/performance.md).
 */

/** What the browser says of the connection (the Network Information API, where there is one). */
export interface ConnectionHint {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether prefetching is welcome: not when the visitor saves data or is on a 2G-class line. */
export function prefetchAllowed(connection: ConnectionHint | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(?:^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The parts of a link that decide whether it leads to another page of the app. */
export interface LinkLike {
  href: string;
  target?: string;
  hasDownload?: boolean;
}

/** Paths on the site's origin that are not pages of the app: the editor, the search's files. */
const NOT_APP = /^\/(?:admin|pagefind|_next)(?:\/|$)|\.[a-z\d]+$/i;

/**
 * The path (with its query) to prefetch for a link, or null: a link to another page of the app on
 * the same origin, opened in the same tab. `here` is the page's own address.
 */
export function prefetchTarget(link: LinkLike, here: URL): string | null {
  if (link.hasDownload || (link.target && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || NOT_APP.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search;
}
