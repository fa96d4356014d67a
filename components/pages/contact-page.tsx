import type { Metadata } from 'next';
import { BankDetails } from '@/components/contact/bank-details';
import { ContactCards } from '@/components/contact/contact-cards';
import { MapIllustration } from '@/components/contact/map-illustration';
import { ContactForm } from '@/components/forms/contact-form';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { WorkWithUs } from '@/components/programmes/work-with-us';
import { Card } from '@/components/ui/card';
import { SectionHeading } from '@/components/ui/section-heading';
import { getContactPage } from '@/data/contact';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { getFormContact, SITE } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { buildPageMetadata } from '@/lib/metadata';
import { SearchIndexed } from '@/components/search/search-indexed';

export function contactMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).contact;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/contact',
    locale,
  });
}

/**
 * Contact Us: the secretariat's details, the message form, the bank account and the map, then the
 * other ways to work with the association.
 */
export function ContactPage({ locale }: { locale: Locale }) {
  const page = getContactPage(locale);
  const t = getMessages(locale).contact;
  return (
    <SearchIndexed kind="page">
      <PageHero eyebrow={t.eyebrow} title={t.title} description={page.intro} />

      <section aria-labelledby="contact-details" className="py-14 sm:py-20">
        <Container>
          <SectionHeading id="contact-details" eyebrow={t.detailsEyebrow} title={t.detailsTitle} />
          <ContactCards locale={locale} />
        </Container>
      </section>

      <section
        aria-label={t.formSection}
        className="border-t border-line bg-surface py-14 sm:py-20"
      >
        <Container className="grid gap-10 lg:grid-cols-[1fr_24rem] lg:items-start">
          <Card className="bg-ink sm:p-8">
            <ContactForm locale={locale} strings={t.form} contact={getFormContact()} />
          </Card>
          <div className="space-y-8">
            <BankDetails note={page.bankNote} locale={locale} />
            <section aria-labelledby="find-us">
              <h2 id="find-us" className="mb-4 text-xl font-bold text-cream">
                {t.findUs}
              </h2>
              <MapIllustration note={page.mapNote} locale={locale} />
            </section>
          </div>
        </Container>
      </section>

      <WorkWithUs
        locale={locale}
        id="other-ways"
        eyebrow={t.waysEyebrow}
        title={t.waysTitle}
        description={t.waysDescription}
        className="border-t border-line"
      />
    </SearchIndexed>
  );
}
