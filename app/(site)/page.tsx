import { DirectoryTeaser } from '@/components/home/directory-teaser';
import { EventsTeaser } from '@/components/home/events-teaser';
import { QuoteSection } from '@/components/home/quote-section';
import { SiteHero } from '@/components/home/site-hero';
import { SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: `${SITE.name} | ${SITE.tagline}`,
  absoluteTitle: true,
  description: SITE.description,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <SiteHero />
      <QuoteSection />
      <DirectoryTeaser />
      <EventsTeaser />
    </>
  );
}
