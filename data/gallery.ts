import type { AlbumSlug } from './options';
import { ALBUM_SLUGS } from './options';
import { fromContent, imageSizeOf, loadFolder } from './content-files';
import type { Locale } from './locales';
import { checkCollection, recordSource } from './schemas/content-file';
import {
  AlbumFileSchema,
  AlbumFileTranslationSchema,
  AlbumFileListSchema,
  GalleryPhotoListSchema,
  type Album,
  type AlbumFile,
  type GalleryPhoto,
} from './schemas/gallery';

type Gallery = { photos: readonly GalleryPhoto[]; albums: readonly Album[] };

/** Newest year first; within a year, the albums' order and then each album's (a stable sort). */
const newestFirst = (photos: GalleryPhoto[]) => photos.sort((a, b) => b.year - a.year);

/** The five albums and their photos, from data/content/gallery/{en,id}/<album>.json. */
const editions = fromContent((): Record<Locale, Gallery> => {
  const { en, id } = loadFolder({
    folder: 'gallery',
    schema: AlbumFileSchema,
    translation: AlbumFileTranslationSchema,
    list: AlbumFileListSchema,
    order: (a, b) => ALBUM_SLUGS.indexOf(a.slug) - ALBUM_SLUGS.indexOf(b.slug),
  });
  // A photo's size is read from its file once, for both editions.
  const sizes = new Map<string, { width: number; height: number }>();
  const sizeOf = (src: string) => {
    if (!sizes.has(src)) sizes.set(src, imageSizeOf(src));
    return sizes.get(src)!;
  };
  /** An album's photos as the site lists them: with their album and their images' own size. */
  const photosOf = (album: AlbumFile): GalleryPhoto[] =>
    album.photos.map(({ id: photoId, src, alt, year, caption }) => ({
      id: photoId,
      src,
      alt,
      album: album.slug,
      year,
      caption,
      ...sizeOf(src),
    }));
  const listed = { en: en.flatMap(photosOf), id: id.flatMap(photosOf) };
  checkCollection(
    GalleryPhotoListSchema,
    listed.en,
    en.flatMap((album) =>
      album.photos.map((_, index) => ({
        ...recordSource('gallery', 'en', album.slug),
        path: ['photos', index],
      })),
    ),
  );
  const edition = (albums: readonly AlbumFile[], listedPhotos: GalleryPhoto[]): Gallery => {
    const photos = Object.freeze(newestFirst(listedPhotos));
    return {
      photos,
      albums: Object.freeze(
        albums.map(({ id: albumId, name, slug, description, coverPhoto }) => ({
          id: albumId,
          name,
          slug,
          description,
          coverPhoto,
          photoCount: photos.filter((photo) => photo.album === slug).length,
        })),
      ),
    };
  };
  return { en: edition(en, listed.en), id: edition(id, listed.id) };
});

/** Every gallery photo, newest year first, in `locale`. */
export function getGalleryPhotos(locale: Locale = 'en'): readonly GalleryPhoto[] {
  return editions()[locale].photos;
}

/** The five albums with their photo counts, in the spec's order, in `locale`. */
export function getAlbums(locale: Locale = 'en'): readonly Album[] {
  return editions()[locale].albums;
}

/** One album by slug, or undefined when no album has it. */
export function getAlbumBySlug(slug: string, locale: Locale = 'en'): Album | undefined {
  return editions()[locale].albums.find((album) => album.slug === slug);
}

/** Every album slug, for generateStaticParams (the same in both editions). */
export function getAlbumSlugs(): AlbumSlug[] {
  return editions().en.albums.map((album) => album.slug);
}

/** The photos of one album, newest year first; empty for an unknown album. */
export function getAlbumPhotos(slug: string, locale: Locale = 'en'): GalleryPhoto[] {
  return editions()[locale].photos.filter((photo) => photo.album === slug);
}
