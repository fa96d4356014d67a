// Widths the site's images are published at: next.config.mjs hands them to next/image, and
// scripts/build-image-variants.mjs writes one file per width, so every srcset entry exists.
// (The pixel dimensions of the master images, for width/height attributes, are another thing:
// data/image-dimensions.ts.)
export const DEVICE_SIZES = [640, 960, 1280, 1920];
export const IMAGE_SIZES = [96, 192, 384];
export const VARIANT_DIR = '_img';
