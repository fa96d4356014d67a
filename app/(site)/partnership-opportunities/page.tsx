import { PartnershipForm } from '@/components/forms/partnership-form';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { PackageCards } from '@/components/programmes/package-cards';
import { Testimonials } from '@/components/programmes/testimonials';
import { TitledGrid } from '@/components/programmes/titled-grid';
import { Accordion } from '@/components/ui/accordion';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SectionHeading } from '@/components/ui/section-heading';
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

      <section aria-labelledby="benefits" className="py-20">
        <Container>
          <SectionHeading
            id="benefits"
            eyebrow="Why partner with us"
            title="Partnership Benefits"
          />
          <TitledGrid items={page.benefits} />
        </Container>
      </section>

      <section aria-labelledby="collaboration" className="border-y border-line bg-surface py-20">
        <Container>
          <SectionHeading
            id="collaboration"
            eyebrow="Ways to work together"
            title="Collaboration Types"
          />
          <TitledGrid items={page.collaborationTypes} />
        </Container>
      </section>

      <section aria-labelledby="packages" className="py-20">
        <Container>
          <SectionHeading
            id="packages"
            eyebrow="Packages"
            title="Partnership Packages"
            description="Every package is a starting point, tailored to your objectives after a first conversation."
          />
          <PackageCards
            packages={page.packages}
            formHref={`#${FORM_ID}`}
            actionLabel={(name) => `Apply for ${name}`}
          />
        </Container>
      </section>

      <section aria-labelledby="deliverables" className="border-y border-line bg-surface py-20">
        <Container>
          <SectionHeading id="deliverables" eyebrow="What you receive" title="Deliverables" />
          <TitledGrid items={page.deliverables} />
        </Container>
      </section>

      <section aria-labelledby="steps" className="py-20">
        <Container>
          <SectionHeading id="steps" eyebrow="How it works" title="Four Steps to Partnership" />
          <TitledGrid items={page.steps} numbered />
        </Container>
      </section>

      <section aria-labelledby="testimonials" className="border-y border-line bg-surface py-20">
        <Container>
          <SectionHeading id="testimonials" eyebrow="Testimonials" title="What Our Partners Say" />
          <Testimonials items={page.testimonials} />
        </Container>
      </section>

      <section aria-labelledby="faq" className="py-20">
        <Container>
          <SectionHeading id="faq" eyebrow="FAQ" title="Frequently Asked Questions" />
          <div className="mx-auto max-w-3xl">
            <Accordion
              items={page.faqs.map((faq, index) => ({
                id: `faq-${index + 1}`,
                title: faq.question,
                content: <p className="text-muted">{faq.answer}</p>,
              }))}
            />
          </div>
        </Container>
      </section>

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
