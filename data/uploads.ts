/**
 * Photos staff upload in the editor are kept here as they were uploaded, and never published as
 * they are: the build writes each one, scaled, cropped to the size its page declares and stripped
 * of its metadata, to `UPLOADS_PATH`, with its responsive widths (scripts/build-image-variants.mjs).
 */
export const UPLOADS_FOLDER = 'data/uploads';

/** The path a record names an uploaded photo by: `/images/uploads/<file>`. */
export const UPLOADS_PATH = '/images/uploads';

/** An uploaded photo's file name, as the editor writes it (lowercase, safe in a URL). */
export const UPLOAD_NAME_PATTERN = /^[a-z0-9][a-z0-9._~-]*\.(?:jpe?g|png|webp)$/;

/** A gallery photo, which has no size of its own, is published at most this wide. */
export const MAX_PHOTO_WIDTH = 2400;

/**
 * The editor refuses a larger file (a phone's photo is 2–8 MB): the build scales every upload, but
 * a file this size is not a photo for the web, and the repository keeps every upload for good.
 */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** An image's pixel size. */
type Size = { readonly width: number; readonly height: number };

/**
 * The size a photo without a fixed size of its own (a gallery photo) is published at, from its
 * size as seen (upright): its own proportions, at most MAX_PHOTO_WIDTH wide, never enlarged.
 */
export function publishedPhotoSize({ width, height }: Size): { width: number; height: number } {
  if (![width, height].every((side) => Number.isInteger(side) && side > 0)) {
    throw new RangeError(`An image's size is whole pixels, not ${width}×${height}`);
  }
  if (width <= MAX_PHOTO_WIDTH) return { width, height };
  return {
    width: MAX_PHOTO_WIDTH,
    height: Math.max(1, Math.round((height * MAX_PHOTO_WIDTH) / width)),
  };
}
