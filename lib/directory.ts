import {
  ALL_INDUSTRIES,
  ALL_PROVINCES,
  DIRECTORY_PROVINCE_OPTIONS,
  DIRECTORY_PROVINCES,
  INDUSTRIES,
  INDUSTRY_OPTIONS,
  type DirectoryProvince,
  type DirectoryProvinceOption,
  type Industry,
  type IndustryOption,
} from '@/data/options';
import { defineListingQuery, matchesText, option, positiveInt, text } from './listing-query';
import type { DirectoryPageSize } from './constants';
import { DEFAULT_DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZES } from './constants';

/** What a directory card and the filters need of a profile (no bio). */
export type DirectoryEntry = {
  slug: string;
  name: string;
  title: string;
  company: string;
  industry: Industry;
  province: DirectoryProvince;
  /** The portrait: `/images/ceos/<name>.webp`, or an upload's `/images/uploads/<file>`. */
  image: string;
};

export type DirectoryCriteria = {
  q: string;
  industry: IndustryOption;
  province: DirectoryProvinceOption;
  perPage: DirectoryPageSize;
  page: number;
};

/** The directory's state in the URL: `?q=&industry=&province=&per=&page=`. */
export const directoryQuery = defineListingQuery<DirectoryCriteria>(
  {
    q: '',
    industry: ALL_INDUSTRIES,
    province: ALL_PROVINCES,
    perPage: DEFAULT_DIRECTORY_PAGE_SIZE,
    page: 1,
  },
  {
    q: text(),
    industry: option(INDUSTRY_OPTIONS),
    province: option(DIRECTORY_PROVINCE_OPTIONS),
    perPage: option(DIRECTORY_PAGE_SIZES, { key: 'per', kept: true }),
    page: positiveInt(),
  },
);

/**
 * The profiles matching the criteria: search is a case-insensitive substring of the name, company
 * or title; industry and province match exactly; a filter at its "All" value is ignored.
 */
export function filterCeos<T extends DirectoryEntry>(
  entries: readonly T[],
  criteria: Omit<DirectoryCriteria, 'page' | 'perPage'>,
): T[] {
  const needle = criteria.q.trim().toLocaleLowerCase('en-US');
  const matchesSearch = (entry: T) =>
    !needle ||
    (needle.includes(FIELD_BREAK)
      ? matchesText(needle, [entry.name, entry.company, entry.title])
      : searchableText(entry).includes(needle));
  return entries.filter(
    (entry) =>
      (criteria.industry === ALL_INDUSTRIES || entry.industry === criteria.industry) &&
      (criteria.province === ALL_PROVINCES || entry.province === criteria.province) &&
      matchesSearch(entry),
  );
}

const FIELD_BREAK = '\n';
const searchTexts = new WeakMap<DirectoryEntry, string>();

/**
 * An entry's name, company and title, lower-cased once and kept: a keystroke then scans 3,000
 * profiles as plain strings instead of lower-casing 9,000 fields again (a needle never spans two
 * fields, since none contains the line break between them).
 */
function searchableText(entry: DirectoryEntry): string {
  let text = searchTexts.get(entry);
  if (text === undefined) {
    text = [entry.name, entry.company, entry.title]
      .map((field) => field.toLocaleLowerCase('en-US'))
      .join(FIELD_BREAK);
    searchTexts.set(entry, text);
  }
  return text;
}

/** True when a profile has at least one way to get in touch. */
export function hasContactDetails(contact: {
  email?: string;
  linkedin?: string;
  website?: string;
}): boolean {
  return Boolean(contact.email || contact.linkedin || contact.website);
}

/** The fields of a profile the directory's filters need. */
export function toDirectoryEntry<T extends DirectoryEntry>({
  slug,
  name,
  title,
  company,
  industry,
  province,
  image,
}: T): DirectoryEntry {
  return { slug, name, title, company, industry, province, image };
}

/**
 * The directory's search index: every profile as one compact row, fetched by the browser the first
 * time a visitor needs more than the page of cards in the HTML. Industry and province are indices
 * into the option lists the browser already has; a drawn portrait is its file name.
 */
export type DirectoryIndex = {
  version: typeof DIRECTORY_INDEX_VERSION;
  rows: [
    slug: string,
    name: string,
    title: string,
    company: string,
    industry: number,
    province: number,
    portrait: string,
  ][];
};

const DIRECTORY_INDEX_VERSION = 1;
const PORTRAIT = /^\/images\/ceos\/([a-z0-9-]+)\.webp$/;

/** A portrait as a row keeps it: a drawn one by its file name, an uploaded one by its path. */
function encodePortrait(image: string): string {
  const name = PORTRAIT.exec(image)?.[1];
  if (name) return name;
  if (!image.startsWith('/images/')) throw new Error(`Unexpected portrait path ${image}`);
  return image;
}
const decodePortrait = (portrait: string) =>
  portrait.startsWith('/') ? portrait : `/images/ceos/${portrait}.webp`;

/** Writes the profiles as a DirectoryIndex. */
export function encodeDirectoryIndex(entries: readonly DirectoryEntry[]): DirectoryIndex {
  return {
    version: DIRECTORY_INDEX_VERSION,
    rows: entries.map((entry) => {
      return [
        entry.slug,
        entry.name,
        entry.title,
        entry.company,
        INDUSTRIES.indexOf(entry.industry),
        DIRECTORY_PROVINCES.indexOf(entry.province),
        encodePortrait(entry.image),
      ];
    }),
  };
}

/**
 * Reads a DirectoryIndex back into entries. Anything malformed (a stale or foreign file) throws,
 * so the directory can say it could not load rather than show wrong cards.
 */
export function decodeDirectoryIndex(data: unknown): DirectoryEntry[] {
  const index = data as Partial<DirectoryIndex> | null;
  if (index?.version !== DIRECTORY_INDEX_VERSION || !Array.isArray(index.rows)) {
    throw new Error('Not a directory index');
  }
  return index.rows.map((row) => {
    const [slug, name, title, company, industryIndex, provinceIndex, portrait] = row;
    const industry = INDUSTRIES[industryIndex];
    const province = DIRECTORY_PROVINCES[provinceIndex];
    const texts = [slug, name, title, company, portrait];
    if (!industry || !province || texts.some((text) => typeof text !== 'string')) {
      throw new Error('Malformed directory index row');
    }
    return {
      slug,
      name,
      title,
      company,
      industry,
      province,
      image: decodePortrait(portrait),
    };
  });
}
