import type { ComponentProps } from 'react';
import { LanguageLinks } from './language-links';

/**
 * Keeps the page's query and fragment on the switch's links: the pre-rendered href is the page's
 * bare path, so this script, right after the links, adds what the address bar holds before
 * hydration (a shared `/events?tab=past` switches to `/id/events?tab=past`); once hydrated, a
 * click adds it again (the listings change the query as the visitor filters).
 */
const KEEP_QUERY_SCRIPT =
  'document.currentScript.previousElementSibling.querySelectorAll("a[hreflang]").forEach(function(a){a.setAttribute("href",a.getAttribute("href").split(/[?#]/)[0]+location.search+location.hash)})';

/** The language switch of the header and the drawer. */
export function LanguageSwitch(props: ComponentProps<typeof LanguageLinks>) {
  return (
    <>
      <LanguageLinks {...props} />
      <script dangerouslySetInnerHTML={{ __html: KEEP_QUERY_SCRIPT }} />
    </>
  );
}
