'use client';

import { useEffect } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import {
  GENERIC_NOT_FOUND,
  NOT_FOUND_SECTIONS,
  earlyNotFoundScript,
  notFoundDocumentTitle,
  notFoundFor,
} from '@/lib/not-found';
import type { HeadMeta } from '@/lib/not-found-head';
import type { Locale } from '@/data/locales';
import { NotFoundView } from './not-found-view';

const EARLY_SCRIPT = earlyNotFoundScript(NOT_FOUND_SECTIONS);

type Props = {
  /** The site's name, for the document title of a section's message: 'CEO Not Found | …'. */
  siteName: string;
  /** Each edition's description, share title, og:locale and share image (notFoundHeadTags). */
  headTags: Readonly<Record<Locale, readonly HeadMeta[]>>;
};

/**
 * The root 404 page's message. The page is exported once and served for every unknown path, so
 * the path is read only after hydration (null on the server and in the hydration render, which
 * therefore match): an unknown slug of a known section then gets that section's message.
 *
 * Before hydration, an inline script right after the view writes the section's words into it
 * (earlyNotFoundScript), so the right message shows from the first paint. It is marked to run
 * where it stands: the build defers the other inline scripts of <body> until the page is parsed
 * (scripts/rewrite/start-when-parsed.mjs).
 *
 * The messages are data this island imports, not views rendered on the server and handed over as
 * props: Next puts the root not-found tree into the payload of every page of the site, so views
 * passed as props would travel in every page's HTML (about 2–3 KB gzip each, measured).
 */
export function UnknownPathMessage({ siteName, headTags: editionHeadTags }: Props) {
  const pathname = useHydrated() ? window.location.pathname : null;
  // The path's edition and section: an unknown path under /id gets the Indonesian words.
  const found = pathname ? notFoundFor(pathname) : undefined;
  const words = found?.message ?? GENERIC_NOT_FOUND;

  useEffect(() => {
    if (pathname) console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  // This view owns the page's <title> (app/global-not-found.tsx sets none in its metadata): the
  // generic one in the exported HTML, the path's once it is known, each with the site's name as
  // on every other page. One React <title>, updated in place, so nothing writes document.title
  // against Next's metadata. The same goes for the description, share title and og:locale: the
  // English edition's in the exported HTML, the Indonesian under /id once the path is known
  // (as lang was before the first paint, components/layout/site-document.tsx).
  const documentTitle = notFoundDocumentTitle(words.title, siteName);
  const headTags = editionHeadTags[found?.locale ?? 'en'];

  const { title, message, backLabel, backHref } = words;
  return (
    <>
      <title>{documentTitle}</title>
      {headTags.map(({ name, property, content }) => (
        <meta key={name ?? property} name={name} property={property} content={content} />
      ))}
      <NotFoundView
        early
        title={title}
        message={message}
        backLabel={backLabel}
        backHref={backHref}
      />
      {/* Server and hydration renders only: once the path is known the script has done its work,
          and a render in the browser would not run it (React warns of such a script). */}
      {pathname === null && (
        <script data-in-place="" dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />
      )}
    </>
  );
}
