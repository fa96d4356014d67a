/**
 * Photos staff upload in the editor are kept here as they were uploaded, and never published as
 * they are: the build writes each one, scaled, cropped to the size its page declares and stripped
 * of its metadata, to `UPLOADS_PATH`, with its responsive widths (scripts/build-image-variants.mjs).
 */
export const UPLOADS_FOLDER = 'data/uploads';

/** The path a record names an uploaded photo by: `/images/uploads/<file>`. */
export const UPLOADS_PATH = '/images/uploads';
