import { createHash } from 'node:crypto';
import { encodeDirectoryIndex, toDirectoryEntry, type DirectoryEntry } from '@/lib/directory';
import { generateSampleCeos, readSampleSize } from './ceo-sample';
import { CEO_CONTENT } from './content/ceos';
import { CeoListSchema, type Ceo } from './schemas/ceos';
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
