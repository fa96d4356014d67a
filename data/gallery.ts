import type { AlbumSlug } from './options';
import { GALLERY_CONTENT } from './content/gallery';
import { ALBUM_CONTENT_ID, GALLERY_PHOTO_CONTENT_ID } from './content/id/gallery';
import type { Locale } from './locales';
import {
  AlbumTranslationSchema,
  GalleryPhotoTranslationSchema,
  GallerySchema,
  type Album,
  type GalleryPhoto,
} from './schemas/gallery';
import { localizeRecords } from './schemas/translation';

const gallery = GallerySchema.parse(GALLERY_CONTENT);

// Newest year first; within a year, the content's order (a stable sort).
const photos: readonly GalleryPhoto[] = Object.freeze(
  [...gallery.photos].sort((a, b) => b.year - a.year),
);

const albums: readonly Album[] = Object.freeze(
  gallery.albums.map((album) => ({
    ...album,
    photoCount: photos.filter((photo) => photo.album === album.slug).length,
  })),
);

const editions: Readonly<
  Record<Locale, { photos: readonly GalleryPhoto[]; albums: readonly Album[] }>
> = {
  en: { photos, albums },
  id: {
    photos: Object.freeze(
      localizeRecords(
        'photo',
        photos,
        GALLERY_PHOTO_CONTENT_ID,
        GalleryPhotoTranslationSchema,
        (photo) => photo.id,
      ),
    ),
    albums: Object.freeze(
      localizeRecords(
        'album',
        albums,
        ALBUM_CONTENT_ID,
        AlbumTranslationSchema,
        (album) => album.id,
      ),
    ),
  },
};

/** Every gallery photo, newest year first, in `locale`. */
export function getGalleryPhotos(locale: Locale = 'en'): readonly GalleryPhoto[] {
  return editions[locale].photos;
}

/** The five albums with their photo counts, in the spec's order, in `locale`. */
export function getAlbums(locale: Locale = 'en'): readonly Album[] {
  return editions[locale].albums;
}

/** One album by slug, or undefined when no album has it. */
export function getAlbumBySlug(slug: string, locale: Locale = 'en'): Album | undefined {
  return editions[locale].albums.find((album) => album.slug === slug);
}

/** Every album slug, for generateStaticParams (the same in both editions). */
export function getAlbumSlugs(): AlbumSlug[] {
  return albums.map((album) => album.slug);
}

/** The photos of one album, newest year first; empty for an unknown album. */
export function getAlbumPhotos(slug: string, locale: Locale = 'en'): GalleryPhoto[] {
  return editions[locale].photos.filter((photo) => photo.album === slug);
}
