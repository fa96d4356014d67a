import type { Metadata } from 'next';
import { DirectoryTeaser } from '@/components/home/directory-teaser';
import { EventsTeaser } from '@/components/home/events-teaser';
import { QuoteSection } from '@/components/home/quote-section';
import { SiteHero } from '@/components/home/site-hero';
import { JsonLd } from '@/components/ui/json-ld';
import type { Locale } from '@/data/locales';
import { getSiteText, SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';
import { buildOrganizationJsonLd, buildWebSiteJsonLd } from '@/lib/structured-data';

export function homeMetadata(locale: Locale): Metadata {
  const { tagline, description } = getSiteText(locale);
  return buildPageMetadata({
    title: `${SITE.name} | ${tagline}`,
    absoluteTitle: true,
    description,
    path: '/',
    locale,
  });
}

/** The home page: hero, the founder's word, the directory's first members and the next events. */
export function HomePage({ locale }: { locale: Locale }) {
  const text = getSiteText(locale);
  return (
    <>
      <SiteHero locale={locale} />
      <QuoteSection locale={locale} />
      <DirectoryTeaser locale={locale} />
      <EventsTeaser locale={locale} />
      <JsonLd
        data={buildOrganizationJsonLd(
          {
            name: SITE.name,
            legalName: SITE.legalName,
            description: text.description,
            url: '/',
            logo: SITE.logo,
            foundingDate: String(SITE.foundedYear),
            addressLines: text.addressLines,
            telephone: SITE.contact.phone.href.replace(/^tel:/, ''),
            email: SITE.contact.email,
            // The footer's social icons have no addresses yet (spec), so there is no sameAs to give.
          },
          SITE.url,
        )}
      />
      <JsonLd
        data={buildWebSiteJsonLd(
          { name: SITE.name, description: text.description },
          SITE.url,
          locale,
        )}
      />
    </>
  );
}
