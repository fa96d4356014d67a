import { getPublishedArticles } from '@/data/articles';
import { getCrowdfundingProjects } from '@/data/crowdfunding';
import type { Locale } from '@/data/locales';
import { getPublishedNews } from '@/data/news';
import type { Article } from '@/data/schemas/articles';
import type { CrowdfundingProject } from '@/data/schemas/crowdfunding';
import type { NewsItem } from '@/data/schemas/news';
import { RELATED_PROJECTS_LIMIT, RELATED_PUBLICATIONS_LIMIT } from './constants';
import { selectRelated as selectOtherProjects } from './crowdfunding';

type Publication<C> = { slug: string; category: C; publishedAt: string };

/**
 * The items "related" to the current one: same category, never the current one itself, newest
 * first (ISO dates compare as text), at most `limit` of them.
 */
export function selectRelated<C, T extends Publication<C>>(
  items: readonly T[],
  current: Pick<Publication<C>, 'slug' | 'category'>,
  limit = RELATED_PUBLICATIONS_LIMIT,
): T[] {
  return items
    .filter((item) => item.category === current.category && item.slug !== current.slug)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, Math.max(0, limit));
}

// The related blocks of the detail pages: the rules above over the loaders' published records
// (data/ loads and validates, lib/ decides what is related; data/ never reaches back up here).

/** Up to three other published articles of the same category, newest first, in `locale`. */
export function getRelatedArticles(
  article: Pick<Article, 'slug' | 'category'>,
  locale: Locale = 'en',
): Article[] {
  return selectRelated(getPublishedArticles(locale), article, RELATED_PUBLICATIONS_LIMIT);
}

/** Up to three other published news items of the same category, newest first, in `locale`. */
export function getRelatedNews(
  item: Pick<NewsItem, 'slug' | 'category'>,
  locale: Locale = 'en',
): NewsItem[] {
  return selectRelated(getPublishedNews(locale), item, RELATED_PUBLICATIONS_LIMIT);
}

/** The first three projects other than the given one (the spec's 'related projects'). */
export function getRelatedCrowdfundingProjects(
  slug: string,
  locale: Locale = 'en',
): CrowdfundingProject[] {
  return selectOtherProjects(getCrowdfundingProjects(locale), slug, RELATED_PROJECTS_LIMIT);
}
