import { getStaticImageProps } from '@/components/ui/static-image';
import type { Album, GalleryPhoto } from '@/data/schemas/gallery';
import type { GalleryEntry } from '@/lib/gallery';

/** What the grid and the lightbox need of a photo: plain data, handed from the server to the client. */
export type GalleryTile = GalleryEntry & {
  width: number;
  height: number;
  /** The full-size file, for the lightbox's 'Open in new tab'. */
  src: string;
  /** The published variants (lib/image-widths.mjs); the lightbox reuses the srcset with its own sizes. */
  image: { src: string; srcSet: string; sizes: string };
};

/**
 * The width a grid tile is drawn at (components/gallery/photo-grid.module.css): two columns on a
 * phone, three from 768 px, four from 1024 px in a container of at most 1216 px. A phone thus
 * picks a 384 or 640 px file, never a desktop size.
 */
export const TILE_SIZES =
  '(min-width: 1280px) 292px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** The photos as the client components need them, each with its album's name and its image variants. */
export function toGalleryTiles(
  photos: readonly GalleryPhoto[],
  albums: readonly Pick<Album, 'slug' | 'name'>[],
): GalleryTile[] {
  return photos.map((photo) => {
    const { src, srcSet, sizes } = getStaticImageProps({
      src: photo.src,
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
      sizes: TILE_SIZES,
    });
    return {
      id: photo.id,
      alt: photo.alt,
      caption: photo.caption,
      album: photo.album,
      albumName: albums.find((album) => album.slug === photo.album)?.name ?? photo.album,
      year: photo.year,
      width: photo.width,
      height: photo.height,
      src: photo.src,
      image: { src, srcSet: srcSet ?? '', sizes: sizes ?? TILE_SIZES },
    };
  });
}
