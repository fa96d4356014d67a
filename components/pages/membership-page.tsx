import type { Metadata } from 'next';
import type { ComponentProps } from 'react';
import { CircleCheck } from 'lucide';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { PageSection } from '@/components/layout/page-section';
import { MembershipForm } from '@/components/membership/membership-form';
import { TierCards } from '@/components/membership/tier-cards';
import { TitledGrid } from '@/components/programmes/titled-grid';
import { Accordion } from '@/components/ui/accordion';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { getDirectoryIndex } from '@/lib/directory-index';
import type { Locale } from '@/data/locales';
import { getMembershipPage } from '@/data/membership';
import { getMessages } from '@/data/messages';
import { getFormContact, SITE } from '@/data/site';
import { formatIdr } from '@/lib/currency';
import { BOARD_PROVINCES } from '@/data/board-provinces';
import { MEMBERSHIP_INDUSTRIES, OTHER_CHOICE, membershipProvinces } from '@/lib/forms/membership';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import { buildPageMetadata } from '@/lib/metadata';
import { membershipOgImage } from '@/lib/og';
import { buildMembershipPageJsonLd } from '@/lib/structured-data';
import { SearchIndexed } from '@/components/search/search-indexed';

export function membershipMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).membership;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/membership',
    locale,
    image: membershipOgImage(locale, `${t.title}, ${SITE.name}`),
  });
}

const FORM_ID = 'apply';

/**
 * What the application form's island needs: its words, the tiers with their fees formatted, the
 * options labelled in the page's language (values are the same in both editions), and where the
 * directory's names are.
 */
export function membershipFormProps(locale: Locale): ComponentProps<typeof MembershipForm> {
  const { membership, labels } = getMessages(locale);
  return {
    locale,
    strings: { form: membership.form, success: membership.success },
    tiers: getMembershipPage(locale).tiers.map((tier) => ({
      id: tier.id,
      name: tier.name,
      fee: formatIdr(tier.annualFee),
    })),
    industries: MEMBERSHIP_INDUSTRIES.map((value) => ({
      value,
      label: value === OTHER_CHOICE ? membership.form.otherIndustry : labels.industries[value],
    })),
    // Every province of the provincial boards; names are the same in both languages.
    provinces: membershipProvinces(BOARD_PROVINCES).map((value) => ({
      value,
      label: value === OTHER_CHOICE ? membership.form.otherProvince : value,
    })),
    directoryIndexUrl: getDirectoryIndex(locale).url,
    contact: getFormContact(),
  };
}

/**
 * Membership: who may join, what members get, the tiers and their fees, how joining works, the
 * FAQ and the application form.
 */
export function MembershipPage({ locale }: { locale: Locale }) {
  const page = getMembershipPage(locale);
  const { membership: t, common } = getMessages(locale);
  const path = localizePath('/membership', locale);
  return (
    <SearchIndexed kind="page">
      <PageHero eyebrow={t.eyebrow} title={t.title} description={page.intro}>
        <div className="mt-8 flex flex-col gap-4 sm:flex-row">
          <a href={`#${FORM_ID}`} className={buttonClasses({ size: 'lg' })}>
            {t.apply}
          </a>
          <a href="#tiers" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            {t.compareTiers}
          </a>
        </div>
      </PageHero>

      <PageSection id="eligibility" eyebrow={t.eligibilityEyebrow} title={t.eligibilityTitle}>
        <div className="mx-auto max-w-3xl">
          <p className="text-lg text-muted">{page.eligibility.intro}</p>
          <ul className="mt-6 space-y-4">
            {page.eligibility.criteria.map((criterion) => (
              <li key={criterion} className="flex gap-3 text-cream">
                <Icon node={CircleCheck} className="mt-1 text-gold" />
                {criterion}
              </li>
            ))}
          </ul>
          <Card className="mt-8">
            <p className="text-cream/90">{page.eligibility.note}</p>
          </Card>
        </div>
      </PageSection>

      <PageSection
        id="benefits"
        className="border-y border-line bg-surface py-14 sm:py-20"
        eyebrow={t.benefitsEyebrow}
        title={t.benefitsTitle}
      >
        <TitledGrid items={page.benefits} columns={3} />
      </PageSection>

      <PageSection
        id="tiers"
        eyebrow={t.tiersEyebrow}
        title={t.tiersTitle}
        description={t.tiersDescription}
      >
        <TierCards tiers={page.tiers} locale={locale} formHref={`#${FORM_ID}`} />
      </PageSection>

      <PageSection
        id="steps"
        className="border-y border-line bg-surface py-14 sm:py-20"
        eyebrow={t.stepsEyebrow}
        title={t.stepsTitle}
      >
        <TitledGrid items={page.steps} numbered columns={3} />
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

      <section
        id={FORM_ID}
        aria-label={t.apply}
        className="border-t border-line bg-surface py-14 sm:py-20 print:border-0 print:py-0"
      >
        <Container>
          <Card className="mx-auto max-w-3xl bg-ink sm:p-8 print:border-0 print:p-0 print:shadow-none">
            <MembershipForm {...membershipFormProps(locale)} />
          </Card>
        </Container>
      </section>

      <JsonLd
        data={buildMembershipPageJsonLd(
          {
            name: t.title,
            description: formatMessage(t.metaDescription, { name: SITE.name }),
            catalogName: t.tiersTitle,
            tiers: page.tiers.map((tier) => ({
              name: tier.name,
              description: tier.summary,
              annualFee: tier.annualFee,
            })),
            crumbs: [
              { label: common.homeLinkLabel, href: localizePath('/', locale) },
              { label: t.title, href: path },
            ],
            path,
          },
          SITE,
          locale,
        )}
      />
    </SearchIndexed>
  );
}
