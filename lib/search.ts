import type { Locale } from '@/data/locales';
import imageLoader from './image-loader';
import { defineListingQuery, text } from './listing-query';

/**
 * The site search's pure side: what a page tells the index about itself (its kind, image and
 * date), and how the results Pagefind gives back are read, grouped and shown. The index is built
 * from the exported HTML after `next build` (scripts/build-search-index.mjs); the browser queries
 * it in pieces (components/search/pagefind.ts).
 */

/** The kinds of page a result can be, in the order their groups are shown. */
export const SEARCH_KINDS = [
  'member',
  'event',
  'article',
  'news',
  'gallery',
  'project',
  'page',
] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The index's filter that holds a page's kind. */
export const KIND_FILTER = 'kind';

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
}

/** The width of the thumbnail a result shows (a published variant width, lib/image-widths.mjs). */
export const SEARCH_THUMBNAIL_WIDTH = 96;

/**
 * The attributes of the hidden marker a page carries inside its `data-pagefind-body`: its kind as
 * a filter, and its thumbnail and date as metadata. Pagefind reads an inline `key:value` only
 * as the last item of an attribute, hence one marker element per value.
 */
export function searchRecordMarkers(record: { kind: SearchKind; image?: string; date?: string }) {
  const markers: Record<string, string>[] = [
    { 'data-pagefind-filter': `${KIND_FILTER}:${record.kind}` },
  ];
  if (record.image) {
    const thumbnail = imageLoader({ src: record.image, width: SEARCH_THUMBNAIL_WIDTH });
    markers.push({ 'data-pagefind-meta': `image:${thumbnail}` });
  }
  if (record.date) markers.push({ 'data-pagefind-meta': `date:${record.date}` });
  return markers;
}

/** A run of an excerpt: plain text, or a matched word (shown in <mark>). */
export type ExcerptPart = { text: string; mark: boolean };

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references an excerpt may hold ('&amp;' → '&', '&#39;' → "'"). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A marked word's punctuation ('Jakarta,' as Pagefind marks it), left outside the mark. */
const MARK_EDGES = /^([^\p{L}\p{N}]*)([\s\S]*?)([^\p{L}\p{N}]*)$/u;

/**
 * Reads a Pagefind excerpt, an HTML string whose only tags are `<mark>` around matched words and
 * whose other text is entity-encoded, into runs of text the page renders as text nodes and
 * `<mark>` elements. Nothing in it is ever parsed as HTML: any other tag-like text stays text.
 * Punctuation around a marked word is not marked; adjacent runs of the same kind are merged, and
 * empty ones dropped.
 */
export function parseExcerpt(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (text: string, mark: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  let mark = false;
  for (const token of html.split(/(<\/?mark>)/i)) {
    const lower = token.toLowerCase();
    if (lower === '<mark>') mark = true;
    else if (lower === '</mark>') mark = false;
    else if (!mark) push(decodeEntities(token), false);
    else {
      const [, before = '', word = '', after = ''] = MARK_EDGES.exec(decodeEntities(token)) ?? [];
      if (!word) push(before + after, true);
      else {
        push(before, false);
        push(word, true);
        push(after, false);
      }
    }
  }
  return parts;
}

/** What Pagefind returns for one result once its fragment is loaded (the fields read here). */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta?: Record<string, string | undefined>;
  filters?: Record<string, readonly string[] | undefined>;
};

/** One result as the interface shows it. */
export type SearchHit = {
  url: string;
  title: string;
  kind: SearchKind;
  excerpt: ExcerptPart[];
  image?: string;
  /** `YYYY-MM-DD`. */
  date?: string;
};

/** A site path Pagefind may hand back: root-relative, never another origin or a script. */
const isSitePath = (value: string) => /^\/(?![/\\])/.test(value);

/**
 * A result's data as a hit: its URL (root-relative only), its title (the page's first heading),
 * kind, excerpt, thumbnail and date. A result without a valid URL or kind is dropped (null).
 */
export function toSearchHit(data: PagefindResultData): SearchHit | null {
  const kind = data.filters?.[KIND_FILTER]?.[0];
  if (!isSitePath(data.url) || !isSearchKind(kind)) return null;
  const meta = data.meta ?? {};
  const title = meta.title?.trim() || data.url;
  const image = meta.image && isSitePath(meta.image) ? meta.image : undefined;
  const date = meta.date && /^\d{4}-\d{2}-\d{2}$/.test(meta.date) ? meta.date : undefined;
  return { url: data.url, title, kind, excerpt: parseExcerpt(data.excerpt), image, date };
}

/** One kind's results: how many match, and the first of them (as many as were loaded). */
export type SearchGroup = { kind: SearchKind; count: number; hits: SearchHit[] };

/** A kind's results as searched: its group so far, and a way to load its next results. */
export type SearchGroupResult = SearchGroup & {
  loadMore: (count: number) => Promise<SearchHit[]>;
};

/** The little of Pagefind's API the search needs (components/search/pagefind.ts loads it). */
export type SearchIndex = {
  search: (
    term: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: readonly { data: () => Promise<PagefindResultData> }[] } | null>;
};

export type SearchByKindOptions = {
  /** False once the visitor has asked something else: the rest of the work is dropped. */
  isCurrent?: () => boolean;
  /** Called as each kind's results come in, with the groups so far, in order. */
  onProgress?: (groups: SearchGroupResult[]) => void;
};

async function hitsOf(results: readonly { data: () => Promise<PagefindResultData> }[]) {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map(toSearchHit).filter((hit): hit is SearchHit => hit !== null);
}

/**
 * Searches the index kind by kind, in SEARCH_KINDS order: each kind with results is a group with
 * its count and its best `perKind` results (a search per kind, so an event is shown even where
 * fifty profiles rank above it). Only the results shown are loaded (each one is a fetch), one
 * kind after another, so the first group can be painted (`onProgress`) before the others are in;
 * `loadMore` loads a group's next results. A query no longer current stops at the next step and
 * gives null.
 */
export async function searchByKind(
  index: SearchIndex,
  query: string,
  perKind: number,
  { isCurrent = () => true, onProgress }: SearchByKindOptions = {},
): Promise<SearchGroupResult[] | null> {
  const groups: SearchGroupResult[] = [];
  for (const kind of SEARCH_KINDS) {
    if (!isCurrent()) return null;
    const results = (await index.search(query, { filters: { [KIND_FILTER]: kind } }))?.results;
    if (!results?.length) continue;
    if (!isCurrent()) return null;
    let shown = Math.min(perKind, results.length);
    groups.push({
      kind,
      count: results.length,
      hits: await hitsOf(results.slice(0, shown)),
      loadMore: async (more) => {
        const next = results.slice(shown, shown + more);
        shown += next.length;
        return hitsOf(next);
      },
    });
    if (isCurrent()) onProgress?.([...groups]);
  }
  return isCurrent() ? groups : null;
}

/** The number of results of every group together. */
export function totalCount(groups: readonly SearchGroup[]): number {
  return groups.reduce((sum, group) => sum + group.count, 0);
}

/** The longest query read from a URL or sent to the index. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** The /search page's state in its URL: `?q=`. */
export const searchQuery = defineListingQuery({ q: '' }, { q: text(SEARCH_QUERY_MAX_LENGTH) });

/**
 * The shortest query the index is asked. One letter would match every word it begins (Pagefind
 * matches the last word as a prefix): much work and many fetches for no useful result.
 */
export const SEARCH_QUERY_MIN_LENGTH = 2;

/** The query as the index is asked it: trimmed, spaces collapsed; '' (too short) asks nothing. */
export function normalizeQuery(query: string): string {
  const normal = query.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  return normal.length < SEARCH_QUERY_MIN_LENGTH ? '' : normal;
}

const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', id: 'id-ID' };

/**
 * A result's date ('15 March 2025', '15 Maret 2025'). Results exist only in the browser, so
 * `Intl` (no date library in the search's code) can do it; the content date is read as UTC and
 * written in UTC, so it is the same day in every time zone.
 */
export function formatSearchDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
