// Widths the site's images are published at: next.config.mjs hands them to next/image, and
// scripts/build-image-variants.mjs writes one file per width, so every srcset entry exists.
export const DEVICE_SIZES = [640, 960, 1280, 1920];
export const IMAGE_SIZES = [96, 192, 384];
export const VARIANT_DIR = '_img';
