import {
  DEFAULT_PROVINCIAL_CRITERIA,
  filterProvincialBoards,
  parseProvincialQuery,
  serializeProvincialQuery,
  type ProvincialEntry,
} from '@/lib/provincial';

const boards: ProvincialEntry[] = [
  {
    id: 'aceh',
    province: 'Aceh',
    region: 'Sumatera',
    ketua: 'Teuku Rizal',
    sekretaris: 'Cut Nadia',
    bendahara: 'Zulfikar Hasan',
  },
  {
    id: 'jabar',
    province: 'Jawa Barat',
    region: 'Jawa',
    ketua: 'Asep Gunawan',
    sekretaris: 'Rina Marlina',
    bendahara: 'Dadang Sutisna',
  },
  {
    id: 'papua',
    province: 'Papua',
    region: 'Maluku',
    ketua: 'Yohanes Wenda',
    sekretaris: 'Maria Kogoya',
    bendahara: 'Asep Rumbiak',
  },
];

const ids = (list: ProvincialEntry[]) => list.map((b) => b.id);

describe('filterProvincialBoards', () => {
  it.each([
    ["'Semua' and no search: every board", {}, ['aceh', 'jabar', 'papua']],
    ['a province, any case', { q: 'JAWA' }, ['jabar']],
    ['a Ketua', { q: 'rizal' }, ['aceh']],
    ['a Sekretaris', { q: 'kogoya' }, ['papua']],
    ['a Bendahara', { q: 'sutisna' }, ['jabar']],
    ['a name in two provinces', { q: 'asep' }, ['jabar', 'papua']],
    ['a region', { region: 'Maluku' }, ['papua']],
    ['search within a region', { q: 'asep', region: 'Jawa' }, ['jabar']],
    ['nothing', { q: 'tidak ada' }, []],
  ] as const)('finds %s', (_, overrides, expected) => {
    expect(
      ids(filterProvincialBoards(boards, { ...DEFAULT_PROVINCIAL_CRITERIA, ...overrides })),
    ).toEqual(expected);
  });
});

describe('the provincial query', () => {
  it.each([
    ['', DEFAULT_PROVINCIAL_CRITERIA],
    ['?region=Bali-Nusa&q=made', { q: 'made', region: 'Bali-Nusa' }],
    ['?region=Papua', DEFAULT_PROVINCIAL_CRITERIA],
    ['?region=semua', DEFAULT_PROVINCIAL_CRITERIA],
  ] as const)('reads %p', (query, expected) => {
    expect(parseProvincialQuery(query)).toEqual(expected);
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(serializeProvincialQuery(DEFAULT_PROVINCIAL_CRITERIA)).toBe('');
    const state = { q: 'asep', region: 'Jawa' } as const;
    expect(serializeProvincialQuery(state)).toBe('?q=asep&region=Jawa');
    expect(parseProvincialQuery(serializeProvincialQuery(state))).toEqual(state);
  });
});
