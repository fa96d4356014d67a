import { createHash } from 'node:crypto';
import { z } from 'zod';
import { encodeDirectoryIndex, toDirectoryEntry, type DirectoryEntry } from '@/lib/directory';
import { generateSampleCeos, readSampleSize } from './ceo-sample';
import { CEO_CONTENT } from './content/ceos';
import {
  DEFAULT_DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZES,
  DIRECTORY_PROVINCES,
  INDUSTRIES,
} from './options';
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

/**
 * The hand-written profiles, topped up with generated ones to `DIRECTORY_SAMPLE_SIZE` when that is
 * set at build time (a load test of the real membership's size); both go through the same schema.
 */
function loadCeos(): readonly Ceo[] {
  const size = readSampleSize(process.env.DIRECTORY_SAMPLE_SIZE);
  const extra = generateSampleCeos(size - CEO_CONTENT.length, CEO_CONTENT.length);
  return Object.freeze(CeoListSchema.parse([...CEO_CONTENT, ...extra]));
}

const ceos = loadCeos();

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

/** Up to this many profiles travel whole in the directory page: any page size then needs no index. */
const INLINE_DIRECTORY_LIMIT = Math.max(...DIRECTORY_PAGE_SIZES);

/**
 * What the directory page carries: every profile while they fit in the largest page, otherwise the
 * unfiltered first page only (the rest come from the search index), and the total count.
 */
export function getDirectoryPreview(): { initial: DirectoryEntry[]; total: number } {
  const shown =
    ceos.length <= INLINE_DIRECTORY_LIMIT ? ceos : ceos.slice(0, DEFAULT_DIRECTORY_PAGE_SIZE);
  return { initial: shown.map(toDirectoryEntry), total: ceos.length };
}

let directoryIndex: { json: string; url: string } | undefined;

/**
 * The directory's search index as JSON, and its address: `/ceo-directory/index.json` with a hash
 * of its content, so a browser or CDN never pairs a new page with an old index.
 */
export function getDirectoryIndex(): { json: string; url: string } {
  if (!directoryIndex) {
    const json = JSON.stringify(encodeDirectoryIndex(ceos.map(toDirectoryEntry)));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    directoryIndex = { json, url: `${DIRECTORY_INDEX_PATH}?v=${hash}` };
  }
  return directoryIndex;
}

/** Where the search index is published (app/(site)/ceo-directory/index.json/route.ts). */
export const DIRECTORY_INDEX_PATH = '/ceo-directory/index.json';
