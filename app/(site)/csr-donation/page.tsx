import { ShieldCheck } from 'lucide';
import { CsrPrograms } from '@/components/csr/csr-programs';
import { DonateLink } from '@/components/donation/donate-link';
import { Container } from '@/components/layout/container';
import { PageSection } from '@/components/layout/page-section';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { getCsrPage, getCsrPrograms } from '@/data/csr';
import { SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';
import { CSR_IMPACT_STATS } from '@/lib/constants';

export const metadata = buildPageMetadata({
  title: 'CSR & Donation',
  description: `Give to the ${SITE.name}'s CSR programmes: scholarships, health, small businesses, the environment and disaster relief, with quarterly reports on every rupiah.`,
  path: '/csr-donation',
});

export default function CsrDonationPage() {
  const page = getCsrPage();
  return (
    <>
      <PageHero
        before={
          <Breadcrumb
            items={[
              { label: 'Home', href: '/' },
              { label: 'CSR & Donation', href: '/csr-donation' },
            ]}
          />
        }
        eyebrow="CSR & Donation"
        title="Giving back, for a better Indonesia"
        description={<p>{page.intro}</p>}
      >
        <div className="mt-8">
          <DonateLink size="lg" />
        </div>
      </PageHero>

      <section aria-labelledby="impact" className="border-b border-line bg-surface py-16">
        <Container>
          <h2 id="impact" className="text-center text-3xl font-bold text-cream">
            Our Impact
          </h2>
          <ul className="mt-10 grid gap-8 text-center sm:grid-cols-3">
            {CSR_IMPACT_STATS.map((stat) => (
              <li key={stat.label}>
                <p className="font-display text-5xl font-bold text-gold">{stat.value}</p>
                <p className="mt-2 text-lg text-cream">{stat.label}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <PageSection
        id="programs"
        eyebrow="Where your gift goes"
        title="Our CSR Programs"
        description="Five programmes run with schools, clinics, cooperatives and villages. Choose one, or give to all five."
      >
        <CsrPrograms programs={getCsrPrograms()} />
      </PageSection>

      <PageSection
        id="how-to-donate"
        className="border-y border-line bg-surface py-20"
        eyebrow="Step by step"
        title="How Donating Works"
      >
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {page.steps.map((step, index) => (
            <Card as="li" key={step.title} className="bg-ink">
              <p aria-hidden="true" className="font-display text-4xl font-bold text-gold/70">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-3 text-xl font-semibold text-cream">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </Card>
          ))}
        </ol>
      </PageSection>

      <PageSection
        id="transparency"
        eyebrow="Accountability"
        title="Transparency"
        description="How donations are recorded, spent and reported."
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {page.transparency.map((note) => (
            <li key={note.title} className="flex gap-4">
              <Icon node={ShieldCheck} className="mt-1 size-6 text-gold" />
              <div>
                <h3 className="text-lg font-semibold text-cream">{note.title}</h3>
                <p className="mt-1 text-muted">{note.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="donate-cta" className="border-t border-line bg-surface py-20">
        <Container className="max-w-3xl text-center">
          <h2 id="donate-cta" className="text-3xl font-bold text-cream sm:text-4xl">
            Support a programme today
          </h2>
          <p className="mt-4 text-lg text-muted">
            Donations are made on our donation platform, which opens in a new tab; you will receive
            a receipt by e-mail.
          </p>
          <div className="mt-8">
            <DonateLink size="lg" />
          </div>
        </Container>
      </section>
    </>
  );
}
