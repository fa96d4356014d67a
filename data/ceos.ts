import { z } from 'zod';
import { CEO_CONTENT } from './content/ceos';
import { DIRECTORY_PROVINCES, INDUSTRIES } from './options';
import {
  exampleEmailSchema,
  exampleUrlSchema,
  imagePathSchema,
  slugSchema,
  textSchema,
  uniqueBy,
} from './schema-helpers';

/** How many profiles the home page's directory teaser shows (the first ones). */
export const HOME_CEO_COUNT = 3;

export const CeoContactSchema = z.strictObject({
  // Every channel is optional: a profile without any shows 'Contact information not available'.
  email: exampleEmailSchema.optional(),
  linkedin: exampleUrlSchema.optional(),
  website: exampleUrlSchema.optional(),
});

export const CeoSchema = z.strictObject({
  id: z.string().regex(/^ceo-\d{3}$/),
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
  contact: CeoContactSchema,
  /** Awards and milestones; the Highlights section is hidden when this is empty. */
  highlights: z.array(textSchema),
  /** The company's website, shown in the Company & Industry section. */
  companyLink: exampleUrlSchema.optional(),
});

export type Ceo = z.infer<typeof CeoSchema>;
export type CeoContact = z.infer<typeof CeoContactSchema>;
export type CeoInput = z.input<typeof CeoSchema>;

export const CeoListSchema = z
  .array(CeoSchema)
  .superRefine(uniqueBy('CEO id', (ceo) => ceo.id))
  .superRefine(uniqueBy('CEO slug', (ceo) => ceo.slug));

const ceos: readonly Ceo[] = Object.freeze(CeoListSchema.parse(CEO_CONTENT));

/** Every directory profile, in directory order. */
export function getCeos(): readonly Ceo[] {
  return ceos;
}

/** The profiles the home page's teaser shows: the first three of the directory. */
export function getHomeCeos(): readonly Ceo[] {
  return ceos.slice(0, HOME_CEO_COUNT);
}

/** One profile by slug, or undefined when no profile has it. */
export function getCeoBySlug(slug: string): Ceo | undefined {
  return ceos.find((ceo) => ceo.slug === slug);
}

/** Every profile slug, for generateStaticParams. */
export function getCeoSlugs(): string[] {
  return ceos.map((ceo) => ceo.slug);
}

/** True when a profile has at least one way to get in touch. */
export function hasContactDetails(contact: CeoContact): boolean {
  return Boolean(contact.email || contact.linkedin || contact.website);
}
