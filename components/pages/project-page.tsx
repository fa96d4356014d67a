import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MapPin } from 'lucide';
import { FundingProgress } from '@/components/crowdfunding/funding-progress';
import { ProjectCard } from '@/components/crowdfunding/project-card';
import { ProjectDetails } from '@/components/crowdfunding/project-details';
import { DonateLink } from '@/components/donation/donate-link';
import { Container } from '@/components/layout/container';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Icon } from '@/components/ui/icon';
import { StaticImage } from '@/components/ui/static-image';
import { getCrowdfundingProjectBySlug, getCrowdfundingProjectSlugs } from '@/data/crowdfunding';
import { getRelatedCrowdfundingProjects } from '@/lib/related';
import { COVER_SIZE } from '@/data/image-dimensions';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { localizePath } from '@/lib/i18n/paths';
import { buildPageMetadata } from '@/lib/metadata';
import { projectOgImage } from '@/lib/og';
import { SearchIndexed } from '@/components/search/search-indexed';

/** Every slug, for both editions' `generateStaticParams`. */
export function projectParams() {
  return getCrowdfundingProjectSlugs().map((slug) => ({ slug }));
}

export function projectMetadata(slug: string, locale: Locale): Metadata {
  const project = getCrowdfundingProjectBySlug(slug, locale);
  if (!project) return {};
  return buildPageMetadata({
    title: project.name,
    description: project.description,
    path: `/crowdfunding/${project.slug}`,
    locale,
    image: projectOgImage(project, locale),
  });
}

/** A crowdfunding project: its funding, the four tabs of details and the related projects. */
export function ProjectPage({ slug, locale }: { slug: string; locale: Locale }) {
  const project = getCrowdfundingProjectBySlug(slug, locale);
  if (!project) notFound();
  const related = getRelatedCrowdfundingProjects(project.slug, locale);
  const { crowdfunding: t, common, labels } = getMessages(locale);
  const listing = localizePath('/crowdfunding', locale);

  return (
    <Container className="pt-32 pb-20">
      <Breadcrumb
        label={common.breadcrumb}
        items={[
          { label: common.homeLinkLabel, href: localizePath('/', locale) },
          { label: t.title, href: listing },
          { label: project.name, href: localizePath(`/crowdfunding/${project.slug}`, locale) },
        ]}
      />
      <div className="mt-6">
        <BackLink href={listing}>{t.back}</BackLink>
      </div>

      <SearchIndexed kind="project" image={project.image}>
        <header className="mt-6 grid gap-8 rounded-xl border border-line bg-surface p-6 lg:grid-cols-[1.1fr_1fr] lg:p-8">
          <StaticImage
            src={project.image}
            alt=""
            {...COVER_SIZE}
            sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
            preload
            className="aspect-video w-full rounded-lg bg-surface-raised object-cover"
          />
          <div className="flex flex-col">
            <Badge className="self-start">{labels.industries[project.industry]}</Badge>
            <h1 className="mt-4 text-3xl font-bold text-cream sm:text-4xl">{project.name}</h1>
            <p className="mt-4 flex items-center gap-2 text-cream">
              <Icon node={MapPin} className="text-gold" />
              {project.location}
            </p>
            <p className="mt-4 text-muted">{project.description}</p>
            <FundingProgress
              className="mt-6"
              size="page"
              funding={project}
              daysLeft={project.daysLeft}
              label={t.progress}
              locale={locale}
            />
            <div className="mt-auto pt-8" data-pagefind-ignore="">
              <DonateLink size="lg" className="w-full sm:w-auto" newTabLabel={common.newTab}>
                {t.donateNow}
              </DonateLink>
            </div>
          </div>
        </header>

        <ProjectDetails project={project} locale={locale} className="mt-12" />
      </SearchIndexed>

      {related.length > 0 ? (
        <section aria-labelledby="related-projects" className="mt-16">
          <h2 id="related-projects" className="text-3xl font-bold text-cream">
            {t.related}
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
            {related.map((item) => (
              <li key={item.slug}>
                <ProjectCard project={item} locale={locale} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Container>
  );
}
