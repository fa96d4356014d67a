import {
  DEFAULT_DIRECTORY_CRITERIA,
  decodeDirectoryIndex,
  encodeDirectoryIndex,
  filterCeos,
  hasDirectoryFilters,
  parseDirectoryQuery,
  serializeDirectoryQuery,
  type DirectoryEntry,
} from '@/lib/directory';

const entries: DirectoryEntry[] = [
  {
    slug: 'a',
    name: 'Rahardian Wicaksono',
    title: 'President Director',
    company: 'PT Arunika Energi',
    industry: 'Renewable Energy',
    province: 'DKI Jakarta',
    image: '/images/ceos/made-wiradana.webp',
  },
  {
    slug: 'b',
    name: 'Sekar Ayuningtyas',
    title: 'Chief Executive Officer',
    company: 'PT Samudra Logistik',
    industry: 'Logistics',
    province: 'Jawa Timur',
    image: '/images/ceos/made-wiradana.webp',
  },
  {
    slug: 'c',
    name: 'Made Wiradana',
    title: 'Managing Director',
    company: 'Dewata Hospitality',
    industry: 'Tourism & Hospitality',
    province: 'Bali',
    image: '/images/ceos/made-wiradana.webp',
  },
  {
    slug: 'd',
    name: 'Felicia Hartanto',
    title: 'Founder & CEO',
    company: 'Kirana Digital',
    industry: 'Technology',
    province: 'DKI Jakarta',
    image: '/images/ceos/made-wiradana.webp',
  },
];

const criteria = (overrides: Partial<typeof DEFAULT_DIRECTORY_CRITERIA>) => ({
  ...DEFAULT_DIRECTORY_CRITERIA,
  ...overrides,
});
const slugs = (list: DirectoryEntry[]) => list.map((e) => e.slug);

describe('filterCeos', () => {
  it.each([
    ['nothing set: everyone', {}, ['a', 'b', 'c', 'd']],
    ['a name, any case', { q: 'SEKAR' }, ['b']],
    ['part of a company', { q: 'samudra log' }, ['b']],
    ['part of a title', { q: 'director' }, ['a', 'c']],
    ['surrounding spaces ignored', { q: '  made  ' }, ['c']],
    ['a blank search: everyone', { q: '   ' }, ['a', 'b', 'c', 'd']],
    ['no match', { q: 'zzz' }, []],
    ['an industry, exactly', { industry: 'Technology' }, ['d']],
    ['a province, exactly', { province: 'DKI Jakarta' }, ['a', 'd']],
    ['all three combined', { q: 'ceo', industry: 'Technology', province: 'DKI Jakarta' }, ['d']],
    ['filters that exclude each other', { industry: 'Logistics', province: 'Bali' }, []],
    [
      'the "All" values ignored',
      { industry: 'All Industries', province: 'All Provinces' },
      ['a', 'b', 'c', 'd'],
    ],
    ['hostile text, as text', { q: '<script>alert(1)</script>' }, []],
    ['a special character, literally', { q: '&' }, ['d']],
    ['nothing across two fields', { q: 'wicaksono president' }, []],
    ['nothing across a line break either', { q: 'wicaksono\npresident' }, []],
  ] as const)('finds %s', (_, overrides, expected) => {
    expect(slugs(filterCeos(entries, criteria(overrides)))).toEqual(expected);
  });

  it('gives the same answer the second time (the lower-cased text it keeps is right)', () => {
    expect(slugs(filterCeos(entries, criteria({ q: 'Sekar' })))).toEqual(['b']);
    expect(slugs(filterCeos(entries, criteria({ q: 'sekar' })))).toEqual(['b']);
  });
});

describe('parseDirectoryQuery', () => {
  it.each([
    ['an empty query', '', DEFAULT_DIRECTORY_CRITERIA],
    [
      'every parameter',
      '?q=wira&industry=Technology&province=Bali&per=24&page=2',
      { q: 'wira', industry: 'Technology', province: 'Bali', perPage: 24, page: 2 },
    ],
    [
      'an encoded industry',
      '?industry=Tourism+%26+Hospitality',
      criteria({ industry: 'Tourism & Hospitality' }),
    ],
    ['an unknown industry', '?industry=Mining', DEFAULT_DIRECTORY_CRITERIA],
    ['an unknown province', '?province=Papua', DEFAULT_DIRECTORY_CRITERIA],
    ['a per-page not offered', '?per=7', DEFAULT_DIRECTORY_CRITERIA],
    ['page zero', '?page=0', DEFAULT_DIRECTORY_CRITERIA],
    ['a negative page', '?page=-3', DEFAULT_DIRECTORY_CRITERIA],
    ['a fractional page', '?page=2.5', DEFAULT_DIRECTORY_CRITERIA],
    ['a page that is not a number', '?page=two', DEFAULT_DIRECTORY_CRITERIA],
    ['page 999 (clamped later, when the list is known)', '?page=999', criteria({ page: 999 })],
    ['a huge search', `?q=${'x'.repeat(10_000)}`, criteria({ q: 'x'.repeat(200) })],
  ] as const)('reads %s', (_, query, expected) => {
    expect(parseDirectoryQuery(query)).toEqual(expected);
  });
});

describe('serializeDirectoryQuery', () => {
  it('writes nothing for the plain directory', () => {
    expect(serializeDirectoryQuery(DEFAULT_DIRECTORY_CRITERIA)).toBe('');
  });

  it('writes only what differs from the defaults, encoded', () => {
    expect(serializeDirectoryQuery(criteria({ industry: 'Tourism & Hospitality', page: 3 }))).toBe(
      '?industry=Tourism+%26+Hospitality&page=3',
    );
  });

  it('round-trips through parseDirectoryQuery', () => {
    const state = criteria({
      q: 'a b&c',
      industry: 'Healthcare',
      province: 'Yogyakarta',
      perPage: 48,
      page: 2,
    });
    expect(parseDirectoryQuery(serializeDirectoryQuery(state))).toEqual(state);
  });
});

describe('hasDirectoryFilters', () => {
  it.each([
    [{}, false],
    [{ q: '  ' }, false],
    [{ perPage: 24, page: 2 }, false],
    [{ q: 'x' }, true],
    [{ industry: 'Technology' }, true],
    [{ province: 'Bali' }, true],
  ] as const)('%p → %p', (overrides, expected) => {
    expect(hasDirectoryFilters(criteria(overrides))).toBe(expected);
  });
});

describe('the directory search index', () => {
  it('round-trips every entry', () => {
    expect(decodeDirectoryIndex(encodeDirectoryIndex(entries))).toEqual(entries);
  });

  it('survives JSON, which is how it travels', () => {
    const json = JSON.parse(JSON.stringify(encodeDirectoryIndex(entries)));
    expect(decodeDirectoryIndex(json)).toEqual(entries);
  });

  it('writes industry and province as positions in the option lists', () => {
    const [row] = encodeDirectoryIndex(entries.slice(0, 1)).rows;
    expect(row).toEqual([
      'a',
      'Rahardian Wicaksono',
      'President Director',
      'PT Arunika Energi',
      1,
      0,
      'made-wiradana',
    ]);
  });

  it.each([
    ['nothing', null],
    ['another version', { version: 2, rows: [] }],
    ['rows that are not a list', { version: 1, rows: {} }],
    ['an unknown industry', { version: 1, rows: [['a', 'A', 'T', 'C', 99, 0, 'p']] }],
    ['a missing name', { version: 1, rows: [['a', null, 'T', 'C', 0, 0, 'p']] }],
  ])('refuses %s', (_, data) => {
    expect(() => decodeDirectoryIndex(data)).toThrow();
  });

  it('refuses to write a portrait it could not read back', () => {
    expect(() =>
      encodeDirectoryIndex([{ ...entries[0]!, image: 'https://elsewhere.example/a.png' }]),
    ).toThrow('Unexpected portrait path');
  });
});
