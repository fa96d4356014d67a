import type { Metadata } from 'next';
import { DirectoryTeaser } from '@/components/home/directory-teaser';
import { EventsTeaser } from '@/components/home/events-teaser';
import { FromTheNetwork } from '@/components/home/from-the-network';
import { QuoteSection } from '@/components/home/quote-section';
import { SiteHero } from '@/components/home/site-hero';
import { WorkWithUs } from '@/components/programmes/work-with-us';
import { JsonLd } from '@/components/ui/json-ld';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { getSiteText, SITE, siteTitle } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';
import { buildOrganizationJsonLd, buildWebSiteJsonLd } from '@/lib/structured-data';

export function homeMetadata(locale: Locale): Metadata {
  const { description } = getSiteText(locale);
  return buildPageMetadata({
    title: siteTitle(locale),
    absoluteTitle: true,
    description,
    path: '/',
    locale,
  });
}

/**
 * The home page: hero, the founder's word, the directory's first members, the next events, the
 * ways to work with the association and the latest from the network.
 */
export function HomePage({ locale }: { locale: Locale }) {
  const text = getSiteText(locale);
  const t = getMessages(locale).home;
  return (
    <>
      <SiteHero locale={locale} />
      <QuoteSection locale={locale} />
      <DirectoryTeaser locale={locale} />
      <EventsTeaser locale={locale} />
      <WorkWithUs
        locale={locale}
        id="work-with-us"
        eyebrow={t.workEyebrow}
        title={t.workTitle}
        description={t.workDescription}
      />
      <FromTheNetwork locale={locale} />
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
