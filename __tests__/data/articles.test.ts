/** @jest-environment node */
import { getArticleBySlug, getArticleSlugs, getPublishedArticles } from '@/data/articles';
import { getRelatedArticles } from '@/lib/related';
import { ArticleListSchema, type Article, type ArticleSectionType } from '@/data/schemas/articles';
import { ARTICLE_CATEGORIES } from '@/data/options';
import { CONTENT_DATE, SLUG_PATTERN } from '@/data/schemas/helpers';

/** The records as the content files give them, through their loader. */
const ARTICLE_CONTENT = getPublishedArticles();

const articles = getPublishedArticles();
const SECTION_TYPES: ArticleSectionType[] = ['heading', 'paragraph', 'quote', 'list', 'image'];

/** The words a reader reads: paragraphs, headings, quotes and list text. */
function wordCount(article: Article): number {
  return article.content.sections
    .map((section) => {
      if (section.type === 'quote') return section.text;
      if (section.type === 'list') return [section.content, ...section.items].join(' ');
      if (section.type === 'image') return '';
      return section.content;
    })
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('the articles', () => {
  it('parses its content', () => {
    expect(ArticleListSchema.safeParse(ARTICLE_CONTENT).success).toBe(true);
  });

  it('has the spec’s six published articles', () => {
    expect(articles).toHaveLength(6);
    for (const article of articles) expect(article.status).toBe('published');
  });

  it('covers all five categories', () => {
    expect(new Set(articles.map((article) => article.category))).toEqual(
      new Set(ARTICLE_CATEGORIES),
    );
  });

  it.each(SECTION_TYPES)('uses the %s section type', (type) => {
    expect(articles.some((article) => article.content.sections.some((s) => s.type === type))).toBe(
      true,
    );
  });

  it('attributes every quote and describes every image', () => {
    for (const section of articles.flatMap((article) => article.content.sections)) {
      if (section.type === 'quote') expect(section.author).not.toBe('');
      if (section.type === 'image') expect(section.imageAlt).not.toBe('');
      if (section.type === 'list') expect(section.items.length).toBeGreaterThan(0);
    }
  });

  it('gives a reading time that matches the length (about 200 words a minute)', () => {
    for (const article of articles) {
      expect(Math.abs(article.readingTime - wordCount(article) / 200)).toBeLessThanOrEqual(1);
    }
  });

  it('gives every author a role, company, avatar and bio', () => {
    for (const { author } of articles) {
      expect(author.role).not.toBe('');
      expect(author.company).not.toBe('');
      expect(author.avatar).toMatch(/^\/images\/authors\//);
      expect(author.bio).not.toBe('');
    }
  });

  it('tags every article with at least three tags (cards show the first three)', () => {
    for (const article of articles) expect(article.tags.length).toBeGreaterThanOrEqual(3);
  });

  it('has an article with its own metaTitle and metaDescription', () => {
    expect(articles.some((article) => article.metaTitle && article.metaDescription)).toBe(true);
  });

  it('spreads publication dates over 2024–2026, none after the content date', () => {
    const years = new Set(articles.map((article) => article.publishedAt.slice(0, 4)));
    expect(years).toEqual(new Set(['2024', '2025', '2026']));
    for (const article of articles) expect(article.publishedAt <= CONTENT_DATE).toBe(true);
  });

  it('lists the newest first', () => {
    const dates = articles.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has unique, URL-safe slugs', () => {
    const slugs = getArticleSlugs();
    expect(slugs).toHaveLength(articles.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('getArticleBySlug', () => {
  it('finds a published article by its slug', () => {
    const first = articles[0]!;
    expect(getArticleBySlug(first.slug)).toBe(first);
  });

  it('returns undefined for an unknown slug (Article Not Found)', () => {
    expect(getArticleBySlug('no-such-article')).toBeUndefined();
  });
});

describe('getRelatedArticles', () => {
  it('returns other articles of the same category, newest first, at most three', () => {
    for (const article of articles) {
      const related = getRelatedArticles(article);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const other of related) {
        expect(other.category).toBe(article.category);
        expect(other.slug).not.toBe(article.slug);
      }
      const dates = related.map((other) => other.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('finds a related article for a category with two articles', () => {
    const leadership = articles.filter((article) => article.category === 'Leadership');
    expect(leadership.length).toBeGreaterThanOrEqual(2);
    expect(getRelatedArticles(leadership[0]!)).toEqual(leadership.slice(1, 4));
  });
});

describe('the article schema', () => {
  const valid = ARTICLE_CONTENT[0]!;

  it.each([
    ['an unknown section type', { content: { sections: [{ type: 'video', content: 'x' }] } }],
    ['a quote without its author', { content: { sections: [{ type: 'quote', text: 'x' }] } }],
    [
      'an image without alt text',
      { content: { sections: [{ type: 'image', src: '/images/articles/a.webp' }] } },
    ],
    ['a category outside the options', { category: 'Politics' }],
    ['a reading time of zero', { readingTime: 0 }],
  ])('rejects an article with %s', (_, change) => {
    expect(ArticleListSchema.safeParse([{ ...valid, ...change }]).success).toBe(false);
  });
});
