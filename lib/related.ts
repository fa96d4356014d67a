import { RELATED_PUBLICATIONS_LIMIT } from './constants';

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
