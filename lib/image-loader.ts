import { VARIANT_DIR } from './image-widths.mjs';

/** A master image the build publishes in widths: the drawn WebP artwork, or a photo staff uploaded. */
const MASTER = /^(\/images\/.+)\.(?:webp|jpe?g|png)$/;

/**
 * next/image loader for a static host: maps an image and a width to the pre-built variant that
 * scripts/build-image-variants.mjs wrote, e.g. /images/hero/skyline.webp at 640 px →
 * /_img/images/hero/skyline-640.webp (an uploaded /images/uploads/visit.jpg → …/visit-640.webp).
 * Anything else is served as it is.
 */
export default function imageLoader({ src, width }: { src: string; width: number }): string {
  const base = MASTER.exec(src)?.[1];
  return base ? `/${VARIANT_DIR}${base}-${width}.webp` : src;
}
