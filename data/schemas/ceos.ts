import { z } from 'zod';
import { DIRECTORY_PROVINCES, INDUSTRIES } from '../options';
import {
  exampleEmailSchema,
  exampleUrlSchema,
  imagePathSchema,
  slugSchema,
  textSchema,
  uniqueBy,
} from './helpers';

export const CeoContactSchema = z.strictObject({
  // Every channel is optional: a profile without any shows 'Contact information not available'.
  email: exampleEmailSchema.optional(),
  linkedin: exampleUrlSchema.optional(),
  website: exampleUrlSchema.optional(),
});

export const CeoSchema = z.strictObject({
  // ceo-001… by hand; generated samples continue as ceo-0013… (see data/ceo-sample.ts).
  id: z.string().regex(/^ceo-\d{3,6}$/),
  slug: slugSchema,
  name: textSchema,
  title: textSchema,
  company: textSchema,
  industry: z.enum(INDUSTRIES),
  province: z.enum(DIRECTORY_PROVINCES),
  /** Portrait, CEO_PORTRAIT_SIZE. */
  image: imagePathSchema('ceos'),
  /** The Overview section, one string per paragraph. */
  bio: z.array(textSchema).min(1),
  expertise: z.array(textSchema).min(1),
  /** A profile without any channel may leave it out: it reads 'Contact information not available'. */
  contact: CeoContactSchema.default({}),
  /** Awards and milestones; the Highlights section is hidden when this is empty. */
  highlights: z.array(textSchema),
  /** The company's website, shown in the Company & Industry section. */
  companyLink: exampleUrlSchema.optional(),
});

/**
 * A profile's Indonesian text: the job title, biography, expertise and highlights. Name, company,
 * industry and province (option lists the interface labels), portrait and contacts are shared.
 */
export const CeoTranslationSchema = z.strictObject({
  title: textSchema,
  bio: z.array(textSchema).min(1),
  expertise: z.array(textSchema).min(1),
  highlights: z.array(textSchema),
});
export type CeoTranslation = z.input<typeof CeoTranslationSchema>;

export type Ceo = z.infer<typeof CeoSchema>;
export type CeoContact = z.infer<typeof CeoContactSchema>;
export type CeoInput = z.input<typeof CeoSchema>;

export const CeoListSchema = z
  .array(CeoSchema)
  .superRefine(uniqueBy('CEO id', (ceo) => ceo.id))
  .superRefine(uniqueBy('CEO slug', (ceo) => ceo.slug));
