import {
  ALL_CATEGORIES,
  ALL_YEARS,
  NEWS_CATEGORY_OPTIONS,
  type NewsCategory,
  type NewsCategoryOption,
} from '@/data/options';
import { defineListingQuery, matchesText, option, positiveInt, text } from './listing-query';

/** What the newsroom's filters need of an item (the card itself is rendered on the server). */
export type NewsEntry = {
  slug: string;
  headline: string;
  excerpt: string;
  category: NewsCategory;
  author?: string;
  source: string;
  publishedAt: string;
};

/** The year filter: 'All Years' or one publication year, as the dropdown's value ('2025'). */
export type NewsYearOption = typeof ALL_YEARS | `${number}`;

export type NewsCriteria = {
  category: NewsCategoryOption;
  year: NewsYearOption;
  q: string;
  page: number;
};

const yearOf = (isoDate: string) => isoDate.slice(0, 4);

/** The year dropdown: 'All Years', then every distinct publication year, newest first. */
export function newsYearOptions(
  items: readonly Pick<NewsEntry, 'publishedAt'>[],
): NewsYearOption[] {
  const years = [...new Set(items.map((item) => yearOf(item.publishedAt)))].sort((a, b) =>
    b.localeCompare(a),
  );
  return [ALL_YEARS, ...(years as `${number}`[])];
}

/**
 * The items matching the criteria, in the order given (newest first from the data): search is a
 * case-insensitive "contains" on the headline, excerpt, author and source; category and year match
 * exactly, and their "All" values match everything.
 */
export function filterNews<T extends NewsEntry>(
  items: readonly T[],
  criteria: Omit<NewsCriteria, 'page'>,
): T[] {
  return items.filter(
    (item) =>
      (criteria.category === ALL_CATEGORIES || item.category === criteria.category) &&
      (criteria.year === ALL_YEARS || yearOf(item.publishedAt) === criteria.year) &&
      matchesText(criteria.q, [item.headline, item.excerpt, item.author, item.source]),
  );
}

/**
 * The newsroom's state in the URL: `?category=&year=&q=&page=`; a year is accepted only when the
 * dropdown offers it (`years`).
 */
export function newsQuery(years: readonly NewsYearOption[]) {
  return defineListingQuery<NewsCriteria>(
    { category: ALL_CATEGORIES, year: ALL_YEARS, q: '', page: 1 },
    {
      category: option(NEWS_CATEGORY_OPTIONS),
      year: option(years),
      q: text(),
      page: positiveInt(),
    },
  );
}

/** The fields of a news item the newsroom's filters need. */
export function toNewsEntry(item: NewsEntry): NewsEntry {
  const { slug, headline, excerpt, category, author, source, publishedAt } = item;
  return { slug, headline, excerpt, category, source, publishedAt, ...(author ? { author } : {}) };
}
