/** @jest-environment node */
import { ALL_YEARS } from '@/data/options';
import {
  filterPhotos,
  galleryQuery,
  listYearOptions,
  readPhotoParam,
  withPhotoParam,
  type GalleryCriteria,
  type GalleryEntry,
} from '@/lib/gallery';

const photos: GalleryEntry[] = [
  {
    id: 'photo-001',
    caption: 'The opening keynote of the summit',
    alt: 'A speaker at a podium',
    album: 'events',
    albumName: 'Events & Summits',
    year: 2025,
  },
  {
    id: 'photo-002',
    caption: 'Planting mangrove seedlings',
    alt: 'Volunteers on a coastline at sunrise',
    album: 'csr',
    albumName: 'CSR Programmes',
    year: 2024,
  },
  {
    id: 'photo-003',
    caption: 'Live music closing the gathering',
    alt: 'A singer and a guitarist',
    album: 'gathering',
    albumName: 'Member Gatherings',
    year: 2024,
  },
  {
    id: 'photo-004',
    caption: 'A full hall',
    alt: 'Rows of audience members facing a bright stage',
    album: 'events',
    albumName: 'Events & Summits',
    year: 2023,
  },
];

const ids = (criteria: Partial<GalleryCriteria>) =>
  filterPhotos(photos, { ...galleryQuery.defaults, ...criteria }).map((p) => p.id.slice(-1));

describe('filterPhotos', () => {
  it.each<[string, Partial<GalleryCriteria>, string[]]>([
    ['nothing: every photo, in order', {}, ['1', '2', '3', '4']],
    ['a caption, ignoring case', { q: 'MANGROVE' }, ['2']],
    ['the alt text', { q: 'guitarist' }, ['3']],
    ["an album's name", { q: 'summits' }, ['1', '4']],
    ["an album's slug", { q: 'csr' }, ['2']],
    ['a blank search as no search', { q: '   ' }, ['1', '2', '3', '4']],
    ['the search trimmed', { q: '  full hall ' }, ['4']],
    ['an album exactly', { album: 'events' }, ['1', '4']],
    ['a year exactly', { year: '2024' }, ['2', '3']],
    ['album, year and search together', { album: 'events', year: '2023', q: 'stage' }, ['4']],
    ['a search that matches nothing', { q: '<script>alert(1)</script>' }, []],
    ['a year without photos', { year: '2022' }, []],
  ])('finds %s', (_, criteria, expected) => {
    expect(ids(criteria)).toEqual(expected);
  });
});

describe('listYearOptions', () => {
  it.each<[string, { year: number }[], string[]]>([
    [
      'distinct years, newest first',
      [{ year: 2023 }, { year: 2025 }, { year: 2024 }, { year: 2025 }],
      [ALL_YEARS, '2025', '2024', '2023'],
    ],
    ['a single year', [{ year: 2024 }], [ALL_YEARS, '2024']],
    ['no photos', [], [ALL_YEARS]],
  ])('lists %s after All Years', (_, input, expected) => {
    expect(listYearOptions(input)).toEqual(expected);
  });
});

describe('the photo parameter', () => {
  it.each<[string, string | null]>([
    ['?photo=photo-003', 'photo-003'],
    ['?album=csr&photo=photo-010', 'photo-010'],
    ['', null],
    ['?photo=', null],
    ['?photo=%3Cscript%3E', null],
    ['?photo=Photo-003', null],
    [`?photo=${'a'.repeat(65)}`, null],
  ])('reads %p as %p', (query, expected) => {
    expect(readPhotoParam(query)).toBe(expected);
  });

  it.each<[string, string | null, string]>([
    ['', 'photo-001', '?photo=photo-001'],
    ['?album=csr&page=2', 'photo-010', '?album=csr&page=2&photo=photo-010'],
    ['?album=csr&photo=photo-010', 'photo-011', '?album=csr&photo=photo-011'],
    ['?album=csr&photo=photo-010', null, '?album=csr'],
    ['?photo=photo-010', null, ''],
  ])('in %p set to %p gives %p', (query, photo, expected) => {
    expect(withPhotoParam(query, photo)).toBe(expected);
  });
});
