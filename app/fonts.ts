import localFont from 'next/font/local';

// Self-hosted (no network at build time) and subset by scripts/build-fonts.mjs to the characters
// the site's text uses, at weights 400–700. The fallbacks are metric-matched (size-adjust and
// ascent/descent overrides computed from each font), so the swap to the web font moves nothing in
// the page: next/font's own (local Arial, Times New Roman) where those exist, and where they do not
// (Linux, Android) the faces in app/globals.css that follow them in the font stacks.
export const inter = localFont({
  src: './_fonts/inter.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

export const playfair = localFont({
  src: './_fonts/playfair-display.woff2',
  variable: '--font-playfair',
  weight: '400 700',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
});

/** Both fonts' CSS variables, for the root layouts' `<html>`. */
export const fontVariables = `${inter.variable} ${playfair.variable}`;
