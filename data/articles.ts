import { byId, fromContent, loadFolder } from './content-files';
import type { Locale } from './locales';
import {
  ARTICLE_SHARED_FIELDS,
  ArticleListSchema,
  ArticleSchema,
  ArticleTranslationSchema,
  type Article,
} from './schemas/articles';

/** Published articles, newest first; drafts never leave this module. */
const publishedOf = (items: readonly Article[]): readonly Article[] =>
  Object.freeze(
    items
      .filter((article) => article.status === 'published')
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
  );

/** The articles, from data/content/articles/{en,id}/<slug>.json. */
const editions = fromContent(() => {
  const { en, id } = loadFolder({
    folder: 'articles',
    schema: ArticleSchema,
    translation: ArticleTranslationSchema,
    shared: ARTICLE_SHARED_FIELDS,
    list: ArticleListSchema,
    order: byId,
  });
  return { en: publishedOf(en), id: publishedOf(id) } satisfies Record<Locale, readonly Article[]>;
});

/** Published articles, newest first, in `locale`. */
export function getPublishedArticles(locale: Locale = 'en'): readonly Article[] {
  return editions()[locale];
}

/** One published article by slug, or undefined when there is none. */
export function getArticleBySlug(slug: string, locale: Locale = 'en'): Article | undefined {
  return editions()[locale].find((article) => article.slug === slug);
}

/** Every published article slug, for generateStaticParams (the same in both editions). */
export function getArticleSlugs(): string[] {
  return editions().en.map((article) => article.slug);
}
