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

/** The width of the thumbnail a result shows (a published variant width, lib/image-sizes.mjs). */
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

/**
 * The kinds that have results, in SEARCH_KINDS order, with their counts, from the counts
 * Pagefind gives per filter value (`search.filters.kind`); unknown values and zeros are left out.
 */
export function kindsWithResults(counts: Readonly<Record<string, number>> | undefined) {
  return SEARCH_KINDS.filter((kind) => (counts?.[kind] ?? 0) > 0).map((kind) => ({
    kind,
    count: counts?.[kind] ?? 0,
  }));
}

/**
 * Groups results by kind, in SEARCH_KINDS order, each group keeping its results' order (best
 * first) and its count of matches (`counts`, or the results' own number where none is given).
 */
export function groupHitsByKind(
  hits: readonly SearchHit[],
  counts: Readonly<Partial<Record<SearchKind, number>>> = {},
): SearchGroup[] {
  return SEARCH_KINDS.flatMap((kind) => {
    const own = hits.filter((hit) => hit.kind === kind);
    const count = Math.max(counts[kind] ?? 0, own.length);
    return count > 0 ? [{ kind, count, hits: own }] : [];
  });
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
