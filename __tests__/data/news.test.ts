/** @jest-environment node */
import { getNewsBySlug, getNewsSlugs, getPublishedNews } from '@/data/news';
import { getRelatedNews } from '@/lib/related';
import { NewsListSchema, type NewsSectionType } from '@/data/schemas/news';
import { INTERNAL_SOURCE, NEWS_CATEGORIES } from '@/data/options';
import { CONTENT_DATE, SLUG_PATTERN } from '@/data/schemas/helpers';

/** The records as the content files give them, through their loader. */
const NEWS_CONTENT = getPublishedNews();

// The distinct publication years of the published items, newest first.
const newsYears = () =>
  [...new Set(getPublishedNews().map((item) => item.publishedAt.slice(0, 4)))].sort().reverse();

const news = getPublishedNews();
const SECTION_TYPES: NewsSectionType[] = ['paragraph', 'highlight', 'heading', 'list', 'image'];

describe('the newsroom', () => {
  it('parses its content', () => {
    expect(NewsListSchema.safeParse(NEWS_CONTENT).success).toBe(true);
  });

  it('has the spec’s eight published items', () => {
    expect(news).toHaveLength(8);
    for (const item of news) expect(item.status).toBe('published');
  });

  it('covers all five categories', () => {
    expect(new Set(news.map((item) => item.category))).toEqual(new Set(NEWS_CATEGORIES));
  });

  it('spans at least three publication years, none after the content date', () => {
    expect(newsYears().length).toBeGreaterThanOrEqual(3);
    for (const item of news) expect(item.publishedAt <= CONTENT_DATE).toBe(true);
  });

  it('has items from an outlet with a link to the original', () => {
    expect(news.some((item) => item.source !== INTERNAL_SOURCE && item.sourceUrl)).toBe(true);
  });

  it('has Internal items, none of them with a source link', () => {
    const internal = news.filter((item) => item.source === INTERNAL_SOURCE);
    expect(internal.length).toBeGreaterThan(0);
    for (const item of internal) expect(item.sourceUrl).toBeUndefined();
  });

  it('has items with and without an author', () => {
    expect(news.some((item) => item.author)).toBe(true);
    expect(news.some((item) => !item.author)).toBe(true);
  });

  it('has items with and without key highlights', () => {
    expect(news.some((item) => item.keyHighlights?.length)).toBe(true);
    expect(news.some((item) => !item.keyHighlights)).toBe(true);
  });

  it.each(SECTION_TYPES)('uses the %s section type', (type) => {
    expect(news.some((item) => item.content.sections.some((s) => s.type === type))).toBe(true);
  });

  it('lists the newest first', () => {
    const dates = news.map((item) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has unique, URL-safe slugs', () => {
    const slugs = getNewsSlugs();
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('getNewsBySlug', () => {
  it('finds a published item by its slug', () => {
    const first = news[0]!;
    expect(getNewsBySlug(first.slug)).toBe(first);
  });

  it('returns undefined for an unknown slug (News Not Found)', () => {
    expect(getNewsBySlug('no-such-news')).toBeUndefined();
  });
});

describe('getRelatedNews', () => {
  it('returns other items of the same category, at most three', () => {
    for (const item of news) {
      const related = getRelatedNews(item);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const other of related) {
        expect(other.category).toBe(item.category);
        expect(other.slug).not.toBe(item.slug);
      }
    }
  });

  it('finds a related item for a category with two items', () => {
    const recaps = news.filter((item) => item.category === 'Event Recap');
    expect(recaps.length).toBeGreaterThanOrEqual(2);
    expect(getRelatedNews(recaps[0]!)).toEqual([recaps[1]]);
  });
});

describe('the news schema', () => {
  const internal = NEWS_CONTENT.find((item) => item.source === INTERNAL_SOURCE)!;

  it.each([
    ['an Internal source with a source link', { sourceUrl: 'https://news.example/story' }],
    [
      'a source link on a real domain',
      { source: 'Some Daily', sourceUrl: 'https://www.real-daily.com/story' },
    ],
    ['a category outside the options', { category: 'Sports' }],
    ['an empty key highlights list', { keyHighlights: [] }],
  ])('rejects an item with %s', (_, change) => {
    expect(NewsListSchema.safeParse([{ ...internal, ...change }]).success).toBe(false);
  });
});
