// Draws the placeholder artwork from the content itself: every image a record names
// (data/artwork.ts) is one template filled in from that record — a seeded brand gradient, the
// icon of its category, and for a portrait the person's initials (covers carry no words: the page
// prints the title beside them) — so a new article, event or profile needs no drawing code. Offline and deterministic: the same content gives the same
// files, byte for byte, on any machine (text is drawn as outlines from the bundled font, never
// through the system's fonts). Flags are copied from flag-icons as they are.
//
//   npm run images:artwork             every image the content names
//   npm run images:artwork -- ceos     only the paths containing "ceos"
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createJiti } from 'jiti';
import * as lucide from 'lucide';
import opentype from 'opentype.js';
import sharp from 'sharp';

const ROOT = process.cwd();
const MAX_BYTES = 150 * 1024;
const FONT_FILE =
  'node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff';

// The site's tokens (app/globals.css): dark grounds, gold accents, cream text.
const INK = '#0d0d0d';
const GOLD = '#ffd24d';
const CREAM = '#ffecb3';
/** Deep hues the gradients run into, one chosen per image. */
const HUES = ['#3b2a0a', '#0f3b3a', '#3a1420', '#1c2a4a', '#2f3a14', '#40210f', '#2a1a3f'];

/** The icon for a category, an industry or an album; anything new gets the default. */
const ICONS = {
  // Industries
  Technology: 'Cpu',
  'Renewable Energy': 'Sun',
  Logistics: 'Truck',
  Agriculture: 'Sprout',
  Healthcare: 'HeartPulse',
  Education: 'GraduationCap',
  'Smart City': 'Building2',
  'Financial Services': 'Landmark',
  'Tourism & Hospitality': 'TreePalm',
  'Retail & E-commerce': 'ShoppingBag',
  'Water & Sanitation': 'Droplets',
  'Fashion & Apparel': 'Shirt',
  // Article categories and authors
  Leadership: 'Crown',
  Strategy: 'Target',
  Innovation: 'Lightbulb',
  Economy: 'TrendingUp',
  Community: 'Users',
  author: 'PenLine',
  // News categories
  'Press Release': 'Megaphone',
  'Org Updates': 'Building',
  'Event Recap': 'CalendarCheck',
  'Policy & Economy': 'Scale',
  'Media Coverage': 'Newspaper',
  // Event categories
  Conference: 'Presentation',
  Roundtable: 'MessagesSquare',
  Workshop: 'Wrench',
  Seminar: 'Mic',
  // Gallery albums
  events: 'CalendarDays',
  csr: 'HandHeart',
  gathering: 'Users',
  international: 'Globe',
  'behind-scenes': 'Camera',
};
const DEFAULT_ICON = 'Sparkles';

/** A small seeded PRNG (mulberry32) keyed by text: the same path always draws the same picture. */
function seeded(text) {
  let seed = 0;
  for (const ch of text) seed = (Math.imul(31, seed) + ch.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A Lucide icon (24×24 stroke drawing) as SVG elements, scaled to `size` at (x, y). */
function icon(category, x, y, size) {
  const node = lucide[ICONS[category] ?? DEFAULT_ICON] ?? lucide[DEFAULT_ICON];
  const parts = node.map(
    ([tag, attrs]) =>
      `<${tag} ${Object.entries(attrs)
        .map(([key, value]) => `${key}="${escapeAttr(value)}"`)
        .join(' ')}/>`,
  );
  return `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${GOLD}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
}

/** 'Rahardian Wicaksono' → 'RW'; one name gives one letter. */
const initialsOf = (name) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => word[0].toUpperCase())
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join('');

/** A number for path data, to a tenth of a pixel. */
const n = (value) => String(Math.round(value * 10) / 10);

/**
 * SVG path data from opentype.js's commands. Written here rather than with `Path#toPathData`,
 * whose rounding prints 'NaN' for some values (a glyph then stops drawing mid-word).
 */
const pathData = (commands) => {
  const data = commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${n(c.x)} ${n(c.y)}`;
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return 'Z';
    })
    .join('');
  if (data.includes('NaN')) throw new Error('A glyph outline has no coordinates');
  return data;
};

/** Text as filled outlines, so it never depends on the fonts a machine has installed. */
const outline = (font, text, x, y, fontSize, fill, anchor = 'start') => {
  const dx = anchor === 'middle' ? -font.getAdvanceWidth(text, fontSize) / 2 : 0;
  return `<path fill="${fill}" d="${pathData(font.getPath(text, x + dx, y, fontSize).commands)}"/>`;
};

/** The template: one image's SVG from its reference. */
function draw(ref, font) {
  const { width: W, height: H } = ref.size;
  const random = seeded(ref.path);
  const hue = HUES[Math.floor(random() * HUES.length)];
  const angle = Math.round(random() * 360);
  const glow = { x: 0.2 + random() * 0.6, y: 0.15 + random() * 0.5 };
  const short = Math.min(W, H);
  const rings = Array.from({ length: 3 }, () => {
    const r = short * (0.25 + random() * 0.45);
    return `<circle cx="${Math.round(random() * W)}" cy="${Math.round(random() * H)}" r="${Math.round(r)}" fill="none" stroke="${GOLD}" stroke-opacity="0.12" stroke-width="${Math.round(short / 160) + 1}"/>`;
  });

  let content;
  if (ref.initialsOf) {
    const letters = initialsOf(ref.initialsOf);
    const size = short * 0.42;
    content =
      outline(font, letters, W / 2, H * 0.5 + size * 0.35, size, CREAM, 'middle') +
      icon(ref.category, W / 2 - short * 0.06, H * 0.74, short * 0.12);
  } else {
    // A cover carries artwork, not words: its page prints the title beside it (and a translation
    // or a screen reader gets the title from the text, never from a picture). The category's icon
    // sits in a seeded place, on a halo, over a seeded field of dots.
    const cx = W * (0.3 + random() * 0.4);
    const cy = H * (0.35 + random() * 0.3);
    const iconSize = short * 0.3;
    const step = Math.round(short / 14);
    const dots = [];
    const field = { x: random() < 0.5 ? 0 : W / 2, y: random() < 0.5 ? 0 : H / 2 };
    for (let x = field.x + step / 2; x < field.x + W / 2; x += step) {
      for (let y = field.y + step / 2; y < field.y + H / 2; y += step) {
        dots.push(
          `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${n(short / 220 + 0.6)}"/>`,
        );
      }
    }
    content =
      `<g fill="${GOLD}" fill-opacity="0.14">${dots.join('')}</g>` +
      `<circle cx="${Math.round(cx)}" cy="${Math.round(cy)}" r="${Math.round(iconSize * 0.95)}" fill="${GOLD}" fill-opacity="0.07" stroke="${GOLD}" stroke-opacity="0.3" stroke-width="${Math.round(short / 200) + 1}"/>` +
      icon(ref.category, cx - iconSize / 2, cy - iconSize / 2, iconSize);
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="ground" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${INK}"/><stop offset="1" stop-color="${hue}"/></linearGradient>
<radialGradient id="glow" cx="${glow.x.toFixed(2)}" cy="${glow.y.toFixed(2)}" r="0.6"><stop offset="0" stop-color="${GOLD}" stop-opacity="0.28"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity="0.7"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#ground)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>${rings.join('')}
<rect width="${W}" height="${H}" fill="url(#shade)"/>${content}</svg>`;
}

const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });
const { collectImageReferences } = await jiti.import(join(ROOT, 'data/artwork.ts'));
const fontFile = await readFile(FONT_FILE);
const font = opentype.parse(
  fontFile.buffer.slice(fontFile.byteOffset, fontFile.byteOffset + fontFile.length),
);

const { UPLOADS_PATH } = await jiti.import(join(ROOT, 'data/uploads.ts'));
// A photo staff uploaded is theirs, not drawn: the build publishes it (build-image-variants.mjs).
const drawn = (ref) => !ref.path.startsWith(`${UPLOADS_PATH}/`);

const only = process.argv[2];
for (const ref of collectImageReferences().filter(
  (r) => drawn(r) && (!only || r.path.includes(only)),
)) {
  const target = join('public', ref.path);
  await mkdir(dirname(target), { recursive: true });
  if (!ref.size) {
    await copyFile(join('node_modules/flag-icons/flags/4x3', basename(ref.path)), target);
  } else {
    await sharp(Buffer.from(draw(ref, font)))
      .webp({ quality: 55, effort: 6, smartSubsample: true })
      .toFile(target);
  }
  const { size } = await stat(target);
  if (size > MAX_BYTES) throw new Error(`${target} is ${size} bytes, over ${MAX_BYTES}`);
  const dimensions = ref.size ? `${ref.size.width}×${ref.size.height}` : 'copied';
  console.log(`${target} ${dimensions} ${(size / 1024).toFixed(1)} KB`);
}
