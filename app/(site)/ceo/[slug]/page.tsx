import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
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
import { CEO_PORTRAIT_SIZE } from '@/data/image-sizes';
import { SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';
import { ceoOgImage } from '@/lib/og';
import { buildCeoProfileJsonLd } from '@/lib/structured-data';
import { Award, Building2, MapPin } from 'lucide';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getCeoSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ceo = getCeoBySlug((await params).slug);
  if (!ceo) return {};
  return buildPageMetadata({
    title: `${ceo.name}, ${ceo.title} of ${ceo.company}`,
    description: `${ceo.name} is ${ceo.title} of ${ceo.company} (${ceo.industry}, ${ceo.province}) and a member of the ${SITE.name}.`,
    path: `/ceo/${ceo.slug}`,
    type: 'profile',
    image: ceoOgImage(ceo),
  });
}

export default async function CeoProfilePage({ params }: Props) {
  const ceo = getCeoBySlug((await params).slug);
  if (!ceo) notFound();
  const path = `/ceo/${ceo.slug}`;

  return (
    <Container className="pt-32 pb-20">
      <Breadcrumb
        items={[
          { label: 'Home', href: '/' },
          { label: 'CEO Directory', href: '/ceo-directory' },
          { label: ceo.name, href: path },
        ]}
      />
      <div className="mt-6">
        <BackToDirectory />
      </div>

      <header className="mt-6 grid gap-8 rounded-xl border border-line bg-surface p-6 md:grid-cols-[16rem_1fr] md:p-8">
        <StaticImage
          src={ceo.image}
          alt={`Portrait of ${ceo.name}`}
          {...CEO_PORTRAIT_SIZE}
          sizes="(min-width: 768px) 256px, 100vw"
          preload
          className="aspect-[4/5] w-full max-w-64 rounded-lg bg-surface-raised object-cover"
        />
        <div className="flex flex-col">
          <Badge className="self-start">{ceo.industry}</Badge>
          <h1 className="mt-4 text-4xl font-bold text-cream sm:text-5xl">{ceo.name}</h1>
          <p className="mt-3 text-xl font-medium text-gold">{ceo.title}</p>
          <ul className="mt-4 space-y-2 text-cream">
            <li className="flex items-center gap-2">
              <Icon node={Building2} className="text-gold" />
              {ceo.company}
            </li>
            <li className="flex items-center gap-2">
              <Icon node={MapPin} className="text-gold" />
              {ceo.province}, Indonesia
            </li>
          </ul>
          <div className="mt-auto pt-8">
            <ProfileActions />
          </div>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <SectionCard id="overview" title="Overview">
            <div className="space-y-4 text-cream/90">
              {ceo.bio.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </SectionCard>

          <SectionCard id="company" title="Company & Industry">
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-muted">Company</dt>
                <dd className="mt-1 font-semibold text-cream">{ceo.company}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Industry</dt>
                <dd className="mt-1 font-semibold text-cream">{ceo.industry}</dd>
              </div>
            </dl>
            {ceo.companyLink ? (
              <p className="mt-5">
                <ExternalLink href={ceo.companyLink}>Visit company website</ExternalLink>
              </p>
            ) : null}
          </SectionCard>

          <SectionCard id="expertise" title="Expertise & Interests">
            <ul className="flex flex-wrap gap-2">
              {ceo.expertise.map((topic) => (
                <li key={topic}>
                  <Badge tone="neutral">{topic}</Badge>
                </li>
              ))}
            </ul>
          </SectionCard>

          {ceo.highlights.length > 0 ? (
            <SectionCard id="highlights" title="Highlights">
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
          <ContactCard contact={ceo.contact} />
        </div>
      </div>

      <JsonLd data={buildCeoProfileJsonLd(ceo, SITE)} />
    </Container>
  );
}
