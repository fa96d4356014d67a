/** @jest-environment node */
import {
  articleQuery,
  filterArticles,
  toArticleEntry,
  type ArticleCriteria,
  type ArticleEntry,
} from '@/lib/articles';

const articles: ArticleEntry[] = [
  {
    slug: 'a',
    title: 'Leading Through Uncertainty',
    excerpt: 'Boards that cope well share a few habits.',
    category: 'Leadership',
    tags: ['Corporate Governance', 'Risk'],
    authorName: 'Yudhistira Haryo Sasongko',
  },
  {
    slug: 'b',
    title: 'Generative AI: From Pilot to Profit',
    excerpt: 'The difference lies less in the models.',
    category: 'Innovation',
    tags: ['Artificial Intelligence', 'R&D'],
    authorName: 'Kevin Aditya Halim',
  },
  {
    slug: 'c',
    title: 'Growing Beyond Java',
    excerpt: 'Forty percent of consumers live outside Java.',
    category: 'Strategy',
    tags: ['Regional Expansion'],
    authorName: 'Hapsari Dwi Anggraeni',
  },
  {
    slug: 'd',
    title: 'Succession in Family Businesses',
    excerpt: 'Most family companies will change hands within a decade.',
    category: 'Leadership',
    tags: ['Family Business'],
    authorName: 'Yudhistira Haryo Sasongko',
  },
];

const criteria = (overrides: Partial<ArticleCriteria>): ArticleCriteria => ({
  ...articleQuery.defaults,
  ...overrides,
});
const slugs = (list: ArticleEntry[]) => list.map((a) => a.slug);

describe('filterArticles', () => {
  it.each([
    ['nothing set: every article, in the given order', {}, ['a', 'b', 'c', 'd']],
    ["'All Categories': every article", { category: 'All Categories' }, ['a', 'b', 'c', 'd']],
    ['a category, exactly', { category: 'Leadership' }, ['a', 'd']],
    ['a category with no article', { category: 'Economy' }, []],
    ['a word of a title, any case', { q: 'JAVA' }, ['c']],
    ['a word of an excerpt', { q: 'habits' }, ['a']],
    ['any tag, not only the first', { q: 'risk' }, ['a']],
    ['part of a tag', { q: 'artificial intel' }, ['b']],
    ["the author's name", { q: 'kevin aditya' }, ['b']],
    ['search and category combined', { q: 'yudhistira', category: 'Leadership' }, ['a', 'd']],
    ['search and category that exclude each other', { q: 'kevin', category: 'Strategy' }, []],
    ['surrounding spaces ignored', { q: '  java  ' }, ['c']],
    ['a blank search: everything', { q: '   ' }, ['a', 'b', 'c', 'd']],
    ['a special character, literally', { q: 'R&D' }, ['b']],
    ['hostile text, as text', { q: '<script>alert(1)</script>' }, []],
    ['no match', { q: 'zzz' }, []],
  ] as const)('finds %s', (_, overrides, expected) => {
    expect(slugs(filterArticles(articles, criteria(overrides)))).toEqual(expected);
  });
});

describe('toArticleEntry', () => {
  it('keeps only what the filters need, with the author by name', () => {
    expect(
      toArticleEntry({
        slug: 's',
        title: 'T',
        excerpt: 'E',
        category: 'Economy',
        tags: ['x'],
        author: { name: 'N', bio: 'not needed', role: 'R' } as { name: string },
      }),
    ).toEqual({
      slug: 's',
      title: 'T',
      excerpt: 'E',
      category: 'Economy',
      tags: ['x'],
      authorName: 'N',
    });
  });
});
