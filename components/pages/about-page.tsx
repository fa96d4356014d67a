import type { Metadata } from 'next';
import { Container } from '@/components/layout/container';
import { PageSection } from '@/components/layout/page-section';
import { PageHero } from '@/components/layout/page-hero';
import { BecomeMember } from '@/components/membership/become-member';
import { Card } from '@/components/ui/card';
import { getAbout } from '@/data/about';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { SITE } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { formatCount } from '@/lib/i18n/numbers';
import { buildPageMetadata } from '@/lib/metadata';
import { SearchIndexed } from '@/components/search/search-indexed';

export function aboutMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).about;
  return buildPageMetadata({
    title: t.metaTitle,
    description: formatMessage(t.metaDescription, {
      name: SITE.name,
      members: formatCount(SITE.memberCount, locale),
      year: SITE.memberCountYear,
    }),
    path: '/about',
    locale,
  });
}

/** About Us: history, vision, missions, values, the closing quote and the call to join. */
export function AboutPage({ locale }: { locale: Locale }) {
  const about = getAbout(locale);
  const t = getMessages(locale).about;

  return (
    <SearchIndexed kind="page">
      <PageHero eyebrow={t.eyebrow} title={t.title} description={about.intro} />

      <PageSection id="history" eyebrow={t.historyEyebrow} title={about.history.title}>
        <ol className="relative mx-auto max-w-3xl border-l border-gold/40 pl-8">
          {about.history.milestones.map((m) => (
            <li key={m.year} className="relative pb-12 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[2.4rem] size-3.5 rounded-full border-2 border-gold bg-ink"
              />
              <p className="font-display text-2xl font-bold text-gold">{m.year}</p>
              <h3 className="mt-1 text-xl font-semibold text-cream">{m.title}</h3>
              <p className="mt-3 text-muted">{m.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <section aria-labelledby="vision" className="border-y border-line bg-surface py-14 sm:py-20">
        <Container className="max-w-4xl text-center">
          <h2
            id="vision"
            className="font-sans text-xs font-semibold tracking-[0.3em] text-gold uppercase"
          >
            {t.vision}
          </h2>
          <p className="mt-6 font-display text-3xl leading-snug text-cream sm:text-4xl">
            {about.vision}
          </p>
        </Container>
      </section>

      <PageSection id="missions" eyebrow={t.missionsEyebrow} title={t.missions}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {about.missions.map((mission, index) => (
            <Card as="li" key={mission.title}>
              <p aria-hidden="true" className="font-display text-4xl font-bold text-gold/70">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-3 text-xl font-semibold text-cream">{mission.title}</h3>
              <p className="mt-2 text-muted">{mission.text}</p>
            </Card>
          ))}
        </ol>
      </PageSection>

      <PageSection
        id="values"
        className="border-t border-line bg-surface py-14 sm:py-20"
        eyebrow={t.valuesEyebrow}
        title={t.valuesTitle}
        description={t.valuesDescription}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {about.values.map((value) => (
            <Card as="li" key={value.title} className="bg-ink text-center">
              <p
                aria-hidden="true"
                className="mx-auto flex size-16 items-center justify-center rounded-full border-2 border-gold font-display text-3xl font-bold text-gold"
              >
                {value.letter}
              </p>
              <h3 className="mt-5 text-2xl font-bold text-cream">{value.title}</h3>
              <p className="mt-3 text-muted">{value.text}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <section aria-label={t.closingQuote} className="py-24">
        <Container className="max-w-4xl">
          <figure className="text-center">
            <blockquote className="font-display text-3xl leading-snug text-cream italic sm:text-4xl">
              <p>“{about.closingQuote.text}”</p>
            </blockquote>
            <figcaption className="mt-6 text-sm font-semibold tracking-[0.2em] text-gold uppercase">
              {about.closingQuote.author}
            </figcaption>
          </figure>
        </Container>
      </section>

      <BecomeMember locale={locale} page="about" />
    </SearchIndexed>
  );
}
