import { ProjectCard } from '@/components/crowdfunding/project-card';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { getCrowdfundingProjects } from '@/data/crowdfunding';
import { SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: 'Crowdfunding',
  description: `Back ventures led by members of the ${SITE.name}: coffee, solar power, weaving, clean water and tourism projects across Indonesia, with their funding progress.`,
  path: '/crowdfunding',
});

export default function CrowdfundingPage() {
  const projects = getCrowdfundingProjects();
  return (
    <>
      <PageHero
        before={
          <Breadcrumb
            items={[
              { label: 'Home', href: '/' },
              { label: 'Crowdfunding', href: '/crowdfunding' },
            ]}
          />
        }
        eyebrow="Crowdfunding"
        title="Back the ventures building Indonesia's regions"
        description={
          <p>
            Members of the network mentor and vet these businesses. Choose a project to read its
            plan, its team, how the funds will be used and the risks; contributions are made on our
            donation platform.
          </p>
        }
      />
      <section aria-labelledby="projects-heading" className="py-16">
        <Container>
          <h2 id="projects-heading" className="sr-only">
            Projects
          </h2>
          <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
            {projects.map((project, index) => (
              <li key={project.slug}>
                <ProjectCard project={project} headingLevel="h3" preload={index === 0} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
