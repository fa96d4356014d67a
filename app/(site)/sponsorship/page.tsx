import { SponsorshipForm } from '@/components/forms/sponsorship-form';
import { Container } from '@/components/layout/container';
import { PageSection } from '@/components/layout/page-section';
import { PageHero } from '@/components/layout/page-hero';
import { PackageCards } from '@/components/programmes/package-cards';
import { TitledGrid } from '@/components/programmes/titled-grid';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SITE } from '@/data/site';
import { getSponsorshipPage } from '@/data/sponsorship';
import { PACKAGE_CHOICE_ATTRIBUTE } from '@/lib/forms/sponsorship';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: 'Sponsorship',
  description: `Sponsor ${SITE.name} roundtables, conferences, the annual summit, gala dinners and CSR programmes: Platinum, Gold and Silver packages with VIP invites.`,
  path: '/sponsorship',
});

const FORM_ID = 'sponsorship-form';

export default function SponsorshipPage() {
  const page = getSponsorshipPage();
  return (
    <>
      <PageHero eyebrow="Sponsorship" title="Sponsorship" description={page.intro}>
        <a href={`#${FORM_ID}`} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
          Become a Sponsor
        </a>
      </PageHero>

      <PageSection id="benefits" eyebrow="Why sponsor" title="Sponsorship Benefits">
        <TitledGrid items={page.benefits} />
      </PageSection>

      <PageSection
        id="packages"
        className="border-y border-line bg-surface py-20"
        eyebrow="Packages"
        title="Sponsorship Packages"
        description="Choose a package to start your application; we can also build one around your goals."
      >
        <PackageCards
          packages={page.packages}
          formHref={`#${FORM_ID}`}
          actionLabel={(name) => `Choose ${name}`}
          choiceAttribute={PACKAGE_CHOICE_ATTRIBUTE}
        />
      </PageSection>

      <PageSection id="deliverables" eyebrow="What you receive" title="Deliverables">
        <TitledGrid items={page.deliverables} />
      </PageSection>

      <PageSection
        id="event-types"
        className="border-y border-line bg-surface py-20"
        eyebrow="Where you appear"
        title="Events to Sponsor"
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

      <PageSection id="steps" eyebrow="How it works" title="How to Become a Sponsor">
        <TitledGrid items={page.steps} numbered />
      </PageSection>

      <section id={FORM_ID} lang="id" className="border-t border-line bg-surface py-20">
        <Container>
          <Card className="mx-auto max-w-3xl bg-ink sm:p-8">
            <SponsorshipForm />
          </Card>
        </Container>
      </section>
    </>
  );
}
