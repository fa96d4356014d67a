/** The home hero's four crossfading backgrounds (decorative; the heading carries the meaning). */
export const HERO_SLIDES = [
  '/images/hero/skyline.webp',
  '/images/hero/boardroom.webp',
  '/images/hero/archipelago.webp',
  '/images/hero/kawung.webp',
] as const;

/** Seconds between one slide and the next. */
export const HERO_SLIDE_OFFSET_S = 2;
