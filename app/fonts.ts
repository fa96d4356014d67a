import localFont from 'next/font/local';

// Self-hosted (no network at build time) and subset by scripts/build-fonts.mjs to the characters
// the site's text uses, at weights 400–700. Preloaded and `font-display: optional`: a page paints
// in the web fonts when they are in by its first paint (they are requested with the stylesheet),
// and otherwise keeps its fallbacks until the next page, so nothing ever moves under the reader
// (with `swap`, a centred heading in Playfair is narrower than in the fallback and slid sideways
// when the font came a frame late). The fallbacks are metric-matched (size-adjust and
// ascent/descent overrides computed from each font): next/font's own (local Arial, Times New
// Roman) where those exist, and where they do not (Linux, Android) the faces in app/globals.css
// that follow them in the font stacks.
export const inter = localFont({
  src: './_fonts/inter.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'optional',
  adjustFontFallback: 'Arial',
});

export const playfair = localFont({
  src: './_fonts/playfair-display.woff2',
  variable: '--font-playfair',
  weight: '400 700',
  display: 'optional',
  adjustFontFallback: 'Times New Roman',
});

/** Both fonts' CSS variables, for the root layouts' `<html>`. */
export const fontVariables = `${inter.variable} ${playfair.variable}`;
