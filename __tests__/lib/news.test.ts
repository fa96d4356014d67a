import {
  DEFAULT_NEWS_CRITERIA,
  filterNews,
  newsYearOptions,
  parseNewsQuery,
  serializeNewsQuery,
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
  ...DEFAULT_NEWS_CRITERIA,
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

describe('parseNewsQuery', () => {
  const years = newsYearOptions(items);

  it.each([
    ['an empty query', '', DEFAULT_NEWS_CRITERIA],
    [
      'every parameter',
      '?category=Press+Release&year=2026&q=summit&page=2',
      { category: 'Press Release', year: '2026', q: 'summit', page: 2 },
    ],
    [
      'an encoded category',
      '?category=Policy+%26+Economy',
      criteria({ category: 'Policy & Economy' }),
    ],
    ['an unknown category', '?category=Sports', DEFAULT_NEWS_CRITERIA],
    ['a year with no item', '?year=2019', DEFAULT_NEWS_CRITERIA],
    ['a year that is not a year', '?year=last', DEFAULT_NEWS_CRITERIA],
    ["'All Years' spelled out", '?year=All+Years', DEFAULT_NEWS_CRITERIA],
    ['a negative page', '?page=-1', DEFAULT_NEWS_CRITERIA],
    ['a huge search', `?q=${'y'.repeat(5_000)}`, criteria({ q: 'y'.repeat(200) })],
  ] as const)('reads %s', (_, query, expected) => {
    expect(parseNewsQuery(query, years)).toEqual(expected);
  });
});

describe('serializeNewsQuery', () => {
  it('writes nothing for the plain newsroom', () => {
    expect(serializeNewsQuery(DEFAULT_NEWS_CRITERIA)).toBe('');
  });

  it('writes only what differs from the defaults, encoded', () => {
    expect(serializeNewsQuery(criteria({ category: 'Policy & Economy', year: '2025' }))).toBe(
      '?category=Policy+%26+Economy&year=2025',
    );
  });

  it('round-trips through parseNewsQuery', () => {
    const state = criteria({ category: 'Event Recap', year: '2024', q: 'Surabaya #1', page: 2 });
    expect(parseNewsQuery(serializeNewsQuery(state), newsYearOptions(items))).toEqual(state);
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
