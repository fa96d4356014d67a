import { ARTICLE_CONTENT } from './content/articles';
import { ARTICLE_CONTENT_ID } from './content/id/articles';
import type { Locale } from './locales';
import {
  ARTICLE_SHARED_FIELDS,
  ArticleListSchema,
  ArticleTranslationSchema,
  type Article,
} from './schemas/articles';
import { localizeRecords } from './schemas/translation';

const articles: readonly Article[] = Object.freeze(ArticleListSchema.parse(ARTICLE_CONTENT));

/** Published articles, newest first; drafts never leave this module. */
const publishedOf = (items: readonly Article[]): readonly Article[] =>
  Object.freeze(
    items
      .filter((article) => article.status === 'published')
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
  );

const editions: Readonly<Record<Locale, readonly Article[]>> = {
  en: publishedOf(articles),
  id: publishedOf(
    localizeRecords(
      'article',
      articles,
      ARTICLE_CONTENT_ID,
      ArticleTranslationSchema,
      (article) => article.id,
      ARTICLE_SHARED_FIELDS,
    ),
  ),
};

/** Published articles, newest first, in `locale`. */
export function getPublishedArticles(locale: Locale = 'en'): readonly Article[] {
  return editions[locale];
}

/** One published article by slug, or undefined when there is none. */
export function getArticleBySlug(slug: string, locale: Locale = 'en'): Article | undefined {
  return editions[locale].find((article) => article.slug === slug);
}

/** Every published article slug, for generateStaticParams (the same in both editions). */
export function getArticleSlugs(): string[] {
  return editions.en.map((article) => article.slug);
}
