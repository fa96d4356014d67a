/** @jest-environment node */
import { getArticleBySlug, getPublishedArticles } from '@/data/articles';
import { getRelatedArticles } from '@/lib/related';
import { ARTICLE_SHARED_FIELDS, type Article } from '@/data/schemas/articles';
import { textPaths } from '@/data/schemas/translation';

const english = getPublishedArticles('en');
const indonesian = getPublishedArticles('id');
const shared = new Set<string>(ARTICLE_SHARED_FIELDS);

/** Every text of an article (shared fields left out), with its place. */
const texts = (article: Article) =>
  textPaths(article, shared).map((path) => {
    const value = path.reduce<unknown>(
      (node, key) => (node as Record<PropertyKey, unknown>)[key],
      article,
    );
    return [path.join('.'), value as string] as const;
  });

describe('the articles in Indonesian', () => {
  it('are English by default', () => {
    expect(getPublishedArticles()).toBe(english);
  });

  it('are the same articles with the same facts, authors and section types', () => {
    const facts = (article: Article) => [
      article.id,
      article.slug,
      article.category,
      article.publishedAt,
      article.readingTime,
      article.coverImage,
      [article.author.name, article.author.company, article.author.avatar],
      article.content.sections.map((section) => section.type),
    ];
    expect(indonesian.map(facts)).toEqual(english.map(facts));
  });

  it('translate every text, optional ones included ("CSR" is the same word in both)', () => {
    indonesian.forEach((article, i) => {
      const original = texts(english[i]!);
      const translated = texts(article);
      expect(translated.map(([path]) => path)).toEqual(original.map(([path]) => path));
      translated.forEach(([path, text], j) => {
        if (text === 'CSR') expect(path).toMatch(/^tags\.\d$/);
        else expect({ path, text }).not.toEqual({ path, text: original[j]![1] });
      });
    });
  });

  it('are looked up and related in the edition asked for', () => {
    const first = english[0]!;
    expect(getArticleBySlug(first.slug, 'id')?.title).toBe(indonesian[0]!.title);
    expect(getArticleBySlug(first.slug)).toBe(first);
    expect(getRelatedArticles(first, 'id').map((a) => a.id)).toEqual(
      getRelatedArticles(first).map((a) => a.id),
    );
  });
});
