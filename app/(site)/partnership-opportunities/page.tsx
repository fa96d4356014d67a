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
import { getPartnershipPage } from '@/data/partnership';
import { SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: 'Partnership Opportunities',
  description: `Partner with ${SITE.name}: co-host events, lead thought leadership, run research or CSR programmes with 3,000 Indonesian business leaders. Platinum, Gold and Silver packages.`,
  path: '/partnership-opportunities',
});

const FORM_ID = 'partnership-form';

export default function PartnershipPage() {
  const page = getPartnershipPage();
  return (
    <>
      <PageHero eyebrow="Partnership" title="Partnership Opportunities" description={page.intro}>
        <a href={`#${FORM_ID}`} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
          Apply for Partnership
        </a>
      </PageHero>

      <PageSection id="benefits" eyebrow="Why partner with us" title="Partnership Benefits">
        <TitledGrid items={page.benefits} />
      </PageSection>

      <PageSection
        id="collaboration"
        className="border-y border-line bg-surface py-20"
        eyebrow="Ways to work together"
        title="Collaboration Types"
      >
        <TitledGrid items={page.collaborationTypes} />
      </PageSection>

      <PageSection
        id="packages"
        eyebrow="Packages"
        title="Partnership Packages"
        description="Every package is a starting point, tailored to your objectives after a first conversation."
      >
        <PackageCards
          packages={page.packages}
          formHref={`#${FORM_ID}`}
          actionLabel={(name) => `Apply for ${name}`}
        />
      </PageSection>

      <PageSection
        id="deliverables"
        className="border-y border-line bg-surface py-20"
        eyebrow="What you receive"
        title="Deliverables"
      >
        <TitledGrid items={page.deliverables} />
      </PageSection>

      <PageSection id="steps" eyebrow="How it works" title="Four Steps to Partnership">
        <TitledGrid items={page.steps} numbered />
      </PageSection>

      <PageSection
        id="testimonials"
        className="border-y border-line bg-surface py-20"
        eyebrow="Testimonials"
        title="What Our Partners Say"
      >
        <Testimonials items={page.testimonials} />
      </PageSection>

      <PageSection id="faq" eyebrow="FAQ" title="Frequently Asked Questions">
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

      <section id={FORM_ID} lang="id" className="border-t border-line bg-surface py-20">
        <Container>
          <Card className="mx-auto max-w-3xl bg-ink sm:p-8">
            <PartnershipForm />
          </Card>
        </Container>
      </section>
    </>
  );
}
