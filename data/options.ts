/**
 * The spec's option lists and filter values, with its exact labels. Plain constants only: filter
 * bars and other client components import this file, so it must not pull zod or any content into
 * the browser bundle. The collection schemas build their enums from the non-"All" lists here.
 */

export const ALL_INDUSTRIES = 'All Industries';
export const INDUSTRIES = [
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
] as const;
export const INDUSTRY_OPTIONS = [ALL_INDUSTRIES, ...INDUSTRIES] as const;
export type Industry = (typeof INDUSTRIES)[number];
export type IndustryOption = (typeof INDUSTRY_OPTIONS)[number];

export const ALL_PROVINCES = 'All Provinces';
export const DIRECTORY_PROVINCES = [
  'DKI Jakarta',
  'Jawa Barat',
  'Jawa Tengah',
  'Jawa Timur',
  'Sumatera Utara',
  'Sumatera Selatan',
  'Bali',
  'Yogyakarta',
  'Kalimantan Timur',
] as const;
export const DIRECTORY_PROVINCE_OPTIONS = [ALL_PROVINCES, ...DIRECTORY_PROVINCES] as const;
export type DirectoryProvince = (typeof DIRECTORY_PROVINCES)[number];
export type DirectoryProvinceOption = (typeof DIRECTORY_PROVINCE_OPTIONS)[number];

export const ALL_CITIES = 'All Cities';
export const EVENT_CITIES = [
  'Jakarta',
  'Surabaya',
  'Bali',
  'Medan',
  'Makassar',
  'Yogyakarta',
] as const;
export const EVENT_CITY_OPTIONS = [ALL_CITIES, ...EVENT_CITIES] as const;
export type EventCity = (typeof EVENT_CITIES)[number];
export type EventCityOption = (typeof EVENT_CITY_OPTIONS)[number];

export const EVENT_CATEGORIES = ['Conference', 'Roundtable', 'Workshop', 'Seminar'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_STATUSES = ['upcoming', 'past'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The home page's event types; they are labels of their own, not event categories. */
export const HOME_EVENT_TYPES = ['Summit', 'Forum', 'Roundtable'] as const;
export type HomeEventType = (typeof HOME_EVENT_TYPES)[number];

/** Only published articles and news items are listed or reachable. */
export const PUBLICATION_STATUSES = ['published', 'draft'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const ALL_CATEGORIES = 'All Categories';
export const ARTICLE_CATEGORIES = [
  'Leadership',
  'Strategy',
  'Innovation',
  'Economy',
  'Community',
] as const;
export const ARTICLE_CATEGORY_OPTIONS = [ALL_CATEGORIES, ...ARTICLE_CATEGORIES] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
export type ArticleCategoryOption = (typeof ARTICLE_CATEGORY_OPTIONS)[number];

export const NEWS_CATEGORIES = [
  'Press Release',
  'Org Updates',
  'Event Recap',
  'Policy & Economy',
  'Media Coverage',
] as const;
/** The spec gives no "all" label for the newsroom; it uses the articles' one for consistency. */
export const NEWS_CATEGORY_OPTIONS = [ALL_CATEGORIES, ...NEWS_CATEGORIES] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type NewsCategoryOption = (typeof NEWS_CATEGORY_OPTIONS)[number];

/** First entry of the newsroom's year dropdown; the distinct years follow, newest first. */
export const ALL_YEARS = 'All Years';

/** The newsroom's source for items the association published itself. */
export const INTERNAL_SOURCE = 'Internal';

export const ALL_REGIONS = 'Semua';
export const PROVINCE_REGIONS = [
  'Sumatera',
  'Jawa',
  'Kalimantan',
  'Sulawesi',
  'Bali-Nusa',
  'Maluku',
] as const;
export const PROVINCE_REGION_OPTIONS = [ALL_REGIONS, ...PROVINCE_REGIONS] as const;
export type ProvinceRegion = (typeof PROVINCE_REGIONS)[number];
export type ProvinceRegionOption = (typeof PROVINCE_REGION_OPTIONS)[number];

export const ALBUM_SLUGS = [
  'events',
  'csr',
  'gathering',
  'international',
  'behind-scenes',
] as const;
export type AlbumSlug = (typeof ALBUM_SLUGS)[number];

export const GALLERY_YEARS = [2023, 2024, 2025] as const;
export type GalleryYear = (typeof GALLERY_YEARS)[number];

export const CENTRAL_BOARD_NAMES = ['Dewan Pembina', 'Dewan Pengawas', 'Dewan Pakar'] as const;
export type CentralBoardName = (typeof CENTRAL_BOARD_NAMES)[number];

export const MAIN_OFFICER_ROLES = [
  'Ketua Umum',
  'Wakil Ketua Umum',
  'Sekretaris Jenderal',
  'Bendahara Umum',
] as const;
export type MainOfficerRole = (typeof MAIN_OFFICER_ROLES)[number];

export const INTERNATIONAL_COUNTRIES = [
  'Australia',
  'China',
  'Canada',
  'India',
  'Malaysia',
  'Singapore',
  'USA',
] as const;
export type InternationalCountry = (typeof INTERNATIONAL_COUNTRIES)[number];

export const CSR_PROGRAM_TITLES = [
  'Education & Scholarship',
  'Health',
  'SME',
  'Environment',
  'Social & Humanitarian',
] as const;
export type CsrProgramTitle = (typeof CSR_PROGRAM_TITLES)[number];

/** The kinds of collaboration a partner can propose (spec §3); the form's labels: lib/forms. */
export const COLLABORATION_TYPES = [
  'co-host',
  'thought-leadership',
  'research',
  'csr',
  'media',
  'talent',
  'other',
] as const;
export type CollaborationType = (typeof COLLABORATION_TYPES)[number];

/** The kinds of event a sponsor can target (spec §3); the form's labels: lib/forms. */
export const EVENT_TARGETS = ['roundtable', 'conference', 'summit', 'gala', 'csr'] as const;
export type EventTarget = (typeof EVENT_TARGETS)[number];

/** The membership tiers, lowest first (their names and fees: data/content/membership.ts). */
export const MEMBERSHIP_TIERS = ['associate', 'full', 'patron'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];
