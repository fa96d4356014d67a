import 'server-only';
import { createHash } from 'node:crypto';
import { getCeos } from '@/data/ceos';
import type { Locale } from '@/data/locales';
import { DEFAULT_DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZES } from './constants';
import { encodeDirectoryIndex, toDirectoryEntry, type DirectoryEntry } from './directory';

/*
 * What the exported pages carry of the directory: the preview the directory page renders and the
 * search index it fetches. Build-time only (node:crypto hashes the index), hence `server-only`: a
 * client component that imported this would fail the build instead of shipping the whole
 * directory. The rules it applies are lib/directory.ts's; the profiles come from data/ceos.ts.
 */

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
