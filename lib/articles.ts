import {
  ALL_CATEGORIES,
  ARTICLE_CATEGORY_OPTIONS,
  type ArticleCategory,
  type ArticleCategoryOption,
} from '@/data/options';
import { defineListingQuery, matchesText, option, positiveInt, text } from './listing-query';

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

/** The listing's state in the URL: `?category=&q=&page=`. */
export const articleQuery = defineListingQuery<ArticleCriteria>(
  { category: ALL_CATEGORIES, q: '', page: 1 },
  { category: option(ARTICLE_CATEGORY_OPTIONS), q: text(), page: positiveInt() },
);

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
