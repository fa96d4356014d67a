/** @jest-environment node */
import { ALL_YEARS } from '@/data/options';
import { articleQuery } from '@/lib/articles';
import { directoryQuery } from '@/lib/directory';
import { eventQuery } from '@/lib/events';
import { ALL_ALBUMS, galleryQuery } from '@/lib/gallery';
import {
  defineListingQuery,
  option,
  positiveInt,
  text,
  type ListingQuery,
} from '@/lib/listing-query';
import { newsQuery } from '@/lib/news';
import { provincialQuery } from '@/lib/provincial';

type Criteria = Record<string, string | number>;

// Every listing of the site, by name; the newsroom offers the years its items were published in.
const LISTINGS: Record<string, ListingQuery<Criteria>> = {
  directory: directoryQuery,
  events: eventQuery,
  provincial: provincialQuery,
  articles: articleQuery,
  news: newsQuery([ALL_YEARS, '2026', '2025', '2024']),
  gallery: galleryQuery,
} as unknown as Record<string, ListingQuery<Criteria>>;

const state = (listing: string, change: Criteria = {}) => ({
  ...LISTINGS[listing]!.defaults,
  ...change,
});

describe('reading a listing from its query', () => {
  it.each<[string, string, string, Criteria]>([
    ['directory', 'an empty query', '', {}],
    [
      'directory',
      'every parameter',
      '?q=wira&industry=Technology&province=Bali&per=24&page=2',
      { q: 'wira', industry: 'Technology', province: 'Bali', perPage: 24, page: 2 },
    ],
    [
      'directory',
      'an encoded industry',
      '?industry=Tourism+%26+Hospitality',
      { industry: 'Tourism & Hospitality' },
    ],
    ['directory', 'an unknown industry', '?industry=Mining', {}],
    ['directory', 'an unknown province', '?province=Papua', {}],
    ['directory', 'a per-page not offered', '?per=7', {}],
    ['directory', 'page zero', '?page=0', {}],
    ['directory', 'a negative page', '?page=-3', {}],
    ['directory', 'a fractional page', '?page=2.5', {}],
    ['directory', 'a page that is not a number', '?page=two', {}],
    ['directory', 'page 999 (clamped later, when the list is known)', '?page=999', { page: 999 }],
    ['directory', 'a huge search', `?q=${'x'.repeat(10_000)}`, { q: 'x'.repeat(200) }],

    ['events', 'an empty query', '', {}],
    [
      'events',
      'every parameter',
      '?tab=past&q=expo&city=Medan&page=2',
      { tab: 'past', q: 'expo', city: 'Medan', page: 2 },
    ],
    ['events', 'an unknown tab', '?tab=archived', {}],
    ['events', 'an unknown city', '?city=Paris', {}],
    ['events', 'a page that is not a number', '?page=abc', {}],

    ['provincial', 'an empty query', '', {}],
    [
      'provincial',
      'search and region',
      '?region=Bali-Nusa&q=made',
      { q: 'made', region: 'Bali-Nusa' },
    ],
    ['provincial', 'an unknown region', '?region=Papua', {}],
    ['provincial', "'Semua' in the wrong case", '?region=semua', {}],

    ['articles', 'an empty query', '', {}],
    [
      'articles',
      'every parameter',
      '?category=Economy&q=nickel&page=2',
      { category: 'Economy', q: 'nickel', page: 2 },
    ],
    ['articles', 'an unknown category', '?category=Politics', {}],
    ['articles', 'a category in the wrong case', '?category=economy', {}],
    ['articles', 'page zero', '?page=0', {}],
    ['articles', 'a page that is not a number', '?page=two', {}],
    ['articles', 'a fractional page', '?page=1.5', {}],
    ['articles', 'page 999 (clamped later, when the list is known)', '?page=999', { page: 999 }],
    ['articles', 'an encoded search', '?q=R%26D+%23one', { q: 'R&D #one' }],
    ['articles', 'a huge search', `?q=${'x'.repeat(10_000)}`, { q: 'x'.repeat(200) }],

    ['news', 'an empty query', '', {}],
    [
      'news',
      'every parameter',
      '?category=Press+Release&year=2026&q=summit&page=2',
      { category: 'Press Release', year: '2026', q: 'summit', page: 2 },
    ],
    [
      'news',
      'an encoded category',
      '?category=Policy+%26+Economy',
      { category: 'Policy & Economy' },
    ],
    ['news', 'an unknown category', '?category=Sports', {}],
    ['news', 'a year with no item', '?year=2019', {}],
    ['news', 'a year that is not a year', '?year=last', {}],
    ['news', "'All Years' spelled out", '?year=All+Years', {}],
    ['news', 'a negative page', '?page=-1', {}],
    ['news', 'a huge search', `?q=${'y'.repeat(5_000)}`, { q: 'y'.repeat(200) }],

    ['gallery', 'an empty query', '', {}],
    [
      'gallery',
      'every parameter',
      '?album=csr&year=2024&q=tree&page=2',
      { album: 'csr', year: '2024', q: 'tree', page: 2 },
    ],
    ['gallery', 'unknown values', '?album=weddings&year=1999&page=-1', {}],
    ['gallery', 'a page that is not a whole number', '?page=2.5', {}],
    ['gallery', 'the "All" values', `?album=${ALL_ALBUMS}&year=${ALL_YEARS}`, {}],
    ['gallery', 'a huge search', `?q=${'x'.repeat(10_000)}`, { q: 'x'.repeat(200) }],
  ])('%s: reads %s', (listing, _, query, change) => {
    expect(LISTINGS[listing]!.parse(query)).toEqual(state(listing, change));
  });
});

describe('writing a listing as a query', () => {
  it.each(Object.keys(LISTINGS))('%s: writes nothing for the plain listing', (listing) => {
    expect(LISTINGS[listing]!.serialize(state(listing))).toBe('');
  });

  it.each<[string, Criteria, string]>([
    [
      'directory',
      { industry: 'Tourism & Hospitality', page: 3 },
      '?industry=Tourism+%26+Hospitality&page=3',
    ],
    ['events', { tab: 'past', city: 'Medan', q: 'a&b' }, '?tab=past&q=a%26b&city=Medan'],
    ['provincial', { q: 'asep', region: 'Jawa' }, '?q=asep&region=Jawa'],
    [
      'articles',
      { category: 'Community', q: 'a&b', page: 2 },
      '?category=Community&q=a%26b&page=2',
    ],
    [
      'news',
      { category: 'Policy & Economy', year: '2025' },
      '?category=Policy+%26+Economy&year=2025',
    ],
    [
      'gallery',
      { album: 'behind-scenes', year: '2025', q: 'sound & light', page: 3 },
      '?album=behind-scenes&year=2025&q=sound+%26+light&page=3',
    ],
    ['gallery', { year: '2023' }, '?year=2023'],
  ])('%s: %p is written as %p, defaults left out', (listing, change, expected) => {
    expect(LISTINGS[listing]!.serialize(state(listing, change))).toBe(expected);
  });

  it.each<[string, Criteria]>([
    [
      'directory',
      { q: 'a b&c', industry: 'Healthcare', province: 'Yogyakarta', perPage: 48, page: 2 },
    ],
    ['events', { tab: 'past', city: 'Medan', q: 'a&b' }],
    ['provincial', { q: 'asep', region: 'Jawa' }],
    ['articles', { category: 'Strategy', q: 'Java & beyond #2', page: 3 }],
    ['news', { category: 'Event Recap', year: '2024', q: 'Surabaya #1', page: 2 }],
    ['gallery', { album: 'international', year: '2024', q: 'Ñ 🦄', page: 2 }],
  ])('%s: %p round-trips', (listing, change) => {
    const query = LISTINGS[listing]!;
    expect(query.parse(query.serialize(state(listing, change)))).toEqual(state(listing, change));
  });

  it('gallery: keeps the photo open in the lightbox, and only that, from the current query', () => {
    expect(
      LISTINGS.gallery!.serialize(
        state('gallery', { album: 'csr' }),
        '?album=events&photo=photo-009&utm=x',
      ),
    ).toBe('?album=csr&photo=photo-009');
  });
});

describe('changing a filter', () => {
  it.each<[string, Criteria, Criteria, Criteria]>([
    ['directory', { page: 4 }, { industry: 'Technology' }, { industry: 'Technology', page: 1 }],
    ['directory', { page: 4 }, { perPage: 48 }, { perPage: 48, page: 1 }],
    ['events', { page: 2 }, { tab: 'past' }, { tab: 'past', page: 1 }],
    ['articles', { page: 3 }, { q: 'x' }, { q: 'x', page: 1 }],
    ['news', { page: 2 }, { year: '2025' }, { year: '2025', page: 1 }],
    ['gallery', { page: 2 }, { album: 'csr' }, { album: 'csr', page: 1 }],
    ['provincial', {}, { region: 'Jawa' }, { region: 'Jawa' }],
  ])('%s: from %p, %p goes back to page 1', (listing, from, change, expected) => {
    expect(LISTINGS[listing]!.update(state(listing, from), change)).toEqual(
      state(listing, expected),
    );
  });
});

describe('clearing the filters', () => {
  it.each<[string, Criteria, Criteria]>([
    ['directory', { q: 'x', industry: 'Technology', perPage: 24, page: 3 }, { perPage: 24 }],
    ['events', { tab: 'past', q: 'x', city: 'Medan', page: 2 }, { tab: 'past' }],
    ['articles', { category: 'Economy', q: 'x', page: 2 }, {}],
    ['news', { category: 'Event Recap', year: '2024', q: 'x', page: 2 }, {}],
    ['gallery', { album: 'csr', year: '2024', q: 'x', page: 2 }, {}],
  ])('%s: %p clears to %p (page size and tab are kept)', (listing, from, expected) => {
    expect(LISTINGS[listing]!.clear(state(listing, from))).toEqual(state(listing, expected));
  });
});

describe('whether filters narrow a listing', () => {
  it.each<[string, Criteria, boolean]>([
    ['directory', {}, false],
    ['directory', { q: '  ' }, false],
    ['directory', { perPage: 24, page: 2 }, false],
    ['directory', { q: 'x' }, true],
    ['directory', { industry: 'Technology' }, true],
    ['directory', { province: 'Bali' }, true],
    ['events', { tab: 'past', page: 2 }, false],
    ['events', { city: 'Medan' }, true],
    ['gallery', {}, false],
    ['gallery', { page: 3 }, false],
    ['gallery', { q: '  ' }, false],
    ['gallery', { q: 'x' }, true],
    ['gallery', { album: 'csr' }, true],
    ['gallery', { year: '2024' }, true],
  ])('%s: %p → %p', (listing, change, expected) => {
    expect(LISTINGS[listing]!.hasFilters(state(listing, change))).toBe(expected);
  });
});

describe('how many folded filters are in use', () => {
  it.each<[string, Criteria, string[], number]>([
    ['directory', {}, ['industry', 'province'], 0],
    ['directory', { q: 'x', perPage: 48 }, ['industry', 'province'], 0],
    ['directory', { industry: 'Technology' }, ['industry', 'province'], 1],
    ['directory', { industry: 'Technology', province: 'Bali' }, ['industry', 'province'], 2],
    ['news', { category: 'Press Release', year: '2025', q: 'x' }, ['category', 'year'], 2],
    ['gallery', { album: 'csr' }, ['album', 'year'], 1],
  ])('%s: %p, counting %p → %p', (listing, change, fields, expected) => {
    expect(LISTINGS[listing]!.countActive(state(listing, change), fields)).toBe(expected);
  });
});

describe('defineListingQuery', () => {
  const query = defineListingQuery(
    { q: '', size: 10, page: 1 },
    { q: text(5), size: option([10, 20], { key: 'n', kept: true }), page: positiveInt() },
  );

  it('reads and writes a field under its own key', () => {
    expect(query.parse('?n=20&size=10')).toEqual({ q: '', size: 20, page: 1 });
    expect(query.serialize({ q: '', size: 20, page: 1 })).toBe('?n=20');
  });

  it('caps text at the reader’s length', () => {
    expect(query.parse('?q=abcdefgh').q).toBe('abcde');
  });

  it('reads from URLSearchParams as from a string', () => {
    expect(query.parse(new URLSearchParams('page=3'))).toEqual({ q: '', size: 10, page: 3 });
  });

  it('leaves out empty text, and carries nothing it was not told to', () => {
    expect(query.serialize({ q: '', size: 10, page: 2 }, '?photo=x')).toBe('?page=2');
  });
});

describe('a query sent by the filter form before hydration', () => {
  it('takes the last value of a parameter given twice (the hidden field, then the button)', () => {
    expect(articleQuery.parse('?category=All+Categories&category=Strategy&q=')).toEqual({
      category: 'Strategy',
      q: '',
      page: 1,
    });
    expect(eventQuery.parse('?tab=upcoming&tab=past&q=&city=All+Cities')).toEqual(
      state('events', { tab: 'past' }),
    );
  });

  it('is written back in its short form', () => {
    const sent = '?q=&album=All+Albums&year=All+Years&page=2';
    expect(galleryQuery.serialize(galleryQuery.parse(sent))).toBe('?page=2');
  });
});

describe('picking the fields a query names', () => {
  it.each<[string, string, Criteria]>([
    ['directory', '', {}],
    ['directory', '?q=Sekar', { q: 'Sekar' }],
    ['directory', '?per=24&industry=Nope', { perPage: 24, industry: 'All Industries' }],
    ['events', '?city=Surabaya&city=Bali', { city: 'Bali' }],
  ])('%s %j gives %j', (listing, query, expected) => {
    expect(LISTINGS[listing]!.pick(query)).toEqual(expected);
  });
});

describe('the names of the controls', () => {
  it('are the URL parameters', () => {
    expect(directoryQuery.names).toEqual({
      q: 'q',
      industry: 'industry',
      province: 'province',
      perPage: 'per',
      page: 'page',
    });
  });
});
