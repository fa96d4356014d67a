import { selectRelated } from '@/lib/related';
import { NEWS_CONTENT } from './content/news';
import { NewsListSchema, type NewsItem } from './schemas/news';
import { RELATED_PUBLICATIONS_LIMIT } from '@/lib/constants';

const news: readonly NewsItem[] = Object.freeze(NewsListSchema.parse(NEWS_CONTENT));

const published: readonly NewsItem[] = Object.freeze(
  news
    .filter((item) => item.status === 'published')
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
);

/** Published news items, newest first; drafts never leave this module. */
export function getPublishedNews(): readonly NewsItem[] {
  return published;
}

/** One published news item by slug, or undefined when there is none. */
export function getNewsBySlug(slug: string): NewsItem | undefined {
  return published.find((item) => item.slug === slug);
}

/** Every published news slug, for generateStaticParams. */
export function getNewsSlugs(): string[] {
  return published.map((item) => item.slug);
}

/** Up to three other published items of the same category, newest first. */
export function getRelatedNews(item: Pick<NewsItem, 'slug' | 'category'>): NewsItem[] {
  return selectRelated(published, item, RELATED_PUBLICATIONS_LIMIT);
}
