import { z } from 'zod';
import { COLLABORATION_TYPES } from '../options';
import {
  PackagesTranslationSchema,
  packagesSchema,
  TitledTextSchema as note,
  titledListSchema,
} from './programmes';
import { textSchema, uniqueBy } from './helpers';

export const PartnershipPageSchema = z.strictObject({
  intro: textSchema,
  benefits: titledListSchema(4),
  /** One per kind of collaboration the application form offers, in the form's order. */
  collaborationTypes: z
    .array(
      z.strictObject({ type: z.enum(COLLABORATION_TYPES), title: textSchema, text: textSchema }),
    )
    .superRefine((items, ctx) => {
      const types = items.map((item) => item.type).join();
      if (types !== COLLABORATION_TYPES.join()) {
        ctx.addIssue({ code: 'custom', message: `Expected ${COLLABORATION_TYPES.join(', ')}` });
      }
    }),
  packages: packagesSchema,
  deliverables: titledListSchema(4),
  /** The spec's four steps. */
  steps: titledListSchema(4).length(4),
  /** Fictional people and companies. */
  testimonials: z
    .array(
      z.strictObject({
        quote: textSchema,
        name: textSchema,
        role: textSchema,
        company: textSchema,
      }),
    )
    .min(2)
    .superRefine(uniqueBy('name', (item) => item.name)),
  faqs: z
    .array(z.strictObject({ question: textSchema, answer: textSchema }))
    .min(3)
    .superRefine(uniqueBy('question', (item) => item.question)),
});

/**
 * The page's Indonesian text. Collaboration types, package ids and names, invite counts and the
 * testimonials' names and companies are shared; everything a reader reads as prose is here.
 */
export const PartnershipTranslationSchema = z.strictObject({
  intro: textSchema,
  benefits: z.array(note),
  collaborationTypes: z.array(note),
  packages: PackagesTranslationSchema,
  deliverables: z.array(note),
  steps: z.array(note),
  testimonials: z.array(z.strictObject({ quote: textSchema, role: textSchema })),
  faqs: z.array(z.strictObject({ question: textSchema, answer: textSchema })),
});
export type PartnershipTranslation = z.input<typeof PartnershipTranslationSchema>;

export type PartnershipPage = z.infer<typeof PartnershipPageSchema>;
export type PartnershipPageInput = z.input<typeof PartnershipPageSchema>;
