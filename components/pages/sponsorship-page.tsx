import type { Metadata } from 'next';
import { SponsorshipForm } from '@/components/forms/sponsorship-form';
import { Container } from '@/components/layout/container';
import { PageSection } from '@/components/layout/page-section';
import { PageHero } from '@/components/layout/page-hero';
import { PackageCards } from '@/components/programmes/package-cards';
import { TitledGrid } from '@/components/programmes/titled-grid';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { getFormContact, SITE } from '@/data/site';
import { getSponsorshipPage } from '@/data/sponsorship';
import { PACKAGE_CHOICE_ATTRIBUTE } from '@/lib/forms/sponsorship';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import { buildPageMetadata } from '@/lib/metadata';
import { SearchIndexed } from '@/components/search/search-indexed';

export function sponsorshipMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).programmes.sponsorship;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/sponsorship',
    locale,
  });
}

const FORM_ID = 'sponsorship-form';

/** Sponsorship: benefits, packages, deliverables, the events to sponsor, then the application. */
export function SponsorshipPage({ locale }: { locale: Locale }) {
  const page = getSponsorshipPage(locale);
  const t = getMessages(locale).programmes.sponsorship;
  return (
    <SearchIndexed kind="page">
      <PageHero eyebrow={t.eyebrow} title={t.title} description={page.intro}>
        <a href={`#${FORM_ID}`} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
          {t.become}
        </a>
      </PageHero>

      <PageSection id="benefits" eyebrow={t.benefitsEyebrow} title={t.benefitsTitle}>
        <TitledGrid items={page.benefits} />
      </PageSection>

      <PageSection
        id="packages"
        className="border-y border-line bg-surface py-14 sm:py-20"
        eyebrow={t.packagesEyebrow}
        title={t.packagesTitle}
        description={t.packagesDescription}
      >
        <PackageCards
          packages={page.packages}
          locale={locale}
          formHref={`#${FORM_ID}`}
          actionLabel={(name) => formatMessage(t.choose, { package: name })}
          choiceAttribute={PACKAGE_CHOICE_ATTRIBUTE}
        />
      </PageSection>

      <PageSection id="deliverables" eyebrow={t.deliverablesEyebrow} title={t.deliverablesTitle}>
        <TitledGrid items={page.deliverables} />
      </PageSection>

      <PageSection
        id="event-types"
        className="border-y border-line bg-surface py-14 sm:py-20"
        eyebrow={t.eventsEyebrow}
        title={t.eventsTitle}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {page.eventTypes.map((event) => (
            <Card as="li" key={event.type} className="flex flex-col bg-ink">
              <h3 className="text-xl font-semibold text-cream">{event.title}</h3>
              <p className="mt-2 text-muted">{event.text}</p>
              <p className="mt-auto pt-4 text-sm font-semibold text-gold">{event.audience}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="steps" eyebrow={t.stepsEyebrow} title={t.stepsTitle}>
        <TitledGrid items={page.steps} numbered />
      </PageSection>

      {/* The form is in Indonesian in both editions (the spec's messages are Indonesian). */}
      <section
        id={FORM_ID}
        lang={locale === 'id' ? undefined : 'id'}
        className="border-t border-line bg-surface py-14 sm:py-20"
      >
        <Container>
          <Card className="mx-auto max-w-3xl bg-ink sm:p-8">
            <SponsorshipForm
              contact={getFormContact()}
              locale={locale}
              homeHref={localizePath('/', locale)}
            />
          </Card>
        </Container>
      </section>
    </SearchIndexed>
  );
}
