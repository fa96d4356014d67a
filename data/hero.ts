/** The home hero's four crossfading backgrounds (decorative; the heading carries the meaning). */
export const HERO_SLIDES = [
  '/images/hero/skyline.webp',
  '/images/hero/boardroom.webp',
  '/images/hero/archipelago.webp',
  '/images/hero/kawung.webp',
] as const;

// The hero's components read the offset here, beside the slides it spaces out.
export { HERO_SLIDE_OFFSET_S } from '@/lib/constants';
