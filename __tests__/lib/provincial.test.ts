/** @jest-environment node */
import { filterProvincialBoards, provincialQuery, type ProvincialEntry } from '@/lib/provincial';

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
      ids(filterProvincialBoards(boards, { ...provincialQuery.defaults, ...overrides })),
    ).toEqual(expected);
  });
});
