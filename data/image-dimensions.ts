/**
 * Pixel dimensions of the generated master images (scripts/artwork), so pages can give every <img>
 * its width and height and reserve the space before it loads. No zod and no content: client
 * components (cards, the lightbox) may import it. Gallery photos carry their own dimensions. The
 * widths each image is published at (its srcset) are lib/image-widths.mjs.
 */

export type ImageSize = { readonly width: number; readonly height: number };

/** CEO profile photos, 4:5. */
export const CEO_PORTRAIT_SIZE = { width: 640, height: 800 } as const satisfies ImageSize;

/** Article author avatars, square. */
export const AVATAR_SIZE = { width: 384, height: 384 } as const satisfies ImageSize;

/** Covers of articles, news, events and crowdfunding projects, and images inside articles and news, 16:9. */
export const COVER_SIZE = { width: 1600, height: 900 } as const satisfies ImageSize;

/** Gallery album covers, 4:3. */
export const ALBUM_COVER_SIZE = { width: 1200, height: 900 } as const satisfies ImageSize;

/** Country flags (SVG, 4:3; any rendered size stays sharp). */
export const FLAG_SIZE = { width: 640, height: 480 } as const satisfies ImageSize;
