import type { Metadata } from 'next';
import { MainContent } from '@/components/layout/main-content';
import { SITE_VIEWPORT, SiteDocument, siteMetadata } from '@/components/layout/site-document';
import { SiteHeader } from '@/components/layout/site-header';
import { UnknownPathMessage } from '@/components/not-found/unknown-path-message';
import { SITE } from '@/data/site';
import { notFoundHeadTags } from '@/lib/not-found-head';
import { fontVariables } from './fonts';
import './globals.css';

// The site has two root layouts (one per edition), so the page a static host serves for every
// unknown path (404.html) brings its own document. It serves both editions: it carries both
// headers and footers, and shows the path's (an unknown path under /id reads Indonesian).
// Its <title>, description, share title, og:locale and share image are UnknownPathMessage's,
// which knows the path (and its edition) after hydration: metadata for them here would be second
// ones, which Next renders after its own and which would win. Next marks the page noindex itself.
const base = siteMetadata('en');
export const metadata: Metadata = {
  ...base,
  title: null,
  description: null,
  openGraph: {
    ...base.openGraph,
    title: undefined,
    description: undefined,
    locale: undefined,
    images: undefined,
  },
  twitter: { ...base.twitter, title: undefined, description: undefined },
};
export const viewport = SITE_VIEWPORT;

export default function GlobalNotFound() {
  return (
    <SiteDocument
      locale="en"
      eitherEdition
      className={fontVariables}
      header={
        <>
          <div data-edition="en" className="contents">
            <SiteHeader locale="en" deferActive />
          </div>
          <div data-edition="id" className="contents">
            <SiteHeader locale="id" deferActive idSuffix="-id" />
          </div>
        </>
      }
    >
      <MainContent>
        <UnknownPathMessage
          siteName={SITE.name}
          headTags={{ en: notFoundHeadTags('en'), id: notFoundHeadTags('id') }}
        />
      </MainContent>
    </SiteDocument>
  );
}
