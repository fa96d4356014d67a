/** @jest-environment node */
import {
  ALBUM_SLUGS,
  ALL_CATEGORIES,
  ALL_CITIES,
  ALL_INDUSTRIES,
  ALL_PROVINCES,
  ALL_REGIONS,
  ALL_YEARS,
  ARTICLE_CATEGORY_OPTIONS,
  CENTRAL_BOARD_NAMES,
  CSR_PROGRAM_TITLES,
  DIRECTORY_PROVINCE_OPTIONS,
  EVENT_CATEGORIES,
  EVENT_CITY_OPTIONS,
  HOME_EVENT_TYPES,
  INDUSTRY_OPTIONS,
  INTERNATIONAL_COUNTRIES,
  MAIN_OFFICER_ROLES,
  NEWS_CATEGORIES,
  PROVINCE_REGION_OPTIONS,
  PROVINCE_REGIONS,
} from '@/data/options';
import { DEFAULT_DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZES } from '@/lib/constants';

describe('the option lists', () => {
  // The spec's labels, copied from SPEC.md §3 and §9: the lists must match them exactly.
  it.each([
    [
      'industries',
      INDUSTRY_OPTIONS,
      [
        'All Industries',
        'Technology',
        'Renewable Energy',
        'Logistics',
        'Agriculture',
        'Healthcare',
        'Education',
        'Smart City',
        'Financial Services',
        'Tourism & Hospitality',
        'Retail & E-commerce',
        'Water & Sanitation',
        'Fashion & Apparel',
      ],
    ],
    [
      'directory provinces',
      DIRECTORY_PROVINCE_OPTIONS,
      [
        'All Provinces',
        'DKI Jakarta',
        'Jawa Barat',
        'Jawa Tengah',
        'Jawa Timur',
        'Sumatera Utara',
        'Sumatera Selatan',
        'Bali',
        'Yogyakarta',
        'Kalimantan Timur',
      ],
    ],
    [
      'event cities',
      EVENT_CITY_OPTIONS,
      ['All Cities', 'Jakarta', 'Surabaya', 'Bali', 'Medan', 'Makassar', 'Yogyakarta'],
    ],
    ['event categories', EVENT_CATEGORIES, ['Conference', 'Roundtable', 'Workshop', 'Seminar']],
    [
      'article categories',
      ARTICLE_CATEGORY_OPTIONS,
      ['All Categories', 'Leadership', 'Strategy', 'Innovation', 'Economy', 'Community'],
    ],
    [
      'news categories',
      NEWS_CATEGORIES,
      ['Press Release', 'Org Updates', 'Event Recap', 'Policy & Economy', 'Media Coverage'],
    ],
    [
      'provincial regions',
      PROVINCE_REGIONS,
      ['Sumatera', 'Jawa', 'Kalimantan', 'Sulawesi', 'Bali-Nusa', 'Maluku'],
    ],
    ['home event types', HOME_EVENT_TYPES, ['Summit', 'Forum', 'Roundtable']],
    ['album slugs', ALBUM_SLUGS, ['events', 'csr', 'gathering', 'international', 'behind-scenes']],
    ['directory page sizes', DIRECTORY_PAGE_SIZES, [12, 24, 48]],
    ['central boards', CENTRAL_BOARD_NAMES, ['Dewan Pembina', 'Dewan Pengawas', 'Dewan Pakar']],
    [
      'main officers',
      MAIN_OFFICER_ROLES,
      ['Ketua Umum', 'Wakil Ketua Umum', 'Sekretaris Jenderal', 'Bendahara Umum'],
    ],
    [
      'international countries',
      INTERNATIONAL_COUNTRIES,
      ['Australia', 'China', 'Canada', 'India', 'Malaysia', 'Singapore', 'USA'],
    ],
    [
      'CSR programmes',
      CSR_PROGRAM_TITLES,
      ['Education & Scholarship', 'Health', 'SME', 'Environment', 'Social & Humanitarian'],
    ],
  ])('lists the %s with the spec’s labels, in order', (_, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it.each([
    ['industries', ALL_INDUSTRIES, 'All Industries'],
    ['provinces', ALL_PROVINCES, 'All Provinces'],
    ['cities', ALL_CITIES, 'All Cities'],
    ['categories', ALL_CATEGORIES, 'All Categories'],
    ['years', ALL_YEARS, 'All Years'],
    ['regions', ALL_REGIONS, 'Semua'],
  ])('names the "all" value of the %s filter %p', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('puts the "all" value first in the region filter', () => {
    expect(PROVINCE_REGION_OPTIONS[0]).toBe('Semua');
  });

  it('defaults the directory to the smallest page size, 12', () => {
    expect(DEFAULT_DIRECTORY_PAGE_SIZE).toBe(12);
    expect(DIRECTORY_PAGE_SIZES).toContain(DEFAULT_DIRECTORY_PAGE_SIZE);
  });
});
