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

/** A photo as its album's file keeps it: its album is the file, its size the image's own. */
export const AlbumPhotoSchema = GalleryPhotoSchema.omit({ album: true, width: true, height: true });

/** An album's file (data/content/gallery/<lang>/<slug>.json): the album and its photos, in order. */
export const AlbumFileSchema = AlbumSchema.extend({ photos: z.array(AlbumPhotoSchema).min(1) });
export type AlbumFile = z.infer<typeof AlbumFileSchema>;

/** The five albums' files, in the spec's order. */
export const AlbumFileListSchema = z
  .array(AlbumFileSchema)
  .length(ALBUM_SLUGS.length)
  .superRefine(uniqueBy('album slug', (album) => album.slug))
  .superRefine(uniqueBy('album id', (album) => album.id));

/** Every photo of the gallery: ids and files are unique across albums. */
export const GalleryPhotoListSchema = z
  .array(GalleryPhotoSchema)
  .superRefine(uniqueBy('photo id', (photo) => photo.id))
  .superRefine(uniqueBy('photo file', (photo) => photo.src));

/** An album's Indonesian name and description; its slug, cover and count are shared. */
export const AlbumTranslationSchema = z.strictObject({ name: textSchema, description: textSchema });
export type AlbumTranslation = z.input<typeof AlbumTranslationSchema>;

/** A photo's Indonesian alt text and caption; the file, album, year and size are shared. */
export const GalleryPhotoTranslationSchema = z.strictObject({
  alt: textSchema,
  caption: textSchema,
});
export type GalleryPhotoTranslation = z.input<typeof GalleryPhotoTranslationSchema>;

/** An album file's Indonesian: the album's name and description, each photo's alt and caption. */
export const AlbumFileTranslationSchema = AlbumTranslationSchema.extend({
  photos: z.array(GalleryPhotoTranslationSchema),
});

export type GalleryPhoto = z.infer<typeof GalleryPhotoSchema>;
type AlbumRecord = z.infer<typeof AlbumSchema>;
/** An album with its photo count, which is always counted from the photos, never typed in. */
export type Album = AlbumRecord & { photoCount: number };
