import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { HydrationMarker } from '@/components/layout/hydration-marker';
import { SiteFooter } from '@/components/layout/site-footer';
import { SITE } from '@/data/site';
import { EARLY_TAP_SCRIPT } from '@/lib/early-taps';
import { DEFAULT_OG_IMAGE } from '@/lib/metadata';
import { inter, playfair } from './fonts';
import './globals.css';

// Without JavaScript: disclosure panels open, the main nav shown (wrapping) instead of the menu button,
// every tab panel of a TabSet shown under its own heading, without the tab buttons that need JS, and
// controls that only work with JavaScript (data-requires-js) hidden.
// In Tailwind's `base` layer: `[hidden]{display:none!important}` lives there, and an !important
// declaration in a layer beats an unlayered one, so only a more specific rule in that layer wins.
const NO_SCRIPT_CSS =
  '@layer base{[data-disclosure-panel][hidden]{display:block!important}[data-nav-bar]{display:block!important}[data-nav-bar] ul{flex-wrap:wrap}[data-menu-button]{display:none!important}' +
  '[data-tab-panel][hidden]{display:block!important}[data-tablist]{display:none!important}[data-requires-js]{display:none!important}}';

const defaultTitle = `${SITE.name} | ${SITE.tagline}`;

export const metadata: Metadata = {
  metadataBase: new URL(SITE.url),
  title: { default: defaultTitle, template: `%s | ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
  openGraph: {
    type: 'website',
    siteName: SITE.name,
    locale: SITE.locale,
    title: defaultTitle,
    description: SITE.description,
    images: [DEFAULT_OG_IMAGE],
  },
  twitter: { card: 'summary_large_image', title: defaultTitle, description: SITE.description },
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: '#0d0d0d',
  colorScheme: 'dark',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${playfair.variable}`}>
      <head>
        {/* Catches taps on buttons made before hydration, for HydrationMarker to replay. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col bg-ink text-cream">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-gold px-4 py-3 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        {children}
        <SiteFooter />
        <HydrationMarker />
      </body>
    </html>
  );
}
