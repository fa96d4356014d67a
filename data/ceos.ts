import { createHash } from 'node:crypto';
import { encodeDirectoryIndex, toDirectoryEntry, type DirectoryEntry } from '@/lib/directory';
import { generateSampleCeos, readSampleSize, sampleCeoTranslation } from './ceo-sample';
import { CEO_CONTENT } from './content/ceos';
import { CEO_CONTENT_ID } from './content/id/ceos';
import type { Locale } from './locales';
import { CeoListSchema, CeoTranslationSchema, type Ceo } from './schemas/ceos';
import { localizeRecords } from './schemas/translation';
import { DEFAULT_DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZES, HOME_CEO_COUNT } from '@/lib/constants';

/**
 * The hand-written profiles, topped up with generated ones to `DIRECTORY_SAMPLE_SIZE` when that is
 * set at build time (a load test of the real membership's size); both go through the same schema.
 */
function loadCeos(): readonly Ceo[] {
  const size = readSampleSize(process.env.DIRECTORY_SAMPLE_SIZE);
  const portraits = CEO_CONTENT.map((ceo) => ceo.image);
  const extra = generateSampleCeos(size - CEO_CONTENT.length, CEO_CONTENT.length, portraits);
  return Object.freeze(CeoListSchema.parse([...CEO_CONTENT, ...extra]));
}

const ceos = loadCeos();

/**
 * The Indonesian edition: the hand-written profiles from data/content/id/ceos.ts, the generated
 * ones from the generator's own Indonesian (sampleCeoTranslation).
 */
function translateCeos(): readonly Ceo[] {
  const generated = Object.fromEntries(
    ceos.slice(CEO_CONTENT.length).map((ceo) => [ceo.id, sampleCeoTranslation(ceo)]),
  );
  return Object.freeze(
    localizeRecords(
      'CEO profile',
      ceos,
      { ...CEO_CONTENT_ID, ...generated },
      CeoTranslationSchema,
      (ceo) => ceo.id,
    ),
  );
}

const editions: Readonly<Record<Locale, readonly Ceo[]>> = { en: ceos, id: translateCeos() };

/** Every directory profile, in directory order, in `locale`. */
export function getCeos(locale: Locale = 'en'): readonly Ceo[] {
  return editions[locale];
}

/** The profiles the home page's teaser shows: the first three of the directory. */
export function getHomeCeos(locale: Locale = 'en'): readonly Ceo[] {
  return editions[locale].slice(0, HOME_CEO_COUNT);
}

/** One profile by slug, or undefined when no profile has it. */
export function getCeoBySlug(slug: string, locale: Locale = 'en'): Ceo | undefined {
  return editions[locale].find((ceo) => ceo.slug === slug);
}

/** Every profile slug, for generateStaticParams. */
export function getCeoSlugs(): string[] {
  return ceos.map((ceo) => ceo.slug);
}

/** Up to this many profiles travel whole in the directory page: any page size then needs no index. */
const INLINE_DIRECTORY_LIMIT = Math.max(...DIRECTORY_PAGE_SIZES);

/**
 * What the directory page carries: every profile while they fit in the largest page, otherwise the
 * unfiltered first page only (the rest come from the search index), and the total count.
 */
export function getDirectoryPreview(locale: Locale = 'en'): {
  initial: DirectoryEntry[];
  total: number;
} {
  const all = getCeos(locale);
  const shown =
    all.length <= INLINE_DIRECTORY_LIMIT ? all : all.slice(0, DEFAULT_DIRECTORY_PAGE_SIZE);
  return { initial: shown.map(toDirectoryEntry), total: all.length };
}

const directoryIndexes = new Map<Locale, { json: string; url: string }>();

/**
 * The directory's search index as JSON, and its address: `/ceo-directory/index.json` with a hash
 * of its content, so a browser or CDN never pairs a new page with an old index.
 */
export function getDirectoryIndex(locale: Locale = 'en'): { json: string; url: string } {
  let index = directoryIndexes.get(locale);
  if (!index) {
    const json = JSON.stringify(encodeDirectoryIndex(getCeos(locale).map(toDirectoryEntry)));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    index = { json, url: `${directoryIndexPath(locale)}?v=${hash}` };
    directoryIndexes.set(locale, index);
  }
  return index;
}

/** Where the search index is published (app/(site)/ceo-directory/index.json/route.ts). */
export const DIRECTORY_INDEX_PATH = '/ceo-directory/index.json';

/** Each edition's index, with its own titles and companies' words: `/id/ceo-directory/index.json`. */
export function directoryIndexPath(locale: Locale): string {
  return locale === 'en' ? DIRECTORY_INDEX_PATH : `/${locale}${DIRECTORY_INDEX_PATH}`;
}
