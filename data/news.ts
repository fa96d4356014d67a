import { byId, fromContent, loadFolder } from './content-files';
import type { Locale } from './locales';
import {
  NEWS_SHARED_FIELDS,
  NewsItemSchema,
  NewsListSchema,
  NewsTranslationSchema,
  type NewsItem,
} from './schemas/news';

/** Published items, newest first; drafts never leave this module. */
const publishedOf = (items: readonly NewsItem[]): readonly NewsItem[] =>
  Object.freeze(
    items
      .filter((item) => item.status === 'published')
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
  );

/** The newsroom, from data/content/news/{en,id}/<slug>.json. */
const editions = fromContent(() => {
  const { en, id } = loadFolder({
    folder: 'news',
    schema: NewsItemSchema,
    translation: NewsTranslationSchema,
    shared: NEWS_SHARED_FIELDS,
    list: NewsListSchema,
    order: byId,
  });
  return { en: publishedOf(en), id: publishedOf(id) } satisfies Record<Locale, readonly NewsItem[]>;
});

/** Published news items, newest first, in `locale`. */
export function getPublishedNews(locale: Locale = 'en'): readonly NewsItem[] {
  return editions()[locale];
}

/** One published news item by slug, or undefined when there is none. */
export function getNewsBySlug(slug: string, locale: Locale = 'en'): NewsItem | undefined {
  return editions()[locale].find((item) => item.slug === slug);
}

/** Every published news slug, for generateStaticParams (the same in both editions). */
export function getNewsSlugs(): string[] {
  return editions().en.map((item) => item.slug);
}
