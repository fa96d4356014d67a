import { DirectoryTeaser } from '@/components/home/directory-teaser';
import { EventsTeaser } from '@/components/home/events-teaser';
import { QuoteSection } from '@/components/home/quote-section';
import { SiteHero } from '@/components/home/site-hero';
import { JsonLd } from '@/components/ui/json-ld';
import { SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';
import { buildOrganizationJsonLd, buildWebSiteJsonLd } from '@/lib/structured-data';

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
      <JsonLd
        data={buildOrganizationJsonLd(
          {
            name: SITE.name,
            legalName: SITE.legalName,
            description: SITE.description,
            url: '/',
            logo: SITE.logo,
            foundingDate: String(SITE.foundedYear),
            addressLines: SITE.contact.addressLines,
            telephone: SITE.contact.phone.href.replace(/^tel:/, ''),
            email: SITE.contact.email,
            // The footer's social icons have no addresses yet (spec), so there is no sameAs to give.
          },
          SITE.url,
        )}
      />
      <JsonLd
        data={buildWebSiteJsonLd({ name: SITE.name, description: SITE.description }, SITE.url)}
      />
    </>
  );
}
