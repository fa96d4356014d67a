import { z } from 'zod';
import { EVENT_TARGETS } from '../options';
import {
  PackagesTranslationSchema,
  packagesSchema,
  TitledTextSchema as note,
  titledListSchema,
} from './programmes';
import { textSchema } from './helpers';

export const SponsorshipPageSchema = z.strictObject({
  intro: textSchema,
  benefits: titledListSchema(4),
  /** The package ids are the form's package values. */
  packages: packagesSchema,
  deliverables: titledListSchema(4),
  /** One per event a sponsor can target in the application form, in the form's order. */
  eventTypes: z
    .array(
      z.strictObject({
        type: z.enum(EVENT_TARGETS),
        title: textSchema,
        text: textSchema,
        audience: textSchema,
      }),
    )
    .superRefine((items, ctx) => {
      const types = items.map((item) => item.type).join();
      if (types !== EVENT_TARGETS.join()) {
        ctx.addIssue({ code: 'custom', message: `Expected ${EVENT_TARGETS.join(', ')}` });
      }
    }),
  steps: titledListSchema(3),
});

/** The page's Indonesian text; event types, package ids, names and invites are shared. */
export const SponsorshipTranslationSchema = z.strictObject({
  intro: textSchema,
  benefits: z.array(note),
  packages: PackagesTranslationSchema,
  deliverables: z.array(note),
  eventTypes: z.array(
    z.strictObject({ title: textSchema, text: textSchema, audience: textSchema }),
  ),
  steps: z.array(note),
});
export type SponsorshipTranslation = z.input<typeof SponsorshipTranslationSchema>;

export type SponsorshipPage = z.infer<typeof SponsorshipPageSchema>;
export type SponsorshipPageInput = z.input<typeof SponsorshipPageSchema>;
