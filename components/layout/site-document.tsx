import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { LOCALES, type Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { getSiteText, SITE, siteTitle } from '@/data/site';
import { EARLY_TAP_SCRIPT } from '@/lib/early-scripts';
import { OG_LOCALE } from '@/lib/i18n/paths';
import { defaultOgImage } from '@/lib/og';
import { HydrateApart } from './hydrate-apart';
import { HydrationMarker } from './hydration-marker';
import { PrefetchOnIntent } from './prefetch-on-intent';
import { SiteFooter } from './site-footer';

// Without JavaScript: disclosure panels open, every tab panel of a TabSet shown under its own
// heading, without the tab buttons that need JS, and controls that only work with JavaScript
// (data-requires-js) hidden. The header is left as it is: below the large breakpoint its menu
// button opens the drawer natively (a <dialog> with invoker commands, components/layout/mobile-nav.tsx),
// where showing the link bar instead made the fixed header wrap over the page and clip its links.
// In Tailwind's `base` layer: `[hidden]{display:none!important}` lives there, and an !important
// declaration in a layer beats an unlayered one, so only a more specific rule in that layer wins.
const NO_SCRIPT_CSS =
  '@layer base{[data-disclosure-panel][hidden]{display:block!important}' +
  '[data-tab-panel][hidden]{display:block!important}[data-tablist]{display:none!important}[data-requires-js]{display:none!important}}';

/** The metadata every page of an edition starts from (each page sets its own over it). */
export function siteMetadata(locale: Locale): Metadata {
  const { description } = getSiteText(locale);
  const defaultTitle = siteTitle(locale);
  return {
    metadataBase: new URL(SITE.url),
    title: { default: defaultTitle, template: `%s | ${SITE.name}` },
    description,
    applicationName: SITE.name,
    openGraph: {
      type: 'website',
      siteName: SITE.name,
      locale: OG_LOCALE[locale],
      title: defaultTitle,
      description,
      images: [defaultOgImage(locale)],
    },
    twitter: { card: 'summary_large_image', title: defaultTitle, description },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const SITE_VIEWPORT: Viewport = {
  themeColor: '#0d0d0d',
  colorScheme: 'dark',
};

/**
 * For the 404 page, served for every unknown path of both editions: a script in <head> marks the
 * document as Indonesian under /id before the first paint, and this style shows the blocks of
 * that edition only (the page carries both editions' header, skip link and footer).
 */
const EDITION_SCRIPT =
  'if(/^\\/id(\\/|$)/.test(location.pathname)){var h=document.documentElement;h.lang="id";h.setAttribute("data-edition","id")}';
const EDITION_CSS =
  'html:not([data-edition=id]) [data-edition=id],html[data-edition=id] [data-edition=en]{display:none!important}';

type Props = {
  locale: Locale;
  /** The 404 page: both editions' frame, the path's shown (see EDITION_SCRIPT). */
  eitherEdition?: boolean;
  /** The font variables' class names (app/fonts.ts). */
  className: string;
  /** The site's header: hydrated first, in a pass of its own. */
  header: ReactNode;
  /** The page's content, its <main>: hydrated after the header, with the footer (HydrateApart). */
  children: ReactNode;
};

/**
 * The document of every page of an edition: `<html lang>`, the early scripts, the skip link, the
 * header, the page's content, the footer and the hydration marker. Each edition's root layout
 * renders it (app/(site)/layout.tsx for English, app/id/layout.tsx for Indonesian): two root
 * layouts, so each edition's HTML carries its own `lang` from the first byte, with no server to
 * choose.
 */
export function SiteDocument({
  locale,
  eitherEdition = false,
  className,
  header,
  children,
}: Props) {
  const editions = eitherEdition ? LOCALES : [locale];
  const block = (each: Locale) => (eitherEdition ? { 'data-edition': each } : {});
  return (
    // On the 404 page, the script below may set lang before hydration.
    <html lang={locale} className={className} suppressHydrationWarning={eitherEdition}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts' document (app router), not a pages-router page */}
      <head>
        {/*
          Catches taps on buttons made before hydration (for HydrationMarker to replay) and the
          search keys, and keeps the query on the language switch (lib/early-scripts.ts). The
          stylesheet is in the page before it (scripts/rewrite/inline-css.mjs), so it runs at
          once and the parser goes on into <body>.
        */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
        {eitherEdition ? (
          <>
            <script dangerouslySetInnerHTML={{ __html: EDITION_SCRIPT }} />
            <style dangerouslySetInnerHTML={{ __html: EDITION_CSS }} />
          </>
        ) : null}
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col bg-ink text-cream">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-gold px-4 py-3 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {editions.map((each) => (
            <span key={each} {...block(each)}>
              {getMessages(each).common.skipLink}
            </span>
          ))}
        </a>
        {header}
        {/*
          Everything after the header hydrates in a second pass (HydrateApart), the marker last:
          one boundary, so a part that waits (a chunk still loading) holds the marker back too.
          Prefetching on intent starts with it, once the whole page has hydrated.
        */}
        <HydrateApart>
          {children}
          {eitherEdition ? (
            editions.map((each) => (
              <div key={each} data-edition={each} className="contents">
                <SiteFooter locale={each} idSuffix={each === locale ? '' : `-${each}`} />
              </div>
            ))
          ) : (
            <SiteFooter locale={locale} />
          )}
          <HydrationMarker />
          <PrefetchOnIntent />
        </HydrateApart>
      </body>
    </html>
  );
}
