import { z } from 'zod';
import { MEMBERSHIP_TIERS } from '../options';
import { textSchema, uniqueBy } from './helpers';
import { TitledTextSchema as note, titledListSchema } from './programmes';

export const MembershipTierSchema = z.strictObject({
  id: z.enum(MEMBERSHIP_TIERS),
  name: textSchema,
  /** The yearly fee in whole rupiah (fictional), shown with formatIdr. */
  annualFee: z.int().positive(),
  /** The discount on the association's paid events, in percent. */
  eventDiscount: z.int().min(0).max(100),
  /** Who the tier is for, in one sentence. */
  summary: textSchema,
  features: z.array(textSchema).min(3),
});
export type MembershipTier = z.infer<typeof MembershipTierSchema>;

/** Associate, Full and Patron, in that order, each costing more and giving more off events. */
const tiersSchema = z
  .array(MembershipTierSchema)
  .length(MEMBERSHIP_TIERS.length)
  .superRefine((tiers, ctx) => {
    tiers.forEach((tier, index) => {
      if (tier.id !== MEMBERSHIP_TIERS[index]) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `Tier ${index + 1} must be ${MEMBERSHIP_TIERS[index]}`,
        });
      }
      const previous = tiers[index - 1];
      if (previous && previous.annualFee >= tier.annualFee) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'annualFee'],
          message: 'A higher tier costs more',
        });
      }
      if (previous && previous.eventDiscount >= tier.eventDiscount) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'eventDiscount'],
          message: 'A higher tier gives a larger event discount',
        });
      }
    });
  });

export const MembershipPageSchema = z.strictObject({
  intro: textSchema,
  /** Who may join: the criteria every applicant meets. */
  eligibility: z.strictObject({
    intro: textSchema,
    criteria: z.array(textSchema).min(3),
    note: textSchema,
  }),
  /** What members get: the spec's promises (directory, events) first, then the programmes. */
  benefits: titledListSchema(4),
  tiers: tiersSchema,
  /** From application to welcome. */
  steps: titledListSchema(4),
  faqs: z
    .array(z.strictObject({ question: textSchema, answer: textSchema }))
    .min(4)
    .superRefine(uniqueBy('question', (item) => item.question)),
});
export type MembershipPage = z.infer<typeof MembershipPageSchema>;
export type MembershipPageInput = z.input<typeof MembershipPageSchema>;

/**
 * The page's Indonesian text. Tier ids, fees and discounts are shared; everything a reader reads
 * as prose is here, tier names included.
 */
export const MembershipTranslationSchema = z.strictObject({
  intro: textSchema,
  eligibility: z.strictObject({
    intro: textSchema,
    criteria: z.array(textSchema),
    note: textSchema,
  }),
  benefits: z.array(note),
  tiers: z
    .array(
      z.strictObject({
        name: textSchema,
        summary: textSchema,
        features: z.array(textSchema).min(1),
      }),
    )
    .length(MEMBERSHIP_TIERS.length),
  steps: z.array(note),
  faqs: z.array(z.strictObject({ question: textSchema, answer: textSchema })),
});
export type MembershipTranslation = z.input<typeof MembershipTranslationSchema>;
