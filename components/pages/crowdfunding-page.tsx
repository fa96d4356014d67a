import type { Metadata } from 'next';
import { ProjectCard } from '@/components/crowdfunding/project-card';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { getCrowdfundingProjects } from '@/data/crowdfunding';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { SITE } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import { buildPageMetadata } from '@/lib/metadata';

export function crowdfundingMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).crowdfunding;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/crowdfunding',
    locale,
  });
}

/** The crowdfunding projects, each card leading to its page. */
export function CrowdfundingPage({ locale }: { locale: Locale }) {
  const projects = getCrowdfundingProjects(locale);
  const { crowdfunding: t, common } = getMessages(locale);
  return (
    <>
      <PageHero
        before={
          <Breadcrumb
            label={common.breadcrumb}
            items={[
              { label: common.homeLinkLabel, href: localizePath('/', locale) },
              { label: t.title, href: localizePath('/crowdfunding', locale) },
            ]}
          />
        }
        eyebrow={t.title}
        title={t.heroTitle}
        description={<p>{t.heroText}</p>}
      />
      <section aria-labelledby="projects-heading" className="py-16">
        <Container>
          <h2 id="projects-heading" className="sr-only">
            {t.projects}
          </h2>
          <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
            {projects.map((project, index) => (
              <li key={project.slug}>
                <ProjectCard
                  project={project}
                  locale={locale}
                  headingLevel="h3"
                  preload={index === 0}
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
