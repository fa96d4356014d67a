import { byId, fromContent, loadFolder } from './content-files';
import type { Locale } from './locales';
import {
  CrowdfundingProjectListSchema,
  CrowdfundingProjectSchema,
  CrowdfundingTranslationSchema,
  type CrowdfundingProject,
} from './schemas/crowdfunding';

/** The projects, from data/content/crowdfunding/{en,id}/<slug>.json, in the order of their ids. */
const editions = fromContent(() => {
  const { en, id } = loadFolder({
    folder: 'crowdfunding',
    schema: CrowdfundingProjectSchema,
    translation: CrowdfundingTranslationSchema,
    list: CrowdfundingProjectListSchema,
    order: byId,
  });
  return { en: Object.freeze(en), id: Object.freeze(id) } satisfies Record<
    Locale,
    readonly CrowdfundingProject[]
  >;
});

/** The crowdfunding projects, in listing order, in `locale`. */
export function getCrowdfundingProjects(locale: Locale = 'en'): readonly CrowdfundingProject[] {
  return editions()[locale];
}

/** One project by slug, or undefined when no project has it. */
export function getCrowdfundingProjectBySlug(
  slug: string,
  locale: Locale = 'en',
): CrowdfundingProject | undefined {
  return editions()[locale].find((project) => project.slug === slug);
}

/** Every project slug, for generateStaticParams (the same in both editions). */
export function getCrowdfundingProjectSlugs(): string[] {
  return editions().en.map((project) => project.slug);
}
