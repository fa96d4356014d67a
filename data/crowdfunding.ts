import { CROWDFUNDING_CONTENT } from './content/crowdfunding';
import { CROWDFUNDING_CONTENT_ID } from './content/id/crowdfunding';
import type { Locale } from './locales';
import {
  CrowdfundingProjectListSchema,
  CrowdfundingTranslationSchema,
  type CrowdfundingProject,
} from './schemas/crowdfunding';
import { localizeRecords } from './schemas/translation';

const projects: readonly CrowdfundingProject[] = Object.freeze(
  CrowdfundingProjectListSchema.parse(CROWDFUNDING_CONTENT),
);

const editions: Readonly<Record<Locale, readonly CrowdfundingProject[]>> = {
  en: projects,
  id: Object.freeze(
    localizeRecords(
      'crowdfunding project',
      projects,
      CROWDFUNDING_CONTENT_ID,
      CrowdfundingTranslationSchema,
      (project) => project.id,
    ),
  ),
};

/** The crowdfunding projects, in listing order, in `locale`. */
export function getCrowdfundingProjects(locale: Locale = 'en'): readonly CrowdfundingProject[] {
  return editions[locale];
}

/** One project by slug, or undefined when no project has it. */
export function getCrowdfundingProjectBySlug(
  slug: string,
  locale: Locale = 'en',
): CrowdfundingProject | undefined {
  return editions[locale].find((project) => project.slug === slug);
}

/** Every project slug, for generateStaticParams (the same in both editions). */
export function getCrowdfundingProjectSlugs(): string[] {
  return projects.map((project) => project.slug);
}
