/** @jest-environment node */
import { getNewsBySlug, getPublishedNews } from '@/data/news';
import { getRelatedNews } from '@/lib/related';
import { NEWS_SHARED_FIELDS, type NewsItem } from '@/data/schemas/news';
import { textPaths } from '@/data/schemas/translation';

const english = getPublishedNews('en');
const indonesian = getPublishedNews('id');
const shared = new Set<string>(NEWS_SHARED_FIELDS);

/** Every text of an item (shared fields left out), with its place. */
const texts = (item: NewsItem) => {
  const paths = textPaths(item, shared);
  const at = (path: PropertyKey[]) =>
    path.reduce<unknown>(
      (value, key) => (value as Record<PropertyKey, unknown>)[key],
      item,
    ) as string;
  return paths.map((path) => [path.join('.'), at(path)] as const);
};

describe('the newsroom in Indonesian', () => {
  it('is English by default', () => {
    expect(getPublishedNews()).toBe(english);
  });

  it('has the same items in the same order, with the same facts and section types', () => {
    const facts = (item: NewsItem) => [
      item.id,
      item.slug,
      item.category,
      item.publishedAt,
      item.author,
      item.source,
      item.sourceUrl,
      item.coverImage,
      item.content.sections.map((section) => section.type),
    ];
    expect(indonesian.map(facts)).toEqual(english.map(facts));
  });

  it('translates every text, optional ones included; only the working fields’ names stay', () => {
    indonesian.forEach((item, i) => {
      const original = texts(english[i]!);
      const translated = texts(item);
      expect(translated.map(([path]) => path)).toEqual(original.map(([path]) => path));
      translated.forEach(([path, text], j) => {
        if (text.startsWith('Bidang ')) expect(text).toBe(original[j]![1]);
        else expect({ path, text }).not.toEqual({ path, text: original[j]![1] });
      });
    });
  });

  it('writes figures the Indonesian way and keeps outlet names', () => {
    const survey = indonesian.find((item) => item.id === 'news-004')!;
    expect(survey.excerpt).toContain('1.140');
    const outlet = indonesian.find((item) => item.id === 'news-005')!;
    expect(outlet.headline.startsWith('Warta Bisnis Nusantara:')).toBe(true);
  });

  it('is looked up and related in the edition asked for', () => {
    const first = english[0]!;
    expect(getNewsBySlug(first.slug, 'id')?.headline).toBe(indonesian[0]!.headline);
    expect(getNewsBySlug(first.slug)).toBe(first);
    expect(getRelatedNews(first, 'id').map((item) => item.id)).toEqual(
      getRelatedNews(first).map((item) => item.id),
    );
  });
});
