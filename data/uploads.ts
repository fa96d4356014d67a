/**
 * Photos staff upload in the editor are kept here as they were uploaded, and never published as
 * they are: the build writes each one, scaled, cropped to the size its page declares and stripped
 * of its metadata, to `UPLOADS_PATH`, with its responsive widths (scripts/build-image-variants.mjs).
 */
export const UPLOADS_FOLDER = 'data/uploads';

/** The path a record names an uploaded photo by: `/images/uploads/<file>`. */
export const UPLOADS_PATH = '/images/uploads';

/** A gallery photo, which has no size of its own, is published at most this wide. */
export const MAX_PHOTO_WIDTH = 2400;

/**
 * The editor refuses a larger file (a phone's photo is 2–8 MB): the build scales every upload, but
 * a file this size is not a photo for the web, and the repository keeps every upload for good.
 */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
