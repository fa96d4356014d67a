import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Award, Building2, MapPin } from 'lucide';
import { BackToDirectory } from '@/components/ceo/back-to-directory';
import { ContactCard } from '@/components/ceo/contact-card';
import { ProfileActions } from '@/components/ceo/profile-actions';
import { Container } from '@/components/layout/container';
import { Badge } from '@/components/ui/badge';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { SectionCard } from '@/components/ui/section-card';
import { StaticImage } from '@/components/ui/static-image';
import { getCeoBySlug, getCeoSlugs } from '@/data/ceos';
import { CEO_PORTRAIT_SIZE } from '@/data/image-dimensions';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { SITE } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import { buildPageMetadata } from '@/lib/metadata';
import { ceoOgImage } from '@/lib/og';
import { buildCeoProfileJsonLd } from '@/lib/structured-data';
import { SearchIndexed } from '@/components/search/search-indexed';

/** Every profile's slug, for both editions' `generateStaticParams`. */
export function ceoProfileParams() {
  return getCeoSlugs().map((slug) => ({ slug }));
}

export function ceoProfileMetadata(slug: string, locale: Locale): Metadata {
  const ceo = getCeoBySlug(slug, locale);
  if (!ceo) return {};
  const t = getMessages(locale).ceo;
  const values = {
    name: ceo.name,
    title: ceo.title,
    company: ceo.company,
    industry: getMessages(locale).labels.industries[ceo.industry],
    province: ceo.province,
    site: SITE.name,
  };
  return buildPageMetadata({
    title: formatMessage(t.metaTitle, values),
    description: formatMessage(t.metaDescription, values),
    path: `/ceo/${ceo.slug}`,
    locale,
    type: 'profile',
    image: ceoOgImage(ceo, locale),
  });
}

/** A member's profile: portrait, overview, company, expertise, highlights and contact. */
export function CeoProfilePage({ slug, locale }: { slug: string; locale: Locale }) {
  const ceo = getCeoBySlug(slug, locale);
  if (!ceo) notFound();
  const { ceo: t, common, labels, directory } = getMessages(locale);
  const path = localizePath(`/ceo/${ceo.slug}`, locale);
  const industry = labels.industries[ceo.industry];
  const newTab = common.newTab;

  return (
    <Container className="pt-32 pb-20">
      <Breadcrumb
        label={common.breadcrumb}
        items={[
          { label: common.homeLinkLabel, href: localizePath('/', locale) },
          { label: directory.title, href: localizePath('/ceo-directory', locale) },
          { label: ceo.name, href: path },
        ]}
      />
      <div className="mt-6">
        <BackToDirectory label={t.backToDirectory} href={localizePath('/ceo-directory', locale)} />
      </div>

      <SearchIndexed kind="member" image={ceo.image}>
        <header className="mt-6 grid gap-8 rounded-xl border border-line bg-surface p-6 md:grid-cols-[16rem_1fr] md:p-8">
          <StaticImage
            src={ceo.image}
            alt={formatMessage(t.portrait, { name: ceo.name })}
            {...CEO_PORTRAIT_SIZE}
            sizes="(min-width: 768px) 256px, 100vw"
            preload
            className="aspect-[4/5] w-full max-w-64 rounded-lg bg-surface-raised object-cover"
          />
          <div className="flex flex-col">
            <Badge className="self-start">{industry}</Badge>
            <h1 className="mt-4 text-4xl font-bold text-cream sm:text-5xl">{ceo.name}</h1>
            <p className="mt-3 text-xl font-medium text-gold">{ceo.title}</p>
            <ul className="mt-4 space-y-2 text-cream">
              <li className="flex items-center gap-2">
                <Icon node={Building2} className="text-gold" />
                {ceo.company}
              </li>
              <li className="flex items-center gap-2">
                <Icon node={MapPin} className="text-gold" />
                {ceo.province}, {t.country}
              </li>
            </ul>
            <div className="mt-auto pt-8" data-pagefind-ignore="">
              <ProfileActions
                strings={{
                  connect: t.connect,
                  connectSoon: t.connectSoon,
                  invite: t.invite,
                  inviteSoon: t.inviteSoon,
                }}
              />
            </div>
          </div>
        </header>

        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-8">
            <SectionCard id="overview" title={t.overview}>
              <div className="space-y-4 text-cream/90">
                {ceo.bio.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
              </div>
            </SectionCard>

            <SectionCard id="company" title={t.companyIndustry}>
              <dl className="grid gap-4 sm:grid-cols-2">
                <div>
                  <dt className="text-sm text-muted">{t.company}</dt>
                  <dd className="mt-1 font-semibold text-cream">{ceo.company}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t.industry}</dt>
                  <dd className="mt-1 font-semibold text-cream">{industry}</dd>
                </div>
              </dl>
              {ceo.companyLink ? (
                <p className="mt-5">
                  <ExternalLink href={ceo.companyLink} newTabLabel={newTab}>
                    {t.visitWebsite}
                  </ExternalLink>
                </p>
              ) : null}
            </SectionCard>

            <SectionCard id="expertise" title={t.expertise}>
              <ul className="flex flex-wrap gap-2">
                {ceo.expertise.map((topic) => (
                  <li key={topic}>
                    <Badge tone="neutral">{topic}</Badge>
                  </li>
                ))}
              </ul>
            </SectionCard>

            {ceo.highlights.length > 0 ? (
              <SectionCard id="highlights" title={t.highlights}>
                <ul className="space-y-3">
                  {ceo.highlights.map((highlight) => (
                    <li key={highlight} className="flex gap-3 text-cream/90">
                      <Icon node={Award} className="mt-0.5 text-gold" />
                      {highlight}
                    </li>
                  ))}
                </ul>
              </SectionCard>
            ) : null}
          </div>

          <div className="lg:sticky lg:top-28 lg:self-start">
            <ContactCard contact={ceo.contact} locale={locale} />
          </div>
        </div>
      </SearchIndexed>

      <JsonLd data={buildCeoProfileJsonLd(ceo, SITE, locale)} />
    </Container>
  );
}
