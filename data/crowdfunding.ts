import { z } from 'zod';
import { selectRelated } from '../lib/crowdfunding';
import { PROJECT_CONTENT } from './content/projects';
import { INDUSTRIES } from './options';
import { imagePathSchema, slugSchema, textSchema, uniqueBy } from './schema-helpers';

/** The spec's range for project targets, in rupiah. */
export const MIN_TARGET_FUNDING = 350_000_000;
export const MAX_TARGET_FUNDING = 750_000_000;

/** How many other projects the detail page suggests (the first ones in the list). */
export const RELATED_PROJECTS_LIMIT = 3;

/** The four uses of funds, in display order. */
export const FUNDING_CATEGORIES = ['production', 'marketing', 'operations', 'reserve'] as const;
export type FundingCategory = (typeof FUNDING_CATEGORIES)[number];

const percentSchema = z.int().min(0).max(100);

export const FundingBreakdownSchema = z
  .strictObject({
    production: percentSchema,
    marketing: percentSchema,
    operations: percentSchema,
    reserve: percentSchema,
  })
  .refine(
    (breakdown) => FUNDING_CATEGORIES.reduce((sum, key) => sum + breakdown[key], 0) === 100,
    'The funding breakdown must add up to 100%',
  );

export const ProjectSchema = z
  .strictObject({
    id: z.string().regex(/^project-\d{3}$/),
    slug: slugSchema,
    name: textSchema,
    /** Regency or city, then province. */
    location: textSchema,
    industry: z.enum(INDUSTRIES),
    /** Rupiah, whole numbers. */
    targetFunding: z.int().min(MIN_TARGET_FUNDING).max(MAX_TARGET_FUNDING),
    /** Rupiah, whole numbers; never more than the target. */
    raisedFunding: z.int().nonnegative(),
    daysLeft: z.int().nonnegative(),
    /** The card's summary. */
    description: textSchema,
    /** The 'business description' tab, one string per paragraph. */
    businessDescription: z.array(textSchema).min(1),
    founder: z.strictObject({ name: textSchema, role: textSchema, bio: textSchema }),
    /** The rest of the founder team tab. */
    team: z.array(z.strictObject({ name: textSchema, role: textSchema })),
    /** Percentages of the target, adding up to 100. */
    fundingBreakdown: FundingBreakdownSchema,
    /** What each share of the breakdown pays for (the fund use plan tab). */
    fundUsePlan: z.strictObject({
      production: textSchema,
      marketing: textSchema,
      operations: textSchema,
      reserve: textSchema,
    }),
    projectedROI: textSchema,
    risks: z.array(textSchema).min(1),
    /** Cover, COVER_SIZE. */
    image: imagePathSchema('crowdfunding'),
  })
  .refine((project) => project.raisedFunding <= project.targetFunding, {
    path: ['raisedFunding'],
    message: 'A project cannot have raised more than its target',
  });

export type CrowdfundingProject = z.infer<typeof ProjectSchema>;
export type ProjectInput = z.input<typeof ProjectSchema>;
export type FundingBreakdown = z.infer<typeof FundingBreakdownSchema>;

export const ProjectListSchema = z
  .array(ProjectSchema)
  .superRefine(uniqueBy('project id', (project) => project.id))
  .superRefine(uniqueBy('project slug', (project) => project.slug));

const projects: readonly CrowdfundingProject[] = Object.freeze(
  ProjectListSchema.parse(PROJECT_CONTENT),
);

/** The crowdfunding projects, in listing order. */
export function getProjects(): readonly CrowdfundingProject[] {
  return projects;
}

/** One project by slug, or undefined when no project has it. */
export function getProjectBySlug(slug: string): CrowdfundingProject | undefined {
  return projects.find((project) => project.slug === slug);
}

/** Every project slug, for generateStaticParams. */
export function getProjectSlugs(): string[] {
  return projects.map((project) => project.slug);
}

/** The first three projects other than the given one (the spec's 'related projects'). */
export function getRelatedProjects(slug: string): CrowdfundingProject[] {
  return selectRelated(projects, slug, RELATED_PROJECTS_LIMIT);
}
