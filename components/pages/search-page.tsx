import type { Metadata } from 'next';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { ListingLinks } from '@/components/search/listing-links';
import { SearchPageResults } from '@/components/search/search-page-results';
import { searchListings, searchPageStrings } from '@/components/search/search-strings';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { buildPageMetadata } from '@/lib/metadata';

export function searchMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).search.page;
  return buildPageMetadata({ title: t.title, description: t.description, path: '/search', locale });
}

/**
 * The full view of the site search, `?q=` in its URL (the target of the home page's `WebSite`
 * SearchAction). The exported HTML is the empty form; the query is searched after hydration.
 * Without JavaScript the page says that search needs it and offers the listings.
 */
export function SearchPage({ locale }: { locale: Locale }) {
  const t = getMessages(locale).search;
  return (
    <>
      <PageHero eyebrow={t.page.eyebrow} title={t.page.title} description={t.page.description} />
      <Container className="py-14">
        <SearchPageResults
          locale={locale}
          listings={searchListings(locale)}
          strings={searchPageStrings(locale)}
        />
        <noscript>
          <p className="max-w-3xl text-lg text-cream">{t.page.noScript}</p>
          <ListingLinks links={searchListings(locale)} className="mt-4" />
        </noscript>
      </Container>
    </>
  );
}
