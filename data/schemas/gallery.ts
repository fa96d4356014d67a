import { z } from 'zod';
import { ALBUM_SLUGS, GALLERY_YEARS } from '../options';
import { imagePathSchema, textSchema, uniqueBy } from './helpers';

export const GalleryPhotoSchema = z.strictObject({
  id: z.string().regex(/^photo-\d{3}$/),
  /** The file is exactly `width` × `height` pixels. */
  src: imagePathSchema('gallery'),
  alt: textSchema,
  album: z.enum(ALBUM_SLUGS),
  year: z
    .int()
    .min(Math.min(...GALLERY_YEARS))
    .max(Math.max(...GALLERY_YEARS)),
  caption: textSchema,
  width: z.int().positive(),
  height: z.int().positive(),
});

export const AlbumSchema = z.strictObject({
  id: z.string().regex(/^album-[a-z-]+$/),
  name: textSchema,
  slug: z.enum(ALBUM_SLUGS),
  description: textSchema,
  /** ALBUM_COVER_SIZE. */
  coverPhoto: imagePathSchema('albums'),
});

export const GallerySchema = z
  .strictObject({
    albums: z
      .array(AlbumSchema)
      .length(ALBUM_SLUGS.length)
      .superRefine(uniqueBy('album slug', (album) => album.slug)),
    photos: z
      .array(GalleryPhotoSchema)
      .superRefine(uniqueBy('photo id', (photo) => photo.id))
      .superRefine(uniqueBy('photo file', (photo) => photo.src)),
  })
  .superRefine(({ albums, photos }, ctx) => {
    albums.forEach((album, index) => {
      if (!photos.some((photo) => photo.album === album.slug)) {
        ctx.addIssue({
          code: 'custom',
          path: ['albums', index],
          message: `Album "${album.slug}" has no photos`,
        });
      }
    });
  });

/** An album's Indonesian name and description; its slug, cover and count are shared. */
export const AlbumTranslationSchema = z.strictObject({ name: textSchema, description: textSchema });
export type AlbumTranslation = z.input<typeof AlbumTranslationSchema>;

/** A photo's Indonesian alt text and caption; the file, album, year and size are shared. */
export const GalleryPhotoTranslationSchema = z.strictObject({
  alt: textSchema,
  caption: textSchema,
});
export type GalleryPhotoTranslation = z.input<typeof GalleryPhotoTranslationSchema>;

export type GalleryPhoto = z.infer<typeof GalleryPhotoSchema>;
export type GalleryInput = z.input<typeof GallerySchema>;
type AlbumRecord = z.infer<typeof AlbumSchema>;
/** An album with its photo count, which is always counted from the photos, never typed in. */
export type Album = AlbumRecord & { photoCount: number };
