/** @jest-environment node */
import {
  decodeDirectoryIndex,
  directoryQuery,
  encodeDirectoryIndex,
  filterCeos,
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

const criteria = (overrides: Partial<typeof directoryQuery.defaults>) => ({
  ...directoryQuery.defaults,
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

  it('keeps an uploaded portrait by its whole path', () => {
    const uploaded = [{ ...entries[0]!, image: '/images/uploads/rahardian-2027.jpg' }];
    const index = encodeDirectoryIndex(uploaded);
    expect(index.rows[0]![6]).toBe('/images/uploads/rahardian-2027.jpg');
    expect(decodeDirectoryIndex(JSON.parse(JSON.stringify(index)))).toEqual(uploaded);
  });

  it('refuses to write a portrait it could not read back', () => {
    expect(() =>
      encodeDirectoryIndex([{ ...entries[0]!, image: 'https://elsewhere.example/a.png' }]),
    ).toThrow('Unexpected portrait path');
  });
});
