import type { Metadata } from 'next';
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
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { SITE } from '@/data/site';
import { CSR_IMPACT_STATS } from '@/lib/constants';
import { formatMessage } from '@/lib/i18n/format';
import { formatCount } from '@/lib/i18n/numbers';
import { localizePath } from '@/lib/i18n/paths';
import { buildPageMetadata } from '@/lib/metadata';
import { SearchIndexed } from '@/components/search/search-indexed';

export function csrDonationMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).csr;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/csr-donation',
    locale,
  });
}

/** CSR & Donation: the five programmes, the impact, how to give and how gifts are accounted for. */
export function CsrDonationPage({ locale }: { locale: Locale }) {
  const page = getCsrPage(locale);
  const { csr: t, common } = getMessages(locale);
  const donate = (
    <DonateLink size="lg" newTabLabel={common.newTab}>
      {t.donateNow}
    </DonateLink>
  );
  return (
    <SearchIndexed kind="page">
      <PageHero
        before={
          <Breadcrumb
            label={common.breadcrumb}
            items={[
              { label: common.homeLinkLabel, href: localizePath('/', locale) },
              { label: t.title, href: localizePath('/csr-donation', locale) },
            ]}
          />
        }
        eyebrow={t.title}
        title={t.heroTitle}
        description={<p>{page.intro}</p>}
      >
        <div className="mt-8">{donate}</div>
      </PageHero>

      <section aria-labelledby="impact" className="border-b border-line bg-surface py-16">
        <Container>
          <h2 id="impact" className="text-center text-3xl font-bold text-cream">
            {t.impactTitle}
          </h2>
          <ul className="mt-10 grid gap-8 text-center sm:grid-cols-3">
            {CSR_IMPACT_STATS.map((stat) => (
              <li key={stat.key}>
                <p className="font-display text-5xl font-bold text-gold">
                  {t.impactFigure.before ? (
                    <span className="block font-sans text-base font-semibold text-cream">
                      {`${t.impactFigure.before} `}
                    </span>
                  ) : null}
                  {formatMessage(t.impactFigure.number, {
                    // The spec's English figure has no separator ('2000+'); Indonesian groups: 2.000.
                    count:
                      locale === 'en' ? String(stat.atLeast) : formatCount(stat.atLeast, locale),
                  })}
                </p>
                <p className="mt-2 text-lg text-cream">{t.impact[stat.key]}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <PageSection
        id="programs"
        eyebrow={t.programsEyebrow}
        title={t.programsTitle}
        description={t.programsDescription}
      >
        <CsrPrograms programs={getCsrPrograms(locale)} locale={locale} />
      </PageSection>

      <PageSection
        id="how-to-donate"
        className="border-y border-line bg-surface py-14 sm:py-20"
        eyebrow={t.stepsEyebrow}
        title={t.stepsTitle}
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
        eyebrow={t.transparencyEyebrow}
        title={t.transparencyTitle}
        description={t.transparencyDescription}
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

      <section
        aria-labelledby="donate-cta"
        className="border-t border-line bg-surface py-14 sm:py-20"
      >
        <Container className="max-w-3xl text-center">
          <h2 id="donate-cta" className="text-3xl font-bold text-cream sm:text-4xl">
            {t.ctaTitle}
          </h2>
          <p className="mt-4 text-lg text-muted">{t.ctaText}</p>
          <div className="mt-8">{donate}</div>
        </Container>
      </section>
    </SearchIndexed>
  );
}
