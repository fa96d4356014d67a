import type { Metadata } from 'next';
import { PartnershipForm } from '@/components/forms/partnership-form';
import { Container } from '@/components/layout/container';
import { PageSection } from '@/components/layout/page-section';
import { PageHero } from '@/components/layout/page-hero';
import { PackageCards } from '@/components/programmes/package-cards';
import { Testimonials } from '@/components/programmes/testimonials';
import { TitledGrid } from '@/components/programmes/titled-grid';
import { Accordion } from '@/components/ui/accordion';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { getPartnershipPage } from '@/data/partnership';
import { PARTNERSHIP_PACKAGE_ATTRIBUTE } from '@/lib/forms/partnership';
import { getFormContact, SITE } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { formatCount } from '@/lib/i18n/numbers';
import { localizePath } from '@/lib/i18n/paths';
import { buildPageMetadata } from '@/lib/metadata';
import { SearchIndexed } from '@/components/search/search-indexed';

export function partnershipMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).programmes.partnership;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, {
      name: SITE.name,
      members: formatCount(SITE.memberCount, locale),
    }),
    path: '/partnership-opportunities',
    locale,
  });
}

const FORM_ID = 'partnership-form';

/** Partnership Opportunities: why, how and with which package, then the application form. */
export function PartnershipPage({ locale }: { locale: Locale }) {
  const page = getPartnershipPage(locale);
  const t = getMessages(locale).programmes.partnership;
  return (
    <SearchIndexed kind="page">
      <PageHero eyebrow={t.eyebrow} title={t.title} description={page.intro}>
        <a href={`#${FORM_ID}`} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
          {t.apply}
        </a>
      </PageHero>

      <PageSection id="benefits" eyebrow={t.benefitsEyebrow} title={t.benefitsTitle}>
        <TitledGrid items={page.benefits} />
      </PageSection>

      <PageSection
        id="collaboration"
        className="border-y border-line bg-surface py-14 sm:py-20"
        eyebrow={t.collaborationEyebrow}
        title={t.collaborationTitle}
      >
        <TitledGrid items={page.collaborationTypes} />
      </PageSection>

      <PageSection
        id="packages"
        eyebrow={t.packagesEyebrow}
        title={t.packagesTitle}
        description={t.packagesDescription}
      >
        <PackageCards
          packages={page.packages}
          locale={locale}
          formHref={`#${FORM_ID}`}
          actionLabel={(name) => formatMessage(t.applyFor, { package: name })}
          choiceAttribute={PARTNERSHIP_PACKAGE_ATTRIBUTE}
        />
      </PageSection>

      <PageSection
        id="deliverables"
        className="border-y border-line bg-surface py-14 sm:py-20"
        eyebrow={t.deliverablesEyebrow}
        title={t.deliverablesTitle}
      >
        <TitledGrid items={page.deliverables} />
      </PageSection>

      <PageSection id="steps" eyebrow={t.stepsEyebrow} title={t.stepsTitle}>
        <TitledGrid items={page.steps} numbered />
      </PageSection>

      <PageSection
        id="testimonials"
        className="border-y border-line bg-surface py-14 sm:py-20"
        eyebrow={t.testimonialsEyebrow}
        title={t.testimonialsTitle}
      >
        <Testimonials items={page.testimonials} />
      </PageSection>

      <PageSection id="faq" eyebrow={t.faqEyebrow} title={t.faqTitle}>
        <div className="mx-auto max-w-3xl">
          <Accordion
            items={page.faqs.map((faq, index) => ({
              id: `faq-${index + 1}`,
              title: faq.question,
              content: <p className="text-muted">{faq.answer}</p>,
            }))}
          />
        </div>
      </PageSection>

      {/* The form is in Indonesian in both editions (the spec's messages are Indonesian). */}
      <section
        id={FORM_ID}
        lang={locale === 'id' ? undefined : 'id'}
        className="border-t border-line bg-surface py-14 sm:py-20"
      >
        <Container>
          <Card className="mx-auto max-w-3xl bg-ink sm:p-8">
            <PartnershipForm
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
