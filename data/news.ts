import { NEWS_CONTENT } from './content/news';
import { NEWS_CONTENT_ID } from './content/id/news';
import type { Locale } from './locales';
import {
  NEWS_SHARED_FIELDS,
  NewsListSchema,
  NewsTranslationSchema,
  type NewsItem,
} from './schemas/news';
import { localizeRecords } from './schemas/translation';

const news: readonly NewsItem[] = Object.freeze(NewsListSchema.parse(NEWS_CONTENT));

/** Published items, newest first; drafts never leave this module. */
const publishedOf = (items: readonly NewsItem[]): readonly NewsItem[] =>
  Object.freeze(
    items
      .filter((item) => item.status === 'published')
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
  );

const editions: Readonly<Record<Locale, readonly NewsItem[]>> = {
  en: publishedOf(news),
  id: publishedOf(
    localizeRecords(
      'news item',
      news,
      NEWS_CONTENT_ID,
      NewsTranslationSchema,
      (item) => item.id,
      NEWS_SHARED_FIELDS,
    ),
  ),
};

/** Published news items, newest first, in `locale`. */
export function getPublishedNews(locale: Locale = 'en'): readonly NewsItem[] {
  return editions[locale];
}

/** One published news item by slug, or undefined when there is none. */
export function getNewsBySlug(slug: string, locale: Locale = 'en'): NewsItem | undefined {
  return editions[locale].find((item) => item.slug === slug);
}

/** Every published news slug, for generateStaticParams (the same in both editions). */
export function getNewsSlugs(): string[] {
  return editions.en.map((item) => item.slug);
}
