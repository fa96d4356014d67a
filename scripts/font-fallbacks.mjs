// Prints the metric-matched fallback faces of app/globals.css (`node scripts/font-fallbacks.mjs`)
// for the display face, on the systems without next/font's own fallback (local Times New Roman):
// Linux (Liberation Serif, Tinos) and Android (Noto Serif). next/font computes its overrides for
// the regular weight from the font file; these scale them, per weight and per fallback, by the
// average widths next/font itself uses (next/dist/server/capsize-font-metrics.json). Run it again
// and paste its output when a font or next/font's overrides change; a unit test
// (__tests__/scripts/font-fallbacks.test.ts) holds app/globals.css to it.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const metrics = createRequire(import.meta.url)('next/dist/server/capsize-font-metrics.json');
const averageWidth = (font, weight) => {
  const face = weight === 400 ? metrics[font] : metrics[font].variants[String(weight)];
  return face.xWidthAvg / metrics[font].unitsPerEm;
};

// next/font's overrides against its own fallback, as the build writes them (out/_next/static/**/*.css).
const NEXT_FONT = {
  playfair: {
    metrics: 'playfairDisplay',
    against: 'timesNewRoman',
    sizeAdjust: 111.11,
    ascent: 97.38,
    descent: 22.59,
  },
};

// Each fallback: the font it stands in for, where, whose metrics, and its regular and bold faces.
const FALLBACKS = [
  [
    'playfair',
    'Linux',
    'timesNewRoman',
    ['Liberation Serif', 'LiberationSerif', 'Tinos', 'Tinos-Regular'],
    ['Liberation Serif Bold', 'LiberationSerif-Bold', 'Tinos Bold', 'Tinos-Bold'],
  ],
  [
    'playfair',
    'Android',
    'notoSerif',
    ['Noto Serif', 'NotoSerif-Regular'],
    ['Noto Serif Bold', 'NotoSerif-Bold'],
  ],
];

const percent = (value) => `${Math.round(value * 100) / 100}%`;

/** The @font-face rules, as app/globals.css holds them (before Prettier's wrapping). */
export function fallbackFaces() {
  const faces = [];
  for (const [font, system, fallback, regular, bold] of FALLBACKS) {
    const next = NEXT_FONT[font];
    // Text at 600 and 700 is drawn with the fallback's bold face.
    for (const [weight, faceWeight, names] of [
      [400, 400, regular],
      [600, 700, bold],
      [700, 700, bold],
    ]) {
      const sizeAdjust =
        next.sizeAdjust *
        (averageWidth(next.against, 400) / averageWidth(fallback, faceWeight)) *
        (averageWidth(next.metrics, weight) / averageWidth(next.metrics, 400));
      const scale = next.sizeAdjust / sizeAdjust;
      faces.push(`@font-face {
  font-family: '${font} Fallback ${system}';
  font-weight: ${weight};
  src: ${names.map((name) => `local('${name}')`).join(', ')};
  ascent-override: ${percent(next.ascent * scale)};
  descent-override: ${percent(next.descent * scale)};
  line-gap-override: 0%;
  size-adjust: ${percent(sizeAdjust)};
}`);
    }
  }
  return faces.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(fallbackFaces());
