import localFont from 'next/font/local';

// The display face, self-hosted (no network at build time) and subset by scripts/build-fonts.mjs
// to the characters the site's text uses, at weights 400–700. Preloaded and
// `font-display: optional`: a page paints in Playfair Display when it is in by its first paint (it
// is requested with the stylesheet), and otherwise keeps its fallback until the next page, so
// nothing ever moves under the reader (with `swap`, a centred heading in Playfair is narrower than
// in the fallback and slid sideways when the font came a frame late). The fallbacks are
// metric-matched (size-adjust and ascent/descent overrides computed from the font): next/font's own
// (local Times New Roman) where it exists, and where it does not (Linux, Android) the faces in
// app/globals.css that follow it in the font stack.
//
// Body text is in the visitor's own system face (Tailwind's --font-sans). A web font for it cost
// every first visit 22 KB on the line the stylesheet and scripts share, and on a slow line it came
// after the first paint, too late to be drawn (`optional`), while its arrival still made Chromium
// lay the whole page out again: a task of 58–340 ms at 4× CPU after the first paint in 17 of 22
// traced Lighthouse loads of /membership and / (docs/performance-log.md).
export const playfair = localFont({
  src: './_fonts/playfair-display.woff2',
  variable: '--font-playfair',
  weight: '400 700',
  display: 'optional',
  adjustFontFallback: 'Times New Roman',
});

/** The font's CSS variable, for the root layouts' `<html>`. */
export const fontVariables = playfair.variable;
