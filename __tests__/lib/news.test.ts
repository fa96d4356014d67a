/** @jest-environment node */
import {
  filterNews,
  newsQuery,
  newsYearOptions,
  toNewsEntry,
  type NewsCriteria,
  type NewsEntry,
} from '@/lib/news';

const items: NewsEntry[] = [
  {
    slug: 'a',
    headline: 'Summit 2027 Announced',
    excerpt: 'The flagship summit returns to Jakarta.',
    category: 'Press Release',
    author: 'Rizky Amalia Putri',
    source: 'Internal',
    publishedAt: '2026-10-20',
  },
  {
    slug: 'b',
    headline: 'Regional CEOs Bet on Eastern Indonesia',
    excerpt: 'Investment plans beyond Java.',
    category: 'Media Coverage',
    author: 'Dimas Aryo Nugroho',
    source: 'Warta Bisnis Nusantara',
    publishedAt: '2026-06-18',
  },
  {
    slug: 'c',
    headline: 'Central Leadership Inaugurated',
    excerpt: 'Twenty-five working fields installed.',
    category: 'Org Updates',
    source: 'Internal',
    publishedAt: '2025-01-15',
  },
  {
    slug: 'd',
    headline: 'Scholarship Programme Profiled',
    excerpt: 'Three recipients, from village to university.',
    category: 'Media Coverage',
    source: 'Kabar Ekonomi Harian',
    publishedAt: '2024-11-05',
  },
];

const criteria = (overrides: Partial<NewsCriteria>): NewsCriteria => ({
  ...newsQuery([]).defaults,
  ...overrides,
});
const slugs = (list: NewsEntry[]) => list.map((item) => item.slug);

describe('filterNews', () => {
  it.each([
    ['nothing set: every item, in the given order', {}, ['a', 'b', 'c', 'd']],
    ['a category, exactly', { category: 'Media Coverage' }, ['b', 'd']],
    ['a category with no item', { category: 'Event Recap' }, []],
    ['a year', { year: '2026' }, ['a', 'b']],
    ['a year with no item', { year: '2023' }, []],
    ['a word of a headline, any case', { q: 'SUMMIT' }, ['a']],
    ['a word of an excerpt', { q: 'village' }, ['d']],
    ['an author', { q: 'dimas' }, ['b']],
    ['a source', { q: 'kabar ekonomi' }, ['d']],
    ["'Internal' as a source", { q: 'internal' }, ['a', 'c']],
    ['an item without an author, searched by author', { q: 'rizky' }, ['a']],
    ['category and year combined', { category: 'Media Coverage', year: '2024' }, ['d']],
    [
      'category, year and search combined',
      { category: 'Media Coverage', year: '2026', q: 'java' },
      ['b'],
    ],
    ['filters that exclude each other', { category: 'Org Updates', year: '2026' }, []],
    ['a blank search: everything', { q: '  ' }, ['a', 'b', 'c', 'd']],
    ['hostile text, as text', { q: '"><img src=x onerror=alert(1)>' }, []],
  ] as const)('finds %s', (_, overrides, expected) => {
    expect(slugs(filterNews(items, criteria(overrides)))).toEqual(expected);
  });
});

describe('newsYearOptions', () => {
  it.each([
    ['no items: only All Years', [], ['All Years']],
    ['one item', ['2025-03-01'], ['All Years', '2025']],
    [
      'distinct years, newest first, whatever the order given',
      ['2024-01-01', '2026-05-05', '2024-12-31', '2025-06-30', '2026-01-01'],
      ['All Years', '2026', '2025', '2024'],
    ],
  ] as const)('offers %s', (_, dates, expected) => {
    expect(newsYearOptions(dates.map((publishedAt) => ({ publishedAt })))).toEqual(expected);
  });
});

describe('toNewsEntry', () => {
  it('keeps only what the filters need, and no author key when there is none', () => {
    const { slug, headline, excerpt, category, source, publishedAt } = items[2]!;
    const entry = toNewsEntry({ ...items[2]!, ...{ content: 'not needed' } });
    expect(entry).toEqual({ slug, headline, excerpt, category, source, publishedAt });
    expect('author' in entry).toBe(false);
  });
});
