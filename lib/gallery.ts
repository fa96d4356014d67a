import { ALBUM_SLUGS, ALL_YEARS, GALLERY_YEARS, type AlbumSlug } from '@/data/options';
import {
  defineListingQuery,
  matchesText,
  option,
  positiveInt,
  text,
  type QueryInput,
} from './listing-query';

/** First entry of the album filter. The spec names none; this follows 'All Years'. */
export const ALL_ALBUMS = 'All Albums';

/** The query parameter naming the photo open in the lightbox: `?photo=photo-003`. */
export const PHOTO_PARAM = 'photo';

/** What the filters, the grid and the lightbox need of a photo. */
export type GalleryEntry = {
  id: string;
  alt: string;
  caption: string;
  album: AlbumSlug;
  /** The album's display name, searched along with its slug. */
  albumName: string;
  year: number;
};

const YEAR_VALUES = GALLERY_YEARS.map(String);

export type GalleryCriteria = {
  /** An album slug, or ALL_ALBUMS. */
  album: AlbumSlug | typeof ALL_ALBUMS;
  /** A year as text ('2024'), or ALL_YEARS. */
  year: string;
  q: string;
  page: number;
};

/**
 * The gallery's state in the URL: `?album=&year=&q=&page=`. The open photo (`?photo=`) is carried
 * along: the listing and the lightbox share one URL.
 */
export const galleryQuery = defineListingQuery<GalleryCriteria>(
  { album: ALL_ALBUMS, year: ALL_YEARS, q: '', page: 1 },
  {
    album: option<GalleryCriteria['album']>([ALL_ALBUMS, ...ALBUM_SLUGS]),
    year: option(YEAR_VALUES),
    q: text(),
    page: positiveInt(),
  },
  { carry: [PHOTO_PARAM] },
);

/**
 * The photos matching the criteria, in their given order: search is a case-insensitive "contains"
 * on the caption, the album (name or slug) and the alt text; album and year match exactly; a
 * filter at its "All" value is ignored.
 */
export function filterPhotos<T extends GalleryEntry>(
  photos: readonly T[],
  criteria: Omit<GalleryCriteria, 'page'>,
): T[] {
  return photos.filter(
    (photo) =>
      (criteria.album === ALL_ALBUMS || photo.album === criteria.album) &&
      (criteria.year === ALL_YEARS || String(photo.year) === criteria.year) &&
      matchesText(criteria.q, [photo.caption, photo.albumName, photo.album, photo.alt]),
  );
}

/** The year filter's options: 'All Years', then the distinct years of the photos, newest first. */
export function listYearOptions(photos: readonly Pick<GalleryEntry, 'year'>[]): string[] {
  const years = [...new Set(photos.map((photo) => photo.year))].sort((a, b) => b - a);
  return [ALL_YEARS, ...years.map(String)];
}

/** The id of the photo open in the lightbox, or null. Ids are short slugs; anything else is ignored. */
export function readPhotoParam(input: QueryInput): string | null {
  const raw = new URLSearchParams(input).get(PHOTO_PARAM);
  return raw && /^[a-z0-9-]{1,64}$/.test(raw) ? raw : null;
}

/** The query with the open photo set (or removed, for null), every other parameter kept as it was. */
export function withPhotoParam(input: QueryInput, photo: string | null): string {
  const params = new URLSearchParams(input);
  if (photo) params.set(PHOTO_PARAM, photo);
  else params.delete(PHOTO_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
