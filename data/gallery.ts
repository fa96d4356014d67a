import type { AlbumSlug } from './options';
import { GALLERY_CONTENT } from './content/gallery';
import { GallerySchema, type Album, type GalleryPhoto } from './schemas/gallery';

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

/** Every gallery photo, newest year first. */
export function getGalleryPhotos(): readonly GalleryPhoto[] {
  return photos;
}

/** The five albums with their photo counts, in the spec's order. */
export function getAlbums(): readonly Album[] {
  return albums;
}

/** One album by slug, or undefined when no album has it. */
export function getAlbumBySlug(slug: string): Album | undefined {
  return albums.find((album) => album.slug === slug);
}

/** Every album slug, for generateStaticParams. */
export function getAlbumSlugs(): AlbumSlug[] {
  return albums.map((album) => album.slug);
}

/** The photos of one album, newest year first; empty for an unknown album. */
export function getAlbumPhotos(slug: string): GalleryPhoto[] {
  return photos.filter((photo) => photo.album === slug);
}
