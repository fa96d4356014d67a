import { VARIANT_DIR } from './image-widths.mjs';

/**
 * next/image loader for a static host: maps an image and a width to the pre-built variant that
 * scripts/build-image-variants.mjs wrote, e.g. /images/hero/skyline.webp at 640 px →
 * /_img/images/hero/skyline-640.webp. Anything outside /images/ is served as it is.
 */
export default function imageLoader({ src, width }: { src: string; width: number }): string {
  if (!src.startsWith('/images/') || !src.endsWith('.webp')) return src;
  return `/${VARIANT_DIR}${src.slice(0, -'.webp'.length)}-${width}.webp`;
}
