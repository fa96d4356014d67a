import { z } from 'zod';
import { INDUSTRIES } from '../options';
import { imagePathSchema, slugSchema, textSchema, uniqueBy } from './helpers';
import { MAX_TARGET_FUNDING, MIN_TARGET_FUNDING } from '@/lib/constants';

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

export const CrowdfundingProjectSchema = z
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

/**
 * A project's Indonesian text. Its figures, place, industry (an option list the interface labels),
 * people's names and image are shared.
 */
export const CrowdfundingTranslationSchema = z.strictObject({
  name: textSchema,
  description: textSchema,
  businessDescription: z.array(textSchema).min(1),
  founder: z.strictObject({ role: textSchema, bio: textSchema }),
  team: z.array(z.strictObject({ role: textSchema })),
  fundUsePlan: z.strictObject({
    production: textSchema,
    marketing: textSchema,
    operations: textSchema,
    reserve: textSchema,
  }),
  projectedROI: textSchema,
  risks: z.array(textSchema).min(1),
});
export type CrowdfundingTranslation = z.input<typeof CrowdfundingTranslationSchema>;

export type CrowdfundingProject = z.infer<typeof CrowdfundingProjectSchema>;
export type CrowdfundingProjectInput = z.input<typeof CrowdfundingProjectSchema>;
export type FundingBreakdown = z.infer<typeof FundingBreakdownSchema>;

export const CrowdfundingProjectListSchema = z
  .array(CrowdfundingProjectSchema)
  .superRefine(uniqueBy('project id', (project) => project.id))
  .superRefine(uniqueBy('project slug', (project) => project.slug));
