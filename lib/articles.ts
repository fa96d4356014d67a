import {
  ALL_CATEGORIES,
  ARTICLE_CATEGORY_OPTIONS,
  type ArticleCategory,
  type ArticleCategoryOption,
} from '@/data/options';
import {
  buildQuery,
  matchesText,
  readOption,
  readPositiveInt,
  readText,
  toSearchParams,
  type QueryInput,
} from './query';

/** What the listing's filters need of an article (the card itself is rendered on the server). */
export type ArticleEntry = {
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  tags: readonly string[];
  authorName: string;
};

export type ArticleCriteria = { category: ArticleCategoryOption; q: string; page: number };

export const DEFAULT_ARTICLE_CRITERIA: ArticleCriteria = {
  category: ALL_CATEGORIES,
  q: '',
  page: 1,
};

/**
 * The articles matching the criteria, in the order given (newest first from the data): search is
 * a case-insensitive "contains" on the title, excerpt, any tag and the author's name; the category
 * matches exactly ('All Categories' = any).
 */
export function filterArticles<T extends ArticleEntry>(
  articles: readonly T[],
  criteria: Omit<ArticleCriteria, 'page'>,
): T[] {
  return articles.filter(
    (article) =>
      (criteria.category === ALL_CATEGORIES || article.category === criteria.category) &&
      matchesText(criteria.q, [
        article.title,
        article.excerpt,
        article.authorName,
        ...article.tags,
      ]),
  );
}

/** Reads the listing's state from a query (`?category=&q=&page=`). */
export function parseArticleQuery(input: QueryInput): ArticleCriteria {
  const params = toSearchParams(input);
  const d = DEFAULT_ARTICLE_CRITERIA;
  return {
    category: readOption(params, 'category', ARTICLE_CATEGORY_OPTIONS, d.category),
    q: readText(params, 'q'),
    page: readPositiveInt(params, 'page', d.page),
  };
}

/** Writes the listing's state as a query, leaving out defaults: '' for the plain listing. */
export function serializeArticleQuery(criteria: ArticleCriteria): string {
  const d = DEFAULT_ARTICLE_CRITERIA;
  return buildQuery([
    ['category', criteria.category, d.category],
    ['q', criteria.q, d.q],
    ['page', criteria.page, d.page],
  ]);
}

/** The fields of an article the listing's filters need. */
export function toArticleEntry(article: {
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  tags: readonly string[];
  author: { name: string };
}): ArticleEntry {
  const { slug, title, excerpt, category, tags, author } = article;
  return { slug, title, excerpt, category, tags, authorName: author.name };
}
