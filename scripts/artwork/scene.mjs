// Shared drawing vocabulary for the artwork: the palette, SVG scaffolding and the silhouettes
// (people, skylines, lights) the scenes are composed of. Every function returns SVG markup.
import { between, pick } from './random.mjs';

export const GOLD = '#ffd24d';
export const GOLD_DEEP = '#b8962e';
export const CREAM = '#ffecb3';
export const MUTED = '#ada385';
export const INK = '#070707';
export const SHADOW = '#0d0b08';
export const BRONZE = '#3b2a10';

/** Rounds for compact markup (smaller files, same picture). */
export const n = (value) => Math.round(value * 10) / 10;

/** Wraps a drawing in an SVG document of the given size. */
export function svgDocument(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A vertical gradient filling the canvas. */
export function sky(id, width, height, stops) {
  const stopTags = stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('');
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopTags}</linearGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  };
}

/** A soft radial glow, e.g. a sun, a spotlight pool or a lit screen. */
export function glow(id, cx, cy, radius, color = GOLD, opacity = 0.5) {
  return {
    defs: `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    body: `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="url(#${id})"/>`,
  };
}

/** A Gaussian blur filter definition. */
export const blurFilter = (id, deviation) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

/** Out-of-focus lights: blurred circles in warm tones (needs a blur filter with `filterId`). */
export function bokeh(
  random,
  { x0 = 0, x1, y0 = 0, y1, count, minR, maxR, filterId, opacity = [0.08, 0.3] },
) {
  const circles = Array.from({ length: count }, () => {
    const color = pick(random, [GOLD, '#ffe28a', GOLD_DEEP, CREAM]);
    return `<circle cx="${n(between(random, x0, x1))}" cy="${n(between(random, y0, y1))}" r="${n(between(random, minR, maxR))}" fill="${color}" opacity="${between(random, opacity[0], opacity[1]).toFixed(2)}"/>`;
  }).join('');
  return `<g filter="url(#${filterId})">${circles}</g>`;
}

/** A cone of light from a point above down to a pool on the floor. */
export function beam(x, top, floorY, spread, opacity = 0.12, color = CREAM) {
  return `<polygon points="${n(x - spread * 0.08)},${n(top)} ${n(x + spread * 0.08)},${n(top)} ${n(x + spread)},${n(floorY)} ${n(x - spread)},${n(floorY)}" fill="${color}" opacity="${opacity}"/>`;
}

/**
 * A standing person seen from the front or back, feet at (x, ground), `height` tall.
 * Poses: stand, reach-left, reach-right, raise (one arm up), run, carry (box overhead).
 * Hair: short, long, bun, hijab, cap (graduation mortarboard).
 */
export function person(
  x,
  ground,
  height,
  { fill = SHADOW, pose = 'stand', hair = 'short', skirt = false } = {},
) {
  const h = height;
  const top = ground - h;
  const headR = h * 0.068;
  const headY = top + headR;
  const shoulderY = top + h * 0.175;
  const sw = h * 0.12;
  const hipY = ground - h * 0.47;
  const hw = h * 0.085;
  const limb = h * 0.055;
  const parts = [];

  // Torso, slightly rounded at the shoulders.
  parts.push(
    `<path d="M${n(x - sw)} ${n(shoulderY + h * 0.035)} Q${n(x - sw)} ${n(shoulderY)} ${n(x - sw + h * 0.04)} ${n(shoulderY)} L${n(x + sw - h * 0.04)} ${n(shoulderY)} Q${n(x + sw)} ${n(shoulderY)} ${n(x + sw)} ${n(shoulderY + h * 0.035)} L${n(x + hw)} ${n(hipY)} L${n(x - hw)} ${n(hipY)} Z" fill="${fill}"/>`,
  );
  parts.push(
    `<rect x="${n(x - h * 0.025)}" y="${n(headY + headR * 0.6)}" width="${n(h * 0.05)}" height="${n(shoulderY - headY)}" fill="${fill}"/>`,
  );
  if (skirt) {
    parts.push(
      `<path d="M${n(x - hw)} ${n(hipY - h * 0.02)} L${n(x + hw)} ${n(hipY - h * 0.02)} L${n(x + hw * 1.7)} ${n(ground - h * 0.16)} L${n(x - hw * 1.7)} ${n(ground - h * 0.16)} Z" fill="${fill}"/>`,
    );
  }

  const line = (x1, y1, x2, y2, width = limb) =>
    `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${fill}" stroke-width="${n(width)}" stroke-linecap="round"/>`;
  const armTop = shoulderY + h * 0.03;
  const leftShoulder = x - sw + limb * 0.45;
  const rightShoulder = x + sw - limb * 0.45;

  // Arms.
  if (pose === 'reach-right') {
    parts.push(line(leftShoulder, armTop, x - sw - h * 0.01, hipY + h * 0.02));
    parts.push(line(rightShoulder, armTop, x + sw + h * 0.2, shoulderY + h * 0.16));
  } else if (pose === 'reach-left') {
    parts.push(line(leftShoulder, armTop, x - sw - h * 0.2, shoulderY + h * 0.16));
    parts.push(line(rightShoulder, armTop, x + sw + h * 0.01, hipY + h * 0.02));
  } else if (pose === 'raise') {
    parts.push(line(leftShoulder, armTop, x - sw - h * 0.01, hipY + h * 0.02));
    parts.push(line(rightShoulder, armTop, x + sw + h * 0.08, top - h * 0.02));
  } else if (pose === 'carry') {
    parts.push(line(leftShoulder, armTop, x - sw * 0.9, top - h * 0.04));
    parts.push(line(rightShoulder, armTop, x + sw * 0.9, top - h * 0.04));
    parts.push(
      `<rect x="${n(x - sw * 1.3)}" y="${n(top - h * 0.2)}" width="${n(sw * 2.6)}" height="${n(h * 0.17)}" rx="${n(h * 0.01)}" fill="${fill}"/>`,
    );
  } else if (pose === 'run') {
    parts.push(line(leftShoulder, armTop, x - sw - h * 0.1, shoulderY + h * 0.14));
    parts.push(
      line(x - sw - h * 0.1, shoulderY + h * 0.14, x - sw - h * 0.02, shoulderY + h * 0.24),
    );
    parts.push(line(rightShoulder, armTop, x + sw + h * 0.08, shoulderY + h * 0.2));
    parts.push(
      line(x + sw + h * 0.08, shoulderY + h * 0.2, x + sw + h * 0.17, shoulderY + h * 0.12),
    );
  } else {
    parts.push(line(leftShoulder, armTop, x - sw - h * 0.01, hipY + h * 0.02));
    parts.push(line(rightShoulder, armTop, x + sw + h * 0.01, hipY + h * 0.02));
  }

  // Legs.
  const legW = h * 0.065;
  if (pose === 'run') {
    parts.push(line(x - hw * 0.4, hipY, x - h * 0.16, ground - h * 0.2, legW));
    parts.push(line(x - h * 0.16, ground - h * 0.2, x - h * 0.2, ground - h * 0.02, legW));
    parts.push(line(x + hw * 0.4, hipY, x + h * 0.1, ground - h * 0.24, legW));
    parts.push(line(x + h * 0.1, ground - h * 0.24, x + h * 0.22, ground - h * 0.12, legW));
  } else {
    parts.push(line(x - hw * 0.5, hipY, x - hw * 0.6, ground - legW / 2, legW));
    parts.push(line(x + hw * 0.5, hipY, x + hw * 0.6, ground - legW / 2, legW));
  }

  parts.push(head(x, headY, headR, fill, hair));
  return parts.join('');
}

/** A head with a hair style; shared by standing people and busts. */
export function head(x, y, r, fill, hair = 'short') {
  const circle = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`;
  switch (hair) {
    case 'long':
      return `${circle}<path d="M${n(x - r * 1.05)} ${n(y)} Q${n(x - r * 1.2)} ${n(y + r * 2)} ${n(x - r * 0.9)} ${n(y + r * 2.4)} L${n(x + r * 0.9)} ${n(y + r * 2.4)} Q${n(x + r * 1.2)} ${n(y + r * 2)} ${n(x + r * 1.05)} ${n(y)} Z" fill="${fill}"/>`;
    case 'bun':
      return `${circle}<circle cx="${n(x)}" cy="${n(y - r * 1.05)}" r="${n(r * 0.5)}" fill="${fill}"/>`;
    case 'hijab':
      return `<path d="M${n(x - r * 1.15)} ${n(y + r * 0.2)} Q${n(x - r * 1.2)} ${n(y - r * 1.25)} ${n(x)} ${n(y - r * 1.2)} Q${n(x + r * 1.2)} ${n(y - r * 1.25)} ${n(x + r * 1.15)} ${n(y + r * 0.2)} L${n(x + r * 1.9)} ${n(y + r * 2.6)} L${n(x - r * 1.9)} ${n(y + r * 2.6)} Z" fill="${fill}"/>`;
    case 'cap':
      return `${circle}<polygon points="${n(x - r * 1.7)},${n(y - r * 0.75)} ${n(x)},${n(y - r * 1.25)} ${n(x + r * 1.7)},${n(y - r * 0.75)} ${n(x)},${n(y - r * 0.3)}" fill="${fill}"/><line x1="${n(x + r * 1.2)}" y1="${n(y - r * 0.85)}" x2="${n(x + r * 1.35)}" y2="${n(y + r * 0.4)}" stroke="${GOLD}" stroke-width="${n(r * 0.12)}"/>`;
    default:
      return circle;
  }
}

/** Head and shoulders, e.g. an audience seen from behind or people seated at a table. */
export function bust(x, y, size, fill = SHADOW, hair = 'short') {
  const r = size * 0.28;
  const shoulders = `<path d="M${n(x - size * 0.62)} ${n(y + size)} Q${n(x - size * 0.6)} ${n(y + size * 0.42)} ${n(x)} ${n(y + size * 0.4)} Q${n(x + size * 0.6)} ${n(y + size * 0.42)} ${n(x + size * 0.62)} ${n(y + size)} Z" fill="${fill}"/>`;
  return `${shoulders}${head(x, y + size * 0.08, r, fill, hair)}`;
}

/** A row of buildings with lit windows, standing on `ground`. */
export function buildings(
  random,
  {
    x0 = -20,
    x1,
    ground,
    minW = 50,
    maxW = 140,
    minH,
    maxH,
    fill,
    windows = 0.25,
    windowColor = GOLD,
    gap = [2, 14],
  },
) {
  const parts = [];
  let x = x0;
  while (x < x1) {
    const w = between(random, minW, maxW);
    const h = between(random, minH, maxH);
    parts.push(
      `<rect x="${n(x)}" y="${n(ground - h)}" width="${n(w)}" height="${n(h)}" fill="${fill}"/>`,
    );
    if (windows > 0) {
      const cell = Math.max(12, w / 7);
      for (let wy = ground - h + cell; wy < ground - cell; wy += cell * 1.35) {
        for (let wx = x + cell * 0.5; wx < x + w - cell * 0.8; wx += cell) {
          if (random() < windows) {
            parts.push(
              `<rect x="${n(wx)}" y="${n(wy)}" width="${n(cell * 0.45)}" height="${n(cell * 0.6)}" fill="${windowColor}" opacity="${between(random, 0.25, 0.8).toFixed(2)}"/>`,
            );
          }
        }
      }
    }
    x += w + between(random, gap[0], gap[1]);
  }
  return parts.join('');
}

/** Small stars in the upper part of the canvas. */
export function stars(random, width, maxY, count, color = CREAM) {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${n(between(random, 0, width))}" cy="${n(between(random, 0, maxY))}" r="${n(between(random, 0.8, 2.4))}" fill="${color}" opacity="${between(random, 0.2, 0.8).toFixed(2)}"/>`,
  ).join('');
}

/** A string of lights hanging between two points, with glowing bulbs. */
export function stringLights(random, x1, y1, x2, y2, sag, bulbs, { filterId, size = 10 }) {
  const midX = (x1 + x2) / 2;
  const midY = (y1 + y2) / 2 + sag;
  const wire = `<path d="M${n(x1)} ${n(y1)} Q${n(midX)} ${n(midY + sag)} ${n(x2)} ${n(y2)}" fill="none" stroke="${MUTED}" stroke-opacity="0.35" stroke-width="2"/>`;
  const lights = [];
  for (let i = 1; i < bulbs; i += 1) {
    const t = i / bulbs;
    const bx = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * midX + t ** 2 * x2;
    const by = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * (midY + sag) + t ** 2 * y2;
    lights.push(
      `<circle cx="${n(bx)}" cy="${n(by + size)}" r="${n(size * 2.4)}" fill="${GOLD}" opacity="${between(random, 0.12, 0.25).toFixed(2)}" filter="url(#${filterId})"/><circle cx="${n(bx)}" cy="${n(by + size)}" r="${n(size * 0.55)}" fill="${CREAM}"/>`,
    );
  }
  return wire + lights.join('');
}

/** A subtle vignette darkening the edges. */
export function vignette(id, width, height, strength = 0.7) {
  return {
    defs: `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity="${strength}"/></radialGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  };
}

/** Collects `{ defs, body }` pieces and plain strings into one SVG document. */
export function compose(width, height, pieces) {
  let defs = '';
  let body = '';
  for (const piece of pieces) {
    if (!piece) continue;
    if (typeof piece === 'string') body += piece;
    else {
      defs += piece.defs ?? '';
      body += piece.body ?? '';
    }
  }
  return svgDocument(width, height, body, defs);
}
