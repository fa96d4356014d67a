// Portraits for the CEO directory and article authors: a dark studio backdrop, a bust in
// silhouette with a gold rim light, and the person's initials as a monogram. Illustrations
// rather than photographs, so no real face can be mistaken for a fictional member.
import { SERIF_FAMILY } from './fonts.mjs';
import { createRandom, between } from './random.mjs';
import { CREAM, GOLD, MUTED, compose, glow, n, sky } from './scene.mjs';

// CEO_PORTRAIT_SIZE and AVATAR_SIZE in data/image-sizes.ts; __tests__/data/images.test.ts holds
// every file to the size the data declares.
const CEO_SIZE = { width: 640, height: 800 };
const AVATAR_SIZE = { width: 384, height: 384 };

/** Backdrop tints, so a grid of portraits is not a wall of identical squares. */
const TONES = [
  ['#2b2110', '#0b0906'],
  ['#1f1a12', '#080706'],
  ['#2a1c0c', '#0a0705'],
  ['#1c1d12', '#070806'],
];

function bustShapes(cx, headY, s, hair, height) {
  const headRx = 84 * s;
  const headRy = 104 * s;
  const shoulderTop = headY + 150 * s;
  const shoulders = `M${n(cx - 300 * s)} ${n(height + 10)} L${n(cx - 285 * s)} ${n(shoulderTop + 95 * s)} Q${n(cx - 250 * s)} ${n(shoulderTop + 5 * s)} ${n(cx - 70 * s)} ${n(shoulderTop)} L${n(cx + 70 * s)} ${n(shoulderTop)} Q${n(cx + 250 * s)} ${n(shoulderTop + 5 * s)} ${n(cx + 285 * s)} ${n(shoulderTop + 95 * s)} L${n(cx + 300 * s)} ${n(height + 10)} Z`;
  const headShape = `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${n(headRx)}" ry="${n(headRy)}"/>`;
  const neck = `<rect x="${n(cx - 38 * s)}" y="${n(headY + 60 * s)}" width="${n(76 * s)}" height="${n(100 * s)}"/>`;
  let hairShape = '';
  let front = '';
  if (hair === 'short') {
    hairShape = `<path d="M${n(cx - headRx * 1.02)} ${n(headY - 5 * s)} Q${n(cx - headRx * 1.1)} ${n(headY - headRy * 1.25)} ${n(cx + 10 * s)} ${n(headY - headRy * 1.12)} Q${n(cx + headRx * 1.15)} ${n(headY - headRy * 1.05)} ${n(cx + headRx * 1.02)} ${n(headY - 5 * s)} Z"/>`;
  } else if (hair === 'long') {
    hairShape = `<path d="M${n(cx - headRx * 1.12)} ${n(headY + 10 * s)} Q${n(cx - headRx * 1.25)} ${n(headY - headRy * 1.3)} ${n(cx)} ${n(headY - headRy * 1.16)} Q${n(cx + headRx * 1.25)} ${n(headY - headRy * 1.3)} ${n(cx + headRx * 1.12)} ${n(headY + 10 * s)} L${n(cx + headRx * 1.3)} ${n(shoulderTop + 70 * s)} L${n(cx - headRx * 1.3)} ${n(shoulderTop + 70 * s)} Z"/>`;
  } else if (hair === 'bun') {
    hairShape = `<circle cx="${n(cx)}" cy="${n(headY - headRy * 1.12)}" r="${n(44 * s)}"/><path d="M${n(cx - headRx * 1.03)} ${n(headY)} Q${n(cx - headRx * 1.05)} ${n(headY - headRy * 1.2)} ${n(cx)} ${n(headY - headRy * 1.08)} Q${n(cx + headRx * 1.05)} ${n(headY - headRy * 1.2)} ${n(cx + headRx * 1.03)} ${n(headY)} Z"/>`;
  } else if (hair === 'hijab') {
    // The veil covers head and shoulders; the face is drawn on top as a slightly lighter oval.
    front = `<path d="M${n(cx - headRx * 1.25)} ${n(headY + 20 * s)} Q${n(cx - headRx * 1.35)} ${n(headY - headRy * 1.35)} ${n(cx)} ${n(headY - headRy * 1.3)} Q${n(cx + headRx * 1.35)} ${n(headY - headRy * 1.35)} ${n(cx + headRx * 1.25)} ${n(headY + 20 * s)} Q${n(cx + headRx * 1.5)} ${n(shoulderTop + 10 * s)} ${n(cx + 260 * s)} ${n(shoulderTop + 120 * s)} L${n(cx - 260 * s)} ${n(shoulderTop + 120 * s)} Q${n(cx - headRx * 1.5)} ${n(shoulderTop + 10 * s)} ${n(cx - headRx * 1.25)} ${n(headY + 20 * s)} Z"/>`;
  }
  return { shoulders, headShape, neck, hairShape, front, shoulderTop };
}

function portrait({ width, height, initials, hair, tone, seed, square }) {
  const random = createRandom(seed);
  const s = square ? 0.5 : 1;
  const cx = width / 2;
  const headY = square ? height * 0.4 : height * 0.36;
  const [tint, base] = TONES[tone % TONES.length];
  const backdrop = sky(`bg-${seed}`, width, height, [
    [0, tint],
    [1, base],
  ]);
  const halo = glow(
    `halo-${seed}`,
    cx + between(random, -30, 30) * s,
    headY - 20 * s,
    330 * s,
    GOLD,
    0.32,
  );
  const arcs = Array.from({ length: 5 }, (_, i) => {
    const r = (150 + i * 46) * s;
    return `<circle cx="${n(cx)}" cy="${n(headY)}" r="${n(r)}" fill="none" stroke="${GOLD}" stroke-opacity="${(0.16 - i * 0.025).toFixed(3)}" stroke-width="${n(1.5 * s + 0.5)}"/>`;
  }).join('');
  const { shoulders, headShape, neck, hairShape, front, shoulderTop } = bustShapes(
    cx,
    headY,
    s,
    hair,
    height,
  );
  const rimWidth = n(3 * s + 1);
  const defs = `<filter id="rim-${seed}" x="-10%" y="-10%" width="120%" height="120%"><feMorphology in="SourceAlpha" operator="dilate" radius="${rimWidth}" result="grown"/><feOffset in="grown" dx="-${rimWidth}" dy="-${rimWidth}" result="shifted"/><feFlood flood-color="${GOLD}" flood-opacity="0.8"/><feComposite in2="shifted" operator="in" result="edge"/><feGaussianBlur in="edge" stdDeviation="${n(1.2 * s + 0.4)}" result="rim"/><feGaussianBlur in="shifted" stdDeviation="${n(18 * s)}" result="haze"/><feFlood flood-color="${GOLD}" flood-opacity="0.25"/><feComposite in2="haze" operator="in" result="glow"/><feMerge><feMergeNode in="glow"/><feMergeNode in="rim"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
  const details =
    hair === 'hijab'
      ? `<ellipse cx="${n(cx)}" cy="${n(headY + 4 * s)}" rx="${n(70 * s)}" ry="${n(92 * s)}" fill="#14100a"/><path d="M${n(cx - 60 * s)} ${n(headY + 80 * s)} Q${n(cx - 110 * s)} ${n(shoulderTop + 40 * s)} ${n(cx - 190 * s)} ${n(shoulderTop + 90 * s)} M${n(cx + 60 * s)} ${n(headY + 80 * s)} Q${n(cx + 110 * s)} ${n(shoulderTop + 40 * s)} ${n(cx + 190 * s)} ${n(shoulderTop + 90 * s)} M${n(cx - 20 * s)} ${n(headY + 110 * s)} Q${n(cx)} ${n(shoulderTop + 60 * s)} ${n(cx + 40 * s)} ${n(shoulderTop + 150 * s)}" stroke="${MUTED}" stroke-opacity="0.22" stroke-width="${n(3 * s)}" fill="none"/>`
      : `<path d="M${n(cx - 62 * s)} ${n(shoulderTop)} L${n(cx)} ${n(shoulderTop + 170 * s)} L${n(cx + 62 * s)} ${n(shoulderTop)} Z" fill="#262015"/><path d="M${n(cx - 64 * s)} ${n(shoulderTop)} L${n(cx - 8 * s)} ${n(shoulderTop + 220 * s)} M${n(cx + 64 * s)} ${n(shoulderTop)} L${n(cx + 8 * s)} ${n(shoulderTop + 220 * s)}" stroke="${MUTED}" stroke-opacity="0.4" stroke-width="${n(3 * s)}" fill="none"/>`;
  const figure = {
    defs,
    body: `<g filter="url(#rim-${seed})" fill="#0c0a07"><path d="${shoulders}"/>${hairShape}${neck}${headShape}${front}</g>${details}`,
  };
  const mono = monogram(
    initials,
    square ? width - 62 : width - 96,
    square ? height - 62 : height - 96,
    square ? 40 : 62,
  );
  return compose(width, height, [backdrop, halo, arcs, figure, mono]);
}

function monogram(initials, x, y, r) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#0a0806" fill-opacity="0.85" stroke="${GOLD}" stroke-width="${Math.max(2, r / 22).toFixed(1)}"/><circle cx="${x}" cy="${y}" r="${n(r * 0.86)}" fill="none" stroke="${GOLD}" stroke-opacity="0.4" stroke-width="1"/><text x="${x}" y="${n(y + r * 0.3)}" text-anchor="middle" font-family="${SERIF_FAMILY}" font-size="${n(r * 0.82)}" letter-spacing="${n(r * 0.03)}" fill="${CREAM}">${initials}</text>`;
}

// [slug, initials, hair] — initials skip honorifics such as Teuku and Andi.
const CEOS = [
  ['rahardian-wicaksono', 'RW', 'short'],
  ['sekar-ayuningtyas', 'SA', 'long'],
  ['teuku-farhan-alamsyah', 'FA', 'short'],
  ['made-wiradana', 'MW', 'short'],
  ['yohana-simanjorang', 'YS', 'long'],
  ['anindya-larasati-kusuma', 'AK', 'hijab'],
  ['bagas-pramudito', 'BP', 'short'],
  ['steven-kurniadi', 'SK', 'short'],
  ['ratri-hapsari-wibisono', 'RW', 'bun'],
  ['felicia-hartanto', 'FH', 'long'],
  ['andi-wahyudin-pallawa', 'WP', 'short'],
  ['dyah-kirana-wardhani', 'DW', 'bun'],
];

const AUTHORS = [
  ['yudhistira-haryo-sasongko', 'YS', 'short'],
  ['hapsari-dwi-anggraeni', 'HA', 'hijab'],
  ['kevin-aditya-halim', 'KH', 'short'],
  ['cut-intan-maulida', 'CM', 'hijab'],
  ['nyoman-sudarsana', 'NS', 'short'],
];

/** CEO portraits (640×800) and author avatars (384×384). */
export const portraitArtwork = [
  ...CEOS.map(([slug, initials, hair], i) => ({
    file: `images/ceos/${slug}.webp`,
    ...CEO_SIZE,
    quality: 82,
    svg: () => portrait({ ...CEO_SIZE, initials, hair, tone: i, seed: slug, square: false }),
  })),
  ...AUTHORS.map(([slug, initials, hair], i) => ({
    file: `images/authors/${slug}.webp`,
    ...AVATAR_SIZE,
    quality: 82,
    svg: () => portrait({ ...AVATAR_SIZE, initials, hair, tone: i + 1, seed: slug, square: true }),
  })),
];
