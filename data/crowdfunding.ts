import { selectRelated } from '@/lib/crowdfunding';
import { CROWDFUNDING_CONTENT } from './content/crowdfunding';
import { CrowdfundingProjectListSchema, type CrowdfundingProject } from './schemas/crowdfunding';
import { RELATED_PROJECTS_LIMIT } from '@/lib/constants';

const projects: readonly CrowdfundingProject[] = Object.freeze(
  CrowdfundingProjectListSchema.parse(CROWDFUNDING_CONTENT),
);

/** The crowdfunding projects, in listing order. */
export function getCrowdfundingProjects(): readonly CrowdfundingProject[] {
  return projects;
}

/** One project by slug, or undefined when no project has it. */
export function getCrowdfundingProjectBySlug(slug: string): CrowdfundingProject | undefined {
  return projects.find((project) => project.slug === slug);
}

/** Every project slug, for generateStaticParams. */
export function getCrowdfundingProjectSlugs(): string[] {
  return projects.map((project) => project.slug);
}

/** The first three projects other than the given one (the spec's 'related projects'). */
export function getRelatedCrowdfundingProjects(slug: string): CrowdfundingProject[] {
  return selectRelated(projects, slug, RELATED_PROJECTS_LIMIT);
}
