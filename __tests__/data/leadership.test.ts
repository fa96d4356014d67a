/** @jest-environment node */
import { getCentralLeadership } from '@/data/central-leadership';
import { CentralLeadershipSchema } from '@/data/schemas/central-leadership';
import { getInternationalBoards } from '@/data/international-boards';
import { InternationalBoardListSchema } from '@/data/schemas/international-boards';
import { CENTRAL_BOARD_NAMES, MAIN_OFFICER_ROLES, PROVINCE_REGIONS } from '@/data/options';
import { getProvincialBoards } from '@/data/provincial-boards';
import { ProvincialBoardListSchema } from '@/data/schemas/provincial-boards';

describe('the provincial boards', () => {
  const boards = getProvincialBoards();
  const regionOf = (province: string) =>
    boards.find((board) => board.province === province)?.region;

  it('parse', () => {
    expect(ProvincialBoardListSchema.safeParse(boards).success).toBe(true);
  });

  it('cover the 34 provinces, each once', () => {
    expect(boards).toHaveLength(34);
    expect(new Set(boards.map((board) => board.province)).size).toBe(34);
  });

  it('use every region', () => {
    expect(new Set(boards.map((board) => board.region))).toEqual(new Set(PROVINCE_REGIONS));
  });

  it.each([
    ['Aceh', 'Sumatera'],
    ['Kepulauan Bangka Belitung', 'Sumatera'],
    ['DKI Jakarta', 'Jawa'],
    ['Banten', 'Jawa'],
    ['Bali', 'Bali-Nusa'],
    ['Nusa Tenggara Timur', 'Bali-Nusa'],
    ['Kalimantan Utara', 'Kalimantan'],
    ['Gorontalo', 'Sulawesi'],
    ['Maluku Utara', 'Maluku'],
    ['Papua', 'Maluku'],
    ['Papua Barat', 'Maluku'],
  ])('place %s under %s', (province, region) => {
    expect(regionOf(province)).toBe(region);
  });

  it.each([
    ['Sumatera', 10],
    ['Jawa', 6],
    ['Bali-Nusa', 3],
    ['Kalimantan', 5],
    ['Sulawesi', 6],
    ['Maluku', 4],
  ])('count the provinces of %s as %i', (region, count) => {
    expect(boards.filter((board) => board.region === region)).toHaveLength(count);
  });

  it('name a Ketua Provinsi, a Sekretaris and a Bendahara for each', () => {
    for (const board of boards) {
      expect(board.ketua).not.toBe('');
      expect(board.sekretaris).not.toBe('');
      expect(board.bendahara).not.toBe('');
    }
  });

  it('reject a region outside the list', () => {
    const broken = boards.map((board, index) =>
      index === 0 ? { ...board, region: 'Papua' } : board,
    );
    expect(ProvincialBoardListSchema.safeParse(broken).success).toBe(false);
  });
});

describe('the international boards', () => {
  const boards = getInternationalBoards();

  it('parse', () => {
    expect(InternationalBoardListSchema.safeParse(boards).success).toBe(true);
  });

  it('cover the seven countries in the spec’s order', () => {
    expect(boards.map((board) => board.country)).toEqual([
      'Australia',
      'China',
      'Canada',
      'India',
      'Malaysia',
      'Singapore',
      'USA',
    ]);
  });

  it('show a flag image (not an emoji) named after the country code', () => {
    for (const board of boards) expect(board.flag).toBe(`/images/flags/${board.code}.svg`);
  });

  it('name a Ketua for every board and a Sekretaris for some', () => {
    for (const board of boards) expect(board.ketua).not.toBe('');
    expect(boards.some((board) => board.sekretaris)).toBe(true);
    expect(boards.some((board) => !board.sekretaris)).toBe(true);
  });
});

describe('the central leadership', () => {
  const leadership = getCentralLeadership();

  it('parses', () => {
    expect(CentralLeadershipSchema.safeParse(leadership).success).toBe(true);
  });

  it('serves the 2025–2030 term', () => {
    expect(leadership.term).toBe('2025–2030');
  });

  it('has the three boards, each with a head, members and a description of its role', () => {
    expect(leadership.groups.map((group) => group.name)).toEqual([...CENTRAL_BOARD_NAMES]);
    for (const group of leadership.groups) {
      expect(group.head.name).not.toBe('');
      expect(group.members.length).toBeGreaterThan(0);
      expect(group.role).not.toBe('');
    }
  });

  it('has the four main officers in order', () => {
    expect(leadership.mainOfficers.map((officer) => officer.role)).toEqual([...MAIN_OFFICER_ROLES]);
  });

  it('has 25 working fields, each with one to three chairs and members', () => {
    expect(leadership.workingFields).toHaveLength(25);
    for (const field of leadership.workingFields) {
      expect(field.name).toMatch(/^Bidang /);
      expect(field.ketua.length).toBeGreaterThanOrEqual(1);
      expect(field.ketua.length).toBeLessThanOrEqual(3);
      expect(field.anggota.length).toBeGreaterThan(0);
    }
  });

  it('has working fields with one chair and with several', () => {
    const chairs = leadership.workingFields.map((field) => field.ketua.length);
    expect(chairs).toContain(1);
    expect(Math.max(...chairs)).toBeGreaterThan(1);
  });

  it('rejects a working field with four chairs', () => {
    const [first, ...rest] = leadership.workingFields;
    const broken = {
      ...leadership,
      workingFields: [{ ...first!, ketua: ['A B', 'C D', 'E F', 'G H'] }, ...rest],
    };
    expect(CentralLeadershipSchema.safeParse(broken).success).toBe(false);
  });
});
