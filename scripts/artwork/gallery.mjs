// The gallery's "photographs": scenes of the association's life drawn as warm silhouettes on
// near-black, each at the exact size its photo record states (portrait, landscape and square,
// for the masonry grid). The scenes are also reused for album, event and news artwork.
import { between, createRandom, pick } from './random.mjs';
import {
  BRONZE,
  CREAM,
  GOLD,
  GOLD_DEEP,
  MUTED,
  beam,
  blurFilter,
  bokeh,
  buildings,
  bust,
  compose,
  glow,
  n,
  person,
  sky,
  stars,
  stringLights,
  vignette,
} from './scene.mjs';

const HAIRS = ['short', 'short', 'long', 'bun', 'hijab', 'short'];

/** A row of seated or standing heads and shoulders across the width. */
function headRow(random, width, y, size, fill, { jitter = 0.15, gap = 1.25 } = {}) {
  const parts = [];
  for (
    let x = -size * between(random, 0, 1);
    x < width + size;
    x += size * between(random, gap, gap + 0.35)
  ) {
    parts.push(
      bust(x, y + size * between(random, -jitter, jitter), size, fill, pick(random, HAIRS)),
    );
  }
  return parts.join('');
}

/** A stage backdrop screen glowing with concentric arcs. */
function screen(id, x, y, w, h) {
  const arcs = Array.from({ length: 6 }, (_, i) => {
    const r = (h * (0.2 + i * 0.16)).toFixed(1);
    return `<circle cx="${n(x + w / 2)}" cy="${n(y + h * 0.55)}" r="${r}" fill="none" stroke="${GOLD}" stroke-opacity="${(0.35 - i * 0.05).toFixed(2)}" stroke-width="3"/>`;
  }).join('');
  return [
    {
      defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a2a0c"/><stop offset="1" stop-color="#15100a"/></linearGradient><clipPath id="${id}-clip"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`,
      body: `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id})"/><g clip-path="url(#${id}-clip)">${arcs}</g><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="3"/>`,
    },
    glow(`${id}-glow`, x + w / 2, y + h / 2, Math.max(w, h) * 0.75, GOLD, 0.22),
  ];
}

function hall(id, width, height) {
  return sky(id, width, height, [
    [0, '#0b0906'],
    [0.55, '#17110a'],
    [1, '#050505'],
  ]);
}

export function stageKeynote(width, height, random, id) {
  const floor = height * 0.64;
  const podiumX = width * 0.64;
  const speakerH = height * 0.26;
  return [
    hall(`${id}-bg`, width, height),
    ...screen(`${id}-screen`, width * 0.16, height * 0.1, width * 0.68, height * 0.4),
    beam(width * 0.3, 0, floor, width * 0.12, 0.08),
    beam(podiumX, 0, floor, width * 0.09, 0.14),
    glow(`${id}-pool`, podiumX, floor, width * 0.12, CREAM, 0.3),
    `<rect x="0" y="${n(floor)}" width="${width}" height="${n(height * 0.05)}" fill="#1d160c"/><line x1="0" y1="${n(floor)}" x2="${width}" y2="${n(floor)}" stroke="${GOLD}" stroke-opacity="0.45" stroke-width="3"/>`,
    person(podiumX, floor, speakerH, { fill: '#0a0806', hair: pick(random, HAIRS) }),
    `<polygon points="${n(podiumX - width * 0.05)},${n(floor - speakerH * 0.52)} ${n(podiumX + width * 0.05)},${n(floor - speakerH * 0.52)} ${n(podiumX + width * 0.04)},${n(floor)} ${n(podiumX - width * 0.04)},${n(floor)}" fill="#231a0d" stroke="${GOLD}" stroke-opacity="0.5" stroke-width="2"/>`,
    headRow(random, width, height * 0.72, height * 0.07, '#0a0806'),
    headRow(random, width, height * 0.8, height * 0.095, '#070605'),
    headRow(random, width, height * 0.9, height * 0.12, '#040303'),
    vignette(`${id}-vig`, width, height),
  ];
}

export function panelDiscussion(width, height, random, id) {
  const floor = height * 0.7;
  const seats = 4;
  const people = [];
  for (let i = 0; i < seats; i += 1) {
    const x = width * (0.26 + (i * 0.48) / (seats - 1));
    const size = height * 0.17;
    people.push(
      `<rect x="${n(x - size * 0.75)}" y="${n(floor - size * 1.45)}" width="${n(size * 1.5)}" height="${n(size * 1.2)}" rx="${n(size * 0.25)}" fill="#2a1f10" stroke="${GOLD}" stroke-opacity="0.3" stroke-width="2"/>`,
      bust(x, floor - size * 1.75, size * 1.1, '#0a0806', pick(random, HAIRS)),
      `<rect x="${n(x - size * 0.7)}" y="${n(floor - size * 0.55)}" width="${n(size * 1.4)}" height="${n(size * 0.3)}" rx="${n(size * 0.1)}" fill="#0a0806"/>`,
      `<line x1="${n(x - size * 0.3)}" y1="${n(floor - size * 0.3)}" x2="${n(x - size * 0.35)}" y2="${n(floor)}" stroke="#0a0806" stroke-width="${n(size * 0.14)}" stroke-linecap="round"/><line x1="${n(x + size * 0.3)}" y1="${n(floor - size * 0.3)}" x2="${n(x + size * 0.35)}" y2="${n(floor)}" stroke="#0a0806" stroke-width="${n(size * 0.14)}" stroke-linecap="round"/>`,
    );
    if (i < seats - 1) {
      const tx = x + width * 0.08;
      people.push(
        `<rect x="${n(tx - width * 0.02)}" y="${n(floor - height * 0.07)}" width="${n(width * 0.04)}" height="${n(height * 0.07)}" fill="#1a130a"/><circle cx="${n(tx)}" cy="${n(floor - height * 0.08)}" r="${n(height * 0.012)}" fill="${CREAM}" opacity="0.7"/>`,
      );
    }
  }
  return [
    hall(`${id}-bg`, width, height),
    ...screen(`${id}-screen`, width * 0.1, height * 0.06, width * 0.8, height * 0.36),
    beam(width * 0.35, 0, floor, width * 0.18, 0.07),
    beam(width * 0.65, 0, floor, width * 0.18, 0.07),
    `<rect x="0" y="${n(floor)}" width="${width}" height="${n(height - floor)}" fill="#120e08"/><line x1="0" y1="${n(floor)}" x2="${width}" y2="${n(floor)}" stroke="${GOLD}" stroke-opacity="0.4" stroke-width="3"/>`,
    ...people,
    headRow(random, width, height * 0.86, height * 0.13, '#040303'),
    vignette(`${id}-vig`, width, height),
  ];
}

export function networking(width, height, random, id) {
  const ground = height * 0.96;
  const pendants = Array.from({ length: 9 }, () => {
    const x = between(random, width * 0.05, width * 0.95);
    const y = between(random, height * 0.1, height * 0.4);
    return `<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(y)}" stroke="${MUTED}" stroke-opacity="0.35" stroke-width="2"/><path d="M${n(x - 22)} ${n(y + 20)} Q${n(x)} ${n(y - 16)} ${n(x + 22)} ${n(y + 20)} Z" fill="${GOLD_DEEP}"/><circle cx="${n(x)}" cy="${n(y + 24)}" r="40" fill="${GOLD}" opacity="0.25" filter="url(#${id}-blur)"/>`;
  }).join('');
  const people = [];
  for (let i = 0; i < 9; i += 1) {
    const depth = i / 8;
    const x = between(random, width * 0.05, width * 0.95);
    const h = height * (0.28 + depth * 0.22);
    people.push({
      depth,
      svg: person(x, ground - (1 - depth) * height * 0.12, h, {
        fill: depth > 0.5 ? '#050404' : '#120e09',
        hair: pick(random, HAIRS),
        skirt: random() < 0.3,
      }),
    });
  }
  return [
    { defs: blurFilter(`${id}-blur`, 14), body: '' },
    sky(`${id}-bg`, width, height, [
      [0, '#120d07'],
      [0.6, '#2a1d0b'],
      [1, '#0a0806'],
    ]),
    bokeh(random, {
      x1: width,
      y1: height * 0.7,
      count: 40,
      minR: 20,
      maxR: 70,
      filterId: `${id}-blur`,
    }),
    pendants,
    people.map((p) => p.svg).join(''),
    vignette(`${id}-vig`, width, height),
  ];
}

export function roundtableTop(width, height, random, id) {
  const cx = width / 2;
  const cy = height / 2;
  const m = Math.min(width, height);
  const tableR = m * 0.28;
  const seats = 10;
  const items = [];
  for (let i = 0; i < seats; i += 1) {
    const a = (i / seats) * Math.PI * 2 + 0.2;
    const deg = (a * 180) / Math.PI;
    const sx = cx + Math.cos(a) * m * 0.37;
    const sy = cy + Math.sin(a) * m * 0.37;
    items.push(
      `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(m * 0.055)}" fill="#17120b" stroke="${GOLD}" stroke-opacity="0.25" stroke-width="2"/>`,
    );
    const nx = cx + Math.cos(a) * tableR * 0.78;
    const ny = cy + Math.sin(a) * tableR * 0.78;
    items.push(
      `<g transform="rotate(${n(deg + 90)} ${n(nx)} ${n(ny)})"><rect x="${n(nx - m * 0.03)}" y="${n(ny - m * 0.04)}" width="${n(m * 0.06)}" height="${n(m * 0.08)}" rx="3" fill="${CREAM}" opacity="0.85"/><line x1="${n(nx - m * 0.018)}" y1="${n(ny - m * 0.02)}" x2="${n(nx + m * 0.018)}" y2="${n(ny - m * 0.02)}" stroke="${MUTED}" stroke-width="2"/><line x1="${n(nx - m * 0.018)}" y1="${n(ny)}" x2="${n(nx + m * 0.01)}" y2="${n(ny)}" stroke="${MUTED}" stroke-width="2"/><line x1="${n(nx + m * 0.045)}" y1="${n(ny - m * 0.04)}" x2="${n(nx + m * 0.045)}" y2="${n(ny + m * 0.03)}" stroke="${GOLD}" stroke-width="3" stroke-linecap="round"/></g>`,
    );
    const ca = a + 0.22;
    const cupX = cx + Math.cos(ca) * tableR * 0.8;
    const cupY = cy + Math.sin(ca) * tableR * 0.8;
    items.push(
      `<circle cx="${n(cupX)}" cy="${n(cupY)}" r="${n(m * 0.016)}" fill="#2b1d0c" stroke="${CREAM}" stroke-width="3"/>`,
    );
  }
  const petals = Array.from(
    { length: 8 },
    (_, i) =>
      `<ellipse cx="${n(cx)}" cy="${n(cy - m * 0.035)}" rx="${n(m * 0.014)}" ry="${n(m * 0.032)}" transform="rotate(${i * 45} ${n(cx)} ${n(cy)})" fill="${GOLD}" opacity="0.8"/>`,
  ).join('');
  const rings = Array.from(
    { length: 6 },
    (_, i) =>
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(m * (0.46 + i * 0.1))}" fill="none" stroke="${GOLD}" stroke-opacity="0.05" stroke-width="${n(m * 0.02)}"/>`,
  ).join('');
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0d0a07'],
      [1, '#070605'],
    ]),
    rings,
    glow(`${id}-lamp`, cx, cy, m * 0.5, GOLD, 0.25),
    {
      defs: `<radialGradient id="${id}-wood" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#4a3314"/><stop offset="1" stop-color="#1c1309"/></radialGradient>`,
      body: `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(tableR)}" fill="url(#${id}-wood)" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="4"/>`,
    },
    items.join(''),
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(m * 0.05)}" fill="#1a130a"/>${petals}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(m * 0.012)}" fill="${CREAM}"/>`,
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

export function audience(width, height, random, id) {
  const rows = [];
  for (let i = 0; i < 5; i += 1) {
    const t = i / 4;
    const size = height * (0.06 + t * 0.1);
    const shade = Math.round(26 - t * 22);
    const fill = `rgb(${shade},${Math.round(shade * 0.8)},${Math.round(shade * 0.55)})`;
    rows.push(headRow(random, width, height * (0.5 + t * 0.36), size, fill, { gap: 1.15 }));
  }
  return [
    hall(`${id}-bg`, width, height),
    ...screen(`${id}-screen`, width * 0.3, height * 0.08, width * 0.4, height * 0.28),
    beam(width * 0.5, height * 0.05, height * 0.6, width * 0.3, 0.07),
    glow(`${id}-stage`, width * 0.5, height * 0.42, width * 0.35, GOLD, 0.3),
    `<rect x="${n(width * 0.2)}" y="${n(height * 0.4)}" width="${n(width * 0.6)}" height="${n(height * 0.03)}" fill="#2a1f0f"/>`,
    person(width * 0.46, height * 0.4, height * 0.11, { fill: '#0a0806' }),
    ...rows,
    vignette(`${id}-vig`, width, height),
  ];
}

export function handshake(width, height, random, id) {
  const ground = height * 0.9;
  const h = Math.min(height * 0.58, width * 0.95);
  const reach = h * 0.32;
  const stripes = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="${n((i / 14) * width)}" y="0" width="${n(width / 28)}" height="${n(ground)}" fill="${GOLD}" opacity="0.05"/>`,
  ).join('');
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#14100a'],
      [0.7, '#2e200c'],
      [1, '#080706'],
    ]),
    stripes,
    glow(`${id}-glow`, width / 2, ground - h * 0.75, Math.max(width, height) * 0.45, GOLD, 0.45),
    `<rect x="0" y="${n(ground)}" width="${width}" height="${n(height - ground)}" fill="#0c0906"/><line x1="0" y1="${n(ground)}" x2="${width}" y2="${n(ground)}" stroke="${GOLD}" stroke-opacity="0.4" stroke-width="3"/>`,
    person(width / 2 - reach + h * 0.005, ground, h, { fill: '#080605', pose: 'reach-right' }),
    person(width / 2 + reach - h * 0.005, ground, h * 0.97, {
      fill: '#080605',
      pose: 'reach-left',
      hair: pick(random, ['short', 'bun', 'hijab']),
    }),
    `<circle cx="${n(width / 2)}" cy="${n(ground - h + h * 0.335)}" r="${n(h * 0.035)}" fill="#080605"/>`,
    vignette(`${id}-vig`, width, height),
  ];
}

export function workshop(width, height, random, id) {
  const wall = height * 0.45;
  const windows = Array.from({ length: 3 }, (_, i) => {
    const x = width * (0.08 + i * 0.31);
    return `<rect x="${n(x)}" y="${n(height * 0.08)}" width="${n(width * 0.24)}" height="${n(height * 0.26)}" fill="${CREAM}" opacity="0.16"/><line x1="${n(x + width * 0.12)}" y1="${n(height * 0.08)}" x2="${n(x + width * 0.12)}" y2="${n(height * 0.34)}" stroke="#1a140b" stroke-width="6"/>`;
  }).join('');
  const tables = [];
  for (const [tx, ty, scale] of [
    [0.25, 0.62, 0.8],
    [0.72, 0.6, 0.75],
    [0.5, 0.85, 1.1],
  ]) {
    const x = width * tx;
    const y = height * ty;
    const s = height * 0.12 * scale;
    for (let k = 0; k < 3; k += 1) {
      tables.push(bust(x + (k - 1) * s * 1.4, y - s * 1.35, s, '#0d0a07', pick(random, HAIRS)));
    }
    tables.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 2.6)}" ry="${n(s * 0.6)}" fill="#2a1f10" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="2"/>`,
    );
    for (let k = 0; k < 3; k += 1) {
      const lx = x + (k - 1) * s * 1.4;
      tables.push(
        `<polygon points="${n(lx - s * 0.35)},${n(y - s * 0.05)} ${n(lx + s * 0.35)},${n(y - s * 0.05)} ${n(lx + s * 0.3)},${n(y - s * 0.5)} ${n(lx - s * 0.3)},${n(y - s * 0.5)}" fill="#1a150d" stroke="${CREAM}" stroke-opacity="0.5" stroke-width="2"/><ellipse cx="${n(lx)}" cy="${n(y - s * 0.3)}" rx="${n(s * 0.5)}" ry="${n(s * 0.3)}" fill="${CREAM}" opacity="0.12"/>`,
      );
    }
  }
  return [
    `<rect width="${width}" height="${n(wall)}" fill="#1a140c"/><rect y="${n(wall)}" width="${width}" height="${n(height - wall)}" fill="#0e0b07"/>`,
    windows,
    glow(`${id}-light`, width * 0.5, height * 0.2, width * 0.6, CREAM, 0.12),
    tables.join(''),
    vignette(`${id}-vig`, width, height),
  ];
}

export function trophy(width, height, random, id) {
  const floor = height * 0.78;
  const cx = width / 2;
  const s = Math.min(width, height) * 0.22;
  const topY = floor - height * 0.2 - s * 1.6;
  const sparkles = Array.from({ length: 22 }, () => {
    const x = between(random, width * 0.2, width * 0.8);
    const y = between(random, height * 0.1, floor);
    const r = between(random, 3, 9);
    return `<path d="M${n(x)} ${n(y - r)} L${n(x + r * 0.25)} ${n(y - r * 0.25)} L${n(x + r)} ${n(y)} L${n(x + r * 0.25)} ${n(y + r * 0.25)} L${n(x)} ${n(y + r)} L${n(x - r * 0.25)} ${n(y + r * 0.25)} L${n(x - r)} ${n(y)} L${n(x - r * 0.25)} ${n(y - r * 0.25)} Z" fill="${CREAM}" opacity="${between(random, 0.3, 0.8).toFixed(2)}"/>`;
  }).join('');
  return [
    hall(`${id}-bg`, width, height),
    beam(cx, 0, floor, width * 0.32, 0.13),
    glow(`${id}-pool`, cx, floor, width * 0.35, CREAM, 0.25),
    `<rect y="${n(floor)}" width="${width}" height="${n(height - floor)}" fill="#0c0906"/>`,
    `<rect x="${n(cx - s * 0.75)}" y="${n(floor - height * 0.2)}" width="${n(s * 1.5)}" height="${n(height * 0.2)}" fill="#1f170c" stroke="${GOLD}" stroke-opacity="0.4" stroke-width="2"/>`,
    {
      defs: `<linearGradient id="${id}-gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${GOLD_DEEP}"/><stop offset="0.45" stop-color="${CREAM}"/><stop offset="1" stop-color="${GOLD_DEEP}"/></linearGradient>`,
      body: `<g fill="url(#${id}-gold)"><path d="M${n(cx - s * 0.55)} ${n(topY)} L${n(cx + s * 0.55)} ${n(topY)} Q${n(cx + s * 0.55)} ${n(topY + s * 0.8)} ${n(cx + s * 0.08)} ${n(topY + s * 0.95)} L${n(cx - s * 0.08)} ${n(topY + s * 0.95)} Q${n(cx - s * 0.55)} ${n(topY + s * 0.8)} ${n(cx - s * 0.55)} ${n(topY)} Z"/><rect x="${n(cx - s * 0.06)}" y="${n(topY + s * 0.94)}" width="${n(s * 0.12)}" height="${n(s * 0.35)}"/><rect x="${n(cx - s * 0.32)}" y="${n(topY + s * 1.28)}" width="${n(s * 0.64)}" height="${n(s * 0.1)}" rx="4"/><rect x="${n(cx - s * 0.42)}" y="${n(topY + s * 1.38)}" width="${n(s * 0.84)}" height="${n(s * 0.22)}" rx="4"/></g><path d="M${n(cx - s * 0.55)} ${n(topY + s * 0.12)} Q${n(cx - s * 0.95)} ${n(topY + s * 0.15)} ${n(cx - s * 0.42)} ${n(topY + s * 0.62)} M${n(cx + s * 0.55)} ${n(topY + s * 0.12)} Q${n(cx + s * 0.95)} ${n(topY + s * 0.15)} ${n(cx + s * 0.42)} ${n(topY + s * 0.62)}" fill="none" stroke="${GOLD}" stroke-width="${n(s * 0.06)}"/>`,
    },
    sparkles,
    vignette(`${id}-vig`, width, height, 0.8),
  ];
}

function sunrise(id, width, height, horizon) {
  return [
    sky(`${id}-sky`, width, height, [
      [0, '#0c0a08'],
      [(horizon / height) * 0.6, '#2a1d0b'],
      [horizon / height, '#8a6318'],
      [Math.min(1, horizon / height + 0.01), '#1a140c'],
      [1, '#080706'],
    ]),
    glow(`${id}-sun`, width * 0.62, horizon, Math.max(width, height) * 0.35, GOLD, 0.6),
    `<circle cx="${n(width * 0.62)}" cy="${n(horizon)}" r="${n(Math.min(width, height) * 0.06)}" fill="${CREAM}" opacity="0.9"/>`,
  ];
}

function seedling(x, y, size, color) {
  const leaves = [
    [-0.8, -0.55, -35],
    [0.8, -0.7, 35],
    [-0.6, -1, -25],
    [0.55, -1.1, 30],
  ]
    .map(
      ([dx, dy, rot]) =>
        `<ellipse cx="${n(x + dx * size * 0.35)}" cy="${n(y + dy * size)}" rx="${n(size * 0.22)}" ry="${n(size * 0.1)}" transform="rotate(${rot} ${n(x + dx * size * 0.35)} ${n(y + dy * size)})" fill="${color}"/>`,
    )
    .join('');
  return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(y - size * 1.15)}" stroke="${color}" stroke-width="${n(size * 0.06)}"/>${leaves}`;
}

export function mangrovePlanting(width, height, random, id) {
  const horizon = height * 0.48;
  const shimmer = Array.from({ length: 26 }, () => {
    const y = between(random, horizon + 6, height * 0.62);
    const x = between(random, 0, width);
    return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + between(random, 30, 160))}" y2="${n(y)}" stroke="${GOLD}" stroke-opacity="${between(random, 0.15, 0.5).toFixed(2)}" stroke-width="3"/>`;
  }).join('');
  const plants = [];
  for (let row = 0; row < 5; row += 1) {
    const y = height * (0.66 + row * 0.07);
    const size = height * (0.03 + row * 0.012);
    for (let x = between(random, 0, size * 2); x < width; x += size * 2.2) {
      plants.push(
        seedling(
          x + between(random, -size * 0.4, size * 0.4),
          y,
          size,
          row > 2 ? '#3b4a1c' : '#2c3614',
        ),
      );
    }
  }
  const people = [0.22, 0.48, 0.8].map((fx, i) =>
    person(width * fx, height * (0.74 + i * 0.05), height * (0.28 + i * 0.04), {
      fill: '#070605',
      pose: i === 1 ? 'reach-left' : 'stand',
      hair: pick(random, HAIRS),
    }),
  );
  return [
    ...sunrise(id, width, height, horizon),
    `<rect y="${n(horizon)}" width="${width}" height="${n(height * 0.16)}" fill="#2a1e0c" opacity="0.7"/>`,
    shimmer,
    `<path d="M0 ${n(height * 0.62)} Q${n(width * 0.5)} ${n(height * 0.58)} ${width} ${n(height * 0.63)} L${width} ${height} L0 ${height} Z" fill="#0f0c08"/>`,
    plants.join(''),
    ...people,
  ];
}

export function graduates(width, height, random, id) {
  const ground = height * 1.02;
  const count = 7;
  const people = [];
  for (let i = 0; i < count; i += 1) {
    const x = width * (0.1 + (i * 0.8) / (count - 1)) + between(random, -20, 20);
    const h = height * between(random, 0.62, 0.72);
    people.push(
      person(x, ground, h, { fill: '#060504', hair: 'cap', pose: i === 4 ? 'raise' : 'stand' }),
    );
  }
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#16110a'],
      [0.6, '#3a280c'],
      [1, '#120d08'],
    ]),
    glow(`${id}-glow`, width * 0.5, height * 0.55, width * 0.6, GOLD, 0.55),
    stars(random, width, height * 0.5, 40, CREAM),
    ...people,
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

export function mobileClinic(width, height, random, id) {
  const ground = height * 0.78;
  const vanW = width * 0.5;
  const vanH = vanW * 0.42;
  const vanX = width * 0.04;
  const vanY = ground - vanH - vanW * 0.06;
  const wheel = (x) =>
    `<circle cx="${n(x)}" cy="${n(ground - vanW * 0.05)}" r="${n(vanW * 0.075)}" fill="#050404" stroke="${MUTED}" stroke-opacity="0.5" stroke-width="3"/>`;
  const plus = `<circle cx="${n(vanX + vanW * 0.4)}" cy="${n(vanY + vanH * 0.55)}" r="${n(vanH * 0.2)}" fill="none" stroke="${GOLD}" stroke-width="5"/><path d="M${n(vanX + vanW * 0.4)} ${n(vanY + vanH * 0.43)} V${n(vanY + vanH * 0.67)} M${n(vanX + vanW * 0.4 - vanH * 0.12)} ${n(vanY + vanH * 0.55)} H${n(vanX + vanW * 0.4 + vanH * 0.12)}" stroke="${GOLD}" stroke-width="${n(vanH * 0.06)}"/>`;
  const tentX = width * 0.79;
  const queue = [0, 1, 2, 3].map((i) =>
    person(width * (0.63 + i * 0.09), ground + height * 0.06, height * 0.17, {
      fill: '#050404',
      hair: pick(random, HAIRS),
      skirt: random() < 0.4,
    }),
  );
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0c0a08'],
      [0.55, '#4a3410'],
      [0.78, '#1f170c'],
      [1, '#0a0806'],
    ]),
    glow(`${id}-sun`, width * 0.8, height * 0.5, width * 0.6, GOLD, 0.4),
    `<path d="M0 ${n(height * 0.6)} Q${n(width * 0.3)} ${n(height * 0.52)} ${n(width * 0.6)} ${n(height * 0.6)} T${width} ${n(height * 0.57)} L${width} ${height} L0 ${height} Z" fill="#14100a"/>`,
    `<rect y="${n(ground)}" width="${width}" height="${n(height - ground)}" fill="#0b0907"/>`,
    `<rect x="${n(vanX)}" y="${n(vanY)}" width="${n(vanW)}" height="${n(vanH)}" rx="${n(vanH * 0.15)}" fill="#221a0e" stroke="${GOLD}" stroke-opacity="0.4" stroke-width="3"/><rect x="${n(vanX + vanW * 0.74)}" y="${n(vanY + vanH * 0.12)}" width="${n(vanW * 0.2)}" height="${n(vanH * 0.3)}" rx="8" fill="${CREAM}" opacity="0.3"/><rect x="${n(vanX + vanW * 0.05)}" y="${n(vanY + vanH * 0.12)}" width="${n(vanW * 0.2)}" height="${n(vanH * 0.22)}" rx="6" fill="${CREAM}" opacity="0.2"/>${plus}${wheel(vanX + vanW * 0.2)}${wheel(vanX + vanW * 0.8)}`,
    `<polygon points="${n(tentX - width * 0.14)},${n(ground - height * 0.2)} ${n(tentX + width * 0.14)},${n(ground - height * 0.2)} ${n(tentX + width * 0.18)},${n(ground - height * 0.15)} ${n(tentX - width * 0.18)},${n(ground - height * 0.15)}" fill="${GOLD_DEEP}"/><line x1="${n(tentX - width * 0.16)}" y1="${n(ground - height * 0.15)}" x2="${n(tentX - width * 0.16)}" y2="${n(ground)}" stroke="#2a1f10" stroke-width="8"/><line x1="${n(tentX + width * 0.16)}" y1="${n(ground - height * 0.15)}" x2="${n(tentX + width * 0.16)}" y2="${n(ground)}" stroke="#2a1f10" stroke-width="8"/>`,
    ...queue,
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

export function waterTower(width, height, random, id) {
  const m = Math.min(width, height);
  const ground = height * 0.82;
  const tx = width * 0.38;
  const tankW = m * 0.3;
  const tankY = height * 0.2;
  const tankH = m * 0.22;
  const legTop = tankY + tankH;
  const legs = [-0.4, -0.13, 0.13, 0.4]
    .map(
      (f) =>
        `<line x1="${n(tx + f * tankW)}" y1="${n(legTop)}" x2="${n(tx + f * tankW * 1.3)}" y2="${n(ground)}" stroke="#1f170c" stroke-width="${n(m * 0.014)}"/>`,
    )
    .join('');
  const braces = [0.35, 0.7]
    .map((t) => {
      const y = legTop + (ground - legTop) * t;
      return `<line x1="${n(tx - tankW * 0.42)}" y1="${n(y)}" x2="${n(tx + tankW * 0.42)}" y2="${n(y)}" stroke="#1f170c" stroke-width="${n(m * 0.008)}"/>`;
    })
    .join('');
  const tapX = width * 0.72;
  const tapY = height * 0.56;
  const drops = Array.from({ length: 5 }, (_, i) => {
    const y = tapY + m * 0.05 + i * m * 0.045;
    const r = m * 0.012;
    return `<path d="M${n(tapX)} ${n(y - r * 2)} Q${n(tapX + r)} ${n(y - r * 0.2)} ${n(tapX)} ${n(y + r)} Q${n(tapX - r)} ${n(y - r * 0.2)} ${n(tapX)} ${n(y - r * 2)} Z" fill="${CREAM}" opacity="${(0.9 - i * 0.12).toFixed(2)}"/>`;
  }).join('');
  const ripples = [1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="${n(tapX)}" cy="${n(ground - m * 0.04)}" rx="${n(m * 0.03 * i)}" ry="${n(m * 0.008 * i)}" fill="none" stroke="${GOLD}" stroke-opacity="${(0.6 - i * 0.15).toFixed(2)}" stroke-width="3"/>`,
    )
    .join('');
  const roofs = Array.from({ length: 5 }, (_, i) => {
    const x = width * (0.02 + i * 0.13);
    const w = width * 0.12;
    const y = ground + height * 0.02 + (i % 2) * height * 0.03;
    return `<polygon points="${n(x)},${n(y + w * 0.3)} ${n(x + w / 2)},${n(y)} ${n(x + w)},${n(y + w * 0.3)}" fill="#1a130a"/><rect x="${n(x + w * 0.1)}" y="${n(y + w * 0.3)}" width="${n(w * 0.8)}" height="${n(height)}" fill="#0c0a07"/>`;
  }).join('');
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#100c07'],
      [0.7, '#3d2a0d'],
      [1, '#0d0a07'],
    ]),
    glow(`${id}-glow`, width * 0.55, height * 0.45, m * 0.6, GOLD, 0.35),
    legs,
    braces,
    `<rect x="${n(tx - tankW / 2)}" y="${n(tankY)}" width="${n(tankW)}" height="${n(tankH)}" fill="#2b200f" stroke="${GOLD}" stroke-opacity="0.5" stroke-width="3"/><ellipse cx="${n(tx)}" cy="${n(tankY)}" rx="${n(tankW / 2)}" ry="${n(tankH * 0.15)}" fill="#3a2b12" stroke="${GOLD}" stroke-opacity="0.5" stroke-width="3"/>`,
    `<path d="M${n(tx + tankW / 2)} ${n(tankY + tankH * 0.8)} H${n(tapX + m * 0.02)} V${n(tapY)}" fill="none" stroke="${MUTED}" stroke-width="${n(m * 0.018)}"/><rect x="${n(tapX - m * 0.03)}" y="${n(tapY)}" width="${n(m * 0.06)}" height="${n(m * 0.03)}" fill="${MUTED}"/>`,
    drops,
    `<rect y="${n(ground)}" width="${width}" height="${n(height - ground)}" fill="#0e0b07"/><ellipse cx="${n(tapX)}" cy="${n(ground - m * 0.04)}" rx="${n(m * 0.12)}" ry="${n(m * 0.03)}" fill="#2a1f10"/>`,
    ripples,
    roofs,
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

export function bazaar(width, height, random, id) {
  const ground = height * 0.8;
  const stalls = [];
  const count = 4;
  const stallW = width / count;
  for (let i = 0; i < count; i += 1) {
    const x = i * stallW + stallW * 0.08;
    const w = stallW * 0.84;
    const top = ground - height * 0.42;
    const stripes = Array.from(
      { length: 8 },
      (_, k) =>
        `<rect x="${n(x + (k * w) / 8)}" y="${n(top)}" width="${n(w / 8)}" height="${n(height * 0.08)}" fill="${k % 2 ? CREAM : GOLD}" opacity="${k % 2 ? 0.7 : 0.85}"/>`,
    ).join('');
    const scallops = Array.from(
      { length: 8 },
      (_, k) =>
        `<circle cx="${n(x + ((k + 0.5) * w) / 8)}" cy="${n(top + height * 0.08)}" r="${n(w / 16)}" fill="${k % 2 ? CREAM : GOLD}" opacity="${k % 2 ? 0.7 : 0.85}"/>`,
    ).join('');
    stalls.push(
      `<rect x="${n(x + w * 0.04)}" y="${n(top)}" width="${n(w * 0.03)}" height="${n(ground - top)}" fill="#1f170c"/><rect x="${n(x + w * 0.93)}" y="${n(top)}" width="${n(w * 0.03)}" height="${n(ground - top)}" fill="#1f170c"/>`,
      `<rect x="${n(x + w * 0.06)}" y="${n(top + height * 0.1)}" width="${n(w * 0.88)}" height="${n(ground - top - height * 0.22)}" fill="#2a1d0c" opacity="0.6"/>`,
      glow(`${id}-lamp${i}`, x + w / 2, top + height * 0.2, w * 0.5, GOLD, 0.35),
      stripes,
      scallops,
      `<rect x="${n(x)}" y="${n(ground - height * 0.12)}" width="${n(w)}" height="${n(height * 0.12)}" fill="#1a130a" stroke="${GOLD}" stroke-opacity="0.3" stroke-width="2"/>`,
    );
    for (let k = 0; k < 4; k += 1) {
      stalls.push(
        `<circle cx="${n(x + w * (0.2 + k * 0.2))}" cy="${n(ground - height * 0.135)}" r="${n(height * 0.018)}" fill="${pick(random, [GOLD, CREAM, GOLD_DEEP])}" opacity="0.85"/>`,
      );
    }
  }
  const walkers = Array.from({ length: 6 }, () =>
    person(between(random, 0, width), height * 1.01, height * between(random, 0.32, 0.42), {
      fill: '#050404',
      hair: pick(random, HAIRS),
      skirt: random() < 0.3,
    }),
  );
  return [
    { defs: blurFilter(`${id}-blur`, 8), body: '' },
    sky(`${id}-bg`, width, height, [
      [0, '#0f0b12'],
      [0.5, '#3b2610'],
      [1, '#0c0907'],
    ]),
    stringLights(random, 0, height * 0.08, width, height * 0.1, height * 0.06, 16, {
      filterId: `${id}-blur`,
      size: height * 0.008,
    }),
    ...stalls,
    `<rect y="${n(ground)}" width="${width}" height="${n(height - ground)}" fill="#0b0907"/>`,
    ...walkers,
  ];
}

export function reliefPackages(width, height, random, id) {
  const ground = height * 0.86;
  const box = Math.min(width, height) * 0.12;
  const stacks = [];
  for (const [sx, cols, rows] of [
    [0.02, 2, 4],
    [0.72, 2, 5],
  ]) {
    for (let c = 0; c < cols; c += 1) {
      for (let r = 0; r < rows; r += 1) {
        const x = width * sx + c * box * 1.02;
        const y = ground - (r + 1) * box * 0.82;
        stacks.push(
          `<rect x="${n(x)}" y="${n(y)}" width="${n(box)}" height="${n(box * 0.8)}" fill="${r % 2 ? '#3a2a12' : '#2e210e'}" stroke="#0c0906" stroke-width="3"/><line x1="${n(x + box / 2)}" y1="${n(y)}" x2="${n(x + box / 2)}" y2="${n(y + box * 0.8)}" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="5"/>`,
        );
      }
    }
  }
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0a0806'],
      [1, '#17110a'],
    ]),
    `<rect x="${n(width * 0.3)}" y="${n(height * 0.05)}" width="${n(width * 0.4)}" height="${n(height * 0.12)}" fill="${CREAM}" opacity="0.25"/>`,
    beam(width * 0.5, height * 0.1, ground, width * 0.42, 0.09),
    `<rect y="${n(ground)}" width="${width}" height="${n(height - ground)}" fill="#0d0a07"/>`,
    ...stacks,
    person(width * 0.4, ground + height * 0.04, height * 0.36, { fill: '#060504', pose: 'carry' }),
    person(width * 0.6, ground + height * 0.06, height * 0.34, {
      fill: '#060504',
      pose: 'carry',
      hair: pick(random, ['hijab', 'bun', 'short']),
    }),
    vignette(`${id}-vig`, width, height, 0.7),
  ];
}

export function banquet(width, height, random, id) {
  const tables = [];
  for (const [fy, size, count] of [
    [0.55, 0.06, 4],
    [0.8, 0.1, 3],
  ]) {
    const y = height * fy;
    const s = height * size;
    for (let i = 0; i < count; i += 1) {
      const x = width * ((i + 0.5) / count) + between(random, -s, s);
      for (let k = -2; k <= 2; k += 1) {
        tables.push(bust(x + k * s * 1.15, y - s * 1.5, s, '#0a0806', pick(random, HAIRS)));
      }
      tables.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 3.2)}" ry="${n(s * 0.9)}" fill="#e8d6a0" opacity="0.22"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 3.2)}" ry="${n(s * 0.9)}" fill="none" stroke="${CREAM}" stroke-opacity="0.35" stroke-width="2"/><rect x="${n(x - s * 3.2)}" y="${n(y)}" width="${n(s * 6.4)}" height="${n(s * 1.2)}" fill="#1c150c"/>`,
        `<circle cx="${n(x)}" cy="${n(y - s * 0.2)}" r="${n(s * 0.6)}" fill="${GOLD}" opacity="0.35" filter="url(#${id}-blur)"/><rect x="${n(x - s * 0.05)}" y="${n(y - s * 0.45)}" width="${n(s * 0.1)}" height="${n(s * 0.3)}" fill="${CREAM}"/>`,
      );
    }
  }
  return [
    { defs: blurFilter(`${id}-blur`, 10), body: '' },
    sky(`${id}-bg`, width, height, [
      [0, '#0b0806'],
      [0.5, '#22180b'],
      [1, '#080605'],
    ]),
    bokeh(random, {
      x1: width,
      y1: height * 0.45,
      count: 30,
      minR: 15,
      maxR: 55,
      filterId: `${id}-blur`,
    }),
    stringLights(random, -20, height * 0.05, width * 0.55, height * 0.12, height * 0.05, 12, {
      filterId: `${id}-blur`,
      size: height * 0.008,
    }),
    stringLights(random, width * 0.45, height * 0.1, width + 20, height * 0.04, height * 0.06, 12, {
      filterId: `${id}-blur`,
      size: height * 0.008,
    }),
    ...tables,
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

function kawungPattern(width, height, step, opacity) {
  const motifs = [];
  for (let y = -step; y < height + step; y += step) {
    for (let x = -step; x < width + step; x += step) {
      const cx = x + (Math.round(y / step) % 2 === 0 ? 0 : step / 2);
      const petals = [0, 90, 180, 270]
        .map(
          (a) =>
            `<ellipse cx="${n(cx)}" cy="${n(y - step * 0.21)}" rx="${n(step * 0.14)}" ry="${n(step * 0.21)}" transform="rotate(${a} ${n(cx)} ${n(y)})"/>`,
        )
        .join('');
      motifs.push(petals);
    }
  }
  return `<g fill="none" stroke="${GOLD}" stroke-width="3" opacity="${opacity}">${motifs.join('')}</g>`;
}

export function batikNight(width, height, random, id) {
  const ground = height * 0.97;
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#1f160a'],
      [1, '#070605'],
    ]),
    kawungPattern(width, height, Math.min(width, height) * 0.2, 0.4),
    glow(`${id}-glow`, width / 2, height * 0.45, Math.max(width, height) * 0.45, GOLD, 0.35),
    person(width * 0.36, ground, height * 0.62, { fill: '#050404', hair: 'bun', skirt: true }),
    person(width * 0.64, ground, height * 0.66, { fill: '#050404', hair: 'short' }),
    vignette(`${id}-vig`, width, height, 0.8),
  ];
}

export function funRun(width, height, random, id) {
  const horizon = height * 0.45;
  const cx = width * 0.55;
  const dashes = Array.from({ length: 8 }, (_, i) => {
    const t1 = (i / 8) ** 1.6;
    const t2 = ((i + 0.45) / 8) ** 1.6;
    return `<line x1="${n(cx + (width * 0.5 - cx) * t1)}" y1="${n(horizon + (height - horizon) * t1)}" x2="${n(cx + (width * 0.5 - cx) * t2)}" y2="${n(horizon + (height - horizon) * t2)}" stroke="${CREAM}" stroke-opacity="0.5" stroke-width="${n(4 + t2 * 14)}"/>`;
  }).join('');
  const trees = Array.from({ length: 12 }, (_, i) => {
    const side = i % 2 ? 1 : -1;
    const t = Math.floor(i / 2) / 6;
    const x = cx + side * (width * 0.08 + t * width * 0.55);
    const y = horizon + (height - horizon) * t * 0.6;
    const s = height * (0.05 + t * 0.2);
    return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(y - s)}" stroke="#0a0806" stroke-width="${n(s * 0.08)}"/><circle cx="${n(x)}" cy="${n(y - s)}" r="${n(s * 0.45)}" fill="#0a0806"/>`;
  }).join('');
  const runners = [
    [0.3, 0.97, 0.5],
    [0.7, 0.88, 0.36],
    [0.44, 0.74, 0.23],
    [0.63, 0.64, 0.15],
    [0.5, 0.58, 0.1],
  ].map(([fx, fy, fh]) =>
    person(width * fx, height * fy, height * fh, {
      fill: '#060504',
      pose: 'run',
      hair: pick(random, ['short', 'bun', 'long']),
    }),
  );
  return [
    ...sunrise(id, width, height, horizon),
    `<polygon points="${n(cx - width * 0.02)},${n(horizon)} ${n(cx + width * 0.02)},${n(horizon)} ${n(width * 1.1)},${height} ${n(-width * 0.1)},${height}" fill="#15110b"/>`,
    dashes,
    trees,
    ...runners,
  ];
}

export function lakeBoat(width, height, random, id) {
  const horizon = height * 0.55;
  const hills = [
    ['#2a1f0e', 0.42, 0.5],
    ['#1a140b', 0.48, 0.55],
  ]
    .map(
      ([color, top, base]) =>
        `<path d="M0 ${n(height * base)} Q${n(width * 0.2)} ${n(height * top)} ${n(width * 0.45)} ${n(height * (top + 0.05))} T${width} ${n(height * (top + 0.02))} L${width} ${n(horizon)} L0 ${n(horizon)} Z" fill="${color}"/>`,
    )
    .join('');
  const streaks = Array.from({ length: 30 }, () => {
    const y = between(random, horizon + 8, height * 0.95);
    const w = between(random, 20, 140) * (1 - (y - horizon) / height);
    return `<line x1="${n(width * 0.6 - w)}" y1="${n(y)}" x2="${n(width * 0.6 + w)}" y2="${n(y)}" stroke="${GOLD}" stroke-opacity="${between(random, 0.2, 0.6).toFixed(2)}" stroke-width="3"/>`;
  }).join('');
  const boatY = height * 0.75;
  const bx0 = width * 0.12;
  const bx1 = width * 0.78;
  const passengers = Array.from({ length: 6 }, (_, i) =>
    bust(
      bx0 + (bx1 - bx0) * (0.15 + i * 0.14),
      boatY - height * 0.075,
      height * 0.06,
      '#050404',
      pick(random, HAIRS),
    ),
  ).join('');
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0e0b08'],
      [0.4, '#4a3312'],
      [0.55, '#a27420'],
      [0.56, '#2a1f0e'],
      [1, '#080706'],
    ]),
    glow(`${id}-sun`, width * 0.6, horizon - height * 0.04, width * 0.4, GOLD, 0.55),
    `<circle cx="${n(width * 0.6)}" cy="${n(horizon - height * 0.04)}" r="${n(width * 0.05)}" fill="${CREAM}" opacity="0.85"/>`,
    hills,
    streaks,
    passengers,
    `<path d="M${n(bx0 - width * 0.05)} ${n(boatY - height * 0.03)} L${n(bx1 + width * 0.08)} ${n(boatY - height * 0.035)} Q${n(bx1)} ${n(boatY + height * 0.04)} ${n((bx0 + bx1) / 2)} ${n(boatY + height * 0.04)} Q${n(bx0)} ${n(boatY + height * 0.04)} ${n(bx0 - width * 0.05)} ${n(boatY - height * 0.03)} Z" fill="#050404"/>`,
  ];
}

export function liveMusic(width, height, random, id) {
  const floor = height * 0.72;
  const singerX = width * 0.38;
  const guitarX = width * 0.66;
  const ph = height * 0.42;
  return [
    { defs: blurFilter(`${id}-blur`, 16), body: '' },
    hall(`${id}-bg`, width, height),
    bokeh(random, {
      x1: width,
      y1: height * 0.6,
      count: 40,
      minR: 20,
      maxR: 80,
      filterId: `${id}-blur`,
      opacity: [0.1, 0.35],
    }),
    beam(singerX, 0, floor, width * 0.2, 0.14),
    beam(guitarX, 0, floor, width * 0.18, 0.1, GOLD),
    `<rect y="${n(floor)}" width="${width}" height="${n(height - floor)}" fill="#0d0a07"/><line x1="0" y1="${n(floor)}" x2="${width}" y2="${n(floor)}" stroke="${GOLD}" stroke-opacity="0.4" stroke-width="3"/>`,
    `<line x1="${n(singerX + ph * 0.2)}" y1="${n(floor)}" x2="${n(singerX + ph * 0.12)}" y2="${n(floor - ph * 0.82)}" stroke="#0a0806" stroke-width="${n(ph * 0.02)}"/><circle cx="${n(singerX + ph * 0.11)}" cy="${n(floor - ph * 0.84)}" r="${n(ph * 0.025)}" fill="#0a0806"/>`,
    person(singerX, floor, ph, { fill: '#070605', hair: 'long', pose: 'raise' }),
    person(guitarX, floor, ph * 0.96, { fill: '#070605', hair: 'short' }),
    `<g fill="#1f160b" stroke="${GOLD}" stroke-opacity="0.45" stroke-width="3"><ellipse cx="${n(guitarX - ph * 0.02)}" cy="${n(floor - ph * 0.5)}" rx="${n(ph * 0.11)}" ry="${n(ph * 0.09)}"/><ellipse cx="${n(guitarX + ph * 0.08)}" cy="${n(floor - ph * 0.56)}" rx="${n(ph * 0.08)}" ry="${n(ph * 0.07)}"/></g><line x1="${n(guitarX + ph * 0.1)}" y1="${n(floor - ph * 0.58)}" x2="${n(guitarX + ph * 0.38)}" y2="${n(floor - ph * 0.78)}" stroke="#1f160b" stroke-width="${n(ph * 0.025)}"/>`,
    headRow(random, width, height * 0.86, height * 0.09, '#040303'),
    vignette(`${id}-vig`, width, height, 0.7),
  ];
}

function reflected(markup, axisY, opacity) {
  return `<g transform="translate(0 ${n(axisY * 2)}) scale(1 -1)" opacity="${opacity}">${markup}</g>`;
}

function waterLines(random, width, from, to, count, center = 0.5) {
  return Array.from({ length: count }, () => {
    const y = between(random, from, to);
    const x = between(random, 0, width);
    return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + between(random, 40, 200))}" y2="${n(y)}" stroke="${GOLD}" stroke-opacity="${between(random, 0.08, 0.3).toFixed(2)}" stroke-width="2"/>`;
  })
    .concat(
      `<rect x="${n(width * center - width * 0.08)}" y="${n(from)}" width="${n(width * 0.16)}" height="${n(to - from)}" fill="${GOLD}" opacity="0.05"/>`,
    )
    .join('');
}

export function skylineBay(width, height, random, id) {
  const shore = height * 0.62;
  const city =
    buildings(random, {
      x1: width,
      ground: shore,
      minH: height * 0.2,
      maxH: height * 0.45,
      minW: width * 0.04,
      maxW: width * 0.09,
      fill: '#19140d',
      windows: 0.2,
    }) +
    buildings(random, {
      x1: width,
      ground: shore,
      minH: height * 0.1,
      maxH: height * 0.3,
      minW: width * 0.05,
      maxW: width * 0.1,
      fill: '#0e0b08',
      windows: 0.3,
    });
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#07070a'],
      [0.5, '#1f170c'],
      [0.62, '#3d2a0f'],
      [0.63, '#0b0907'],
      [1, '#050505'],
    ]),
    stars(random, width, height * 0.35, 60),
    glow(`${id}-glow`, width * 0.5, shore, width * 0.5, GOLD, 0.3),
    city,
    reflected(city, shore, 0.25),
    waterLines(random, width, shore + 4, height, 40),
  ];
}

export function harbourBridge(width, height, random, id) {
  const water = height * 0.66;
  const deck = height * 0.55;
  const left = width * 0.05;
  const right = width * 0.72;
  const archTop = height * 0.25;
  const city = buildings(random, {
    x0: width * 0.55,
    x1: width,
    ground: water,
    minH: height * 0.1,
    maxH: height * 0.32,
    minW: width * 0.03,
    maxW: width * 0.06,
    fill: '#15110b',
    windows: 0.3,
  });
  const hangers = Array.from({ length: 15 }, (_, i) => {
    const t = (i + 1) / 16;
    const x = left + (right - left) * t;
    const y = deck - (deck - archTop) * 4 * t * (1 - t);
    return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(deck)}" stroke="#2a1f10" stroke-width="4"/>`;
  }).join('');
  const lights = Array.from(
    { length: 24 },
    (_, i) =>
      `<circle cx="${n(left + ((right - left) * (i + 0.5)) / 24)}" cy="${n(deck - 6)}" r="4" fill="${CREAM}"/>`,
  ).join('');
  const bridge = `${hangers}<path d="M${n(left)} ${n(deck)} Q${n((left + right) / 2)} ${n(archTop - (deck - archTop))} ${n(right)} ${n(deck)}" fill="none" stroke="#2e2211" stroke-width="${n(height * 0.03)}"/><rect x="${n(left - width * 0.05)}" y="${n(deck)}" width="${n(right - left + width * 0.12)}" height="${n(height * 0.025)}" fill="#0e0b07"/>${lights}<rect x="${n(left - width * 0.02)}" y="${n(deck - height * 0.1)}" width="${n(width * 0.04)}" height="${n(water - deck + height * 0.1)}" fill="#120e09"/><rect x="${n(right - width * 0.02)}" y="${n(deck - height * 0.1)}" width="${n(width * 0.04)}" height="${n(water - deck + height * 0.1)}" fill="#120e09"/>`;
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0a0a0c'],
      [0.45, '#33240f'],
      [0.66, '#7a5516'],
      [0.67, '#0c0a07'],
      [1, '#050505'],
    ]),
    glow(`${id}-sun`, width * 0.35, water, width * 0.45, GOLD, 0.45),
    city,
    bridge,
    reflected(city + bridge, water, 0.2),
    waterLines(random, width, water + 4, height, 40, 0.35),
  ];
}

export function twinTowers(width, height, random, id) {
  const ground = height * 0.86;
  const tower = (cx) => {
    const parts = [];
    const levels = 6;
    let w = width * 0.2;
    let y = ground;
    const segment = (ground - height * 0.22) / levels;
    for (let i = 0; i < levels; i += 1) {
      parts.push(
        `<rect x="${n(cx - w / 2)}" y="${n(y - segment)}" width="${n(w)}" height="${n(segment + 2)}" fill="#1d170e" stroke="${GOLD}" stroke-opacity="0.25" stroke-width="2"/>`,
      );
      for (let wy = y - segment + 14; wy < y - 10; wy += 18) {
        parts.push(
          `<line x1="${n(cx - w / 2 + 8)}" y1="${n(wy)}" x2="${n(cx + w / 2 - 8)}" y2="${n(wy)}" stroke="${GOLD}" stroke-opacity="${between(random, 0.15, 0.4).toFixed(2)}" stroke-width="3" stroke-dasharray="6 8"/>`,
        );
      }
      y -= segment;
      w *= 0.86;
    }
    parts.push(
      `<line x1="${n(cx)}" y1="${n(y)}" x2="${n(cx)}" y2="${n(height * 0.07)}" stroke="${CREAM}" stroke-width="6"/>`,
    );
    return parts.join('');
  };
  const bridgeY = height * 0.55;
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0a0a10'],
      [0.55, '#2b1f10'],
      [0.86, '#6b4b16'],
      [1, '#0b0907'],
    ]),
    stars(random, width, height * 0.4, 50),
    glow(`${id}-glow`, width / 2, height * 0.5, width * 0.7, GOLD, 0.3),
    tower(width * 0.32),
    tower(width * 0.68),
    `<rect x="${n(width * 0.32)}" y="${n(bridgeY)}" width="${n(width * 0.36)}" height="${n(height * 0.015)}" fill="#2a2012" stroke="${GOLD}" stroke-opacity="0.5" stroke-width="2"/>`,
    buildings(random, {
      x1: width,
      ground: height,
      minH: height * 0.1,
      maxH: height * 0.2,
      minW: width * 0.08,
      maxW: width * 0.16,
      fill: '#0c0a07',
      windows: 0.3,
    }),
  ];
}

export function lakesideTower(width, height, random, id) {
  const shore = height * 0.64;
  const tx = width * 0.42;
  const top = height * 0.1;
  const pod = height * 0.3;
  const city = buildings(random, {
    x1: width,
    ground: shore,
    minH: height * 0.08,
    maxH: height * 0.26,
    minW: width * 0.04,
    maxW: width * 0.08,
    fill: '#15110b',
    windows: 0.3,
  });
  const towerSvg = `<polygon points="${n(tx - width * 0.03)},${n(shore)} ${n(tx + width * 0.03)},${n(shore)} ${n(tx + width * 0.008)},${n(pod)} ${n(tx - width * 0.008)},${n(pod)}" fill="#1f180e"/><ellipse cx="${n(tx)}" cy="${n(pod)}" rx="${n(width * 0.045)}" ry="${n(height * 0.022)}" fill="#2a2012" stroke="${GOLD}" stroke-opacity="0.6" stroke-width="3"/><line x1="${n(tx)}" y1="${n(pod)}" x2="${n(tx)}" y2="${n(top)}" stroke="#2a2012" stroke-width="${n(width * 0.008)}"/><circle cx="${n(tx)}" cy="${n(top)}" r="6" fill="${GOLD}"/>`;
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#06060a'],
      [0.64, '#2a1e0d'],
      [0.65, '#0a0907'],
      [1, '#050505'],
    ]),
    stars(random, width, height * 0.5, 90),
    glow(`${id}-glow`, tx, pod, width * 0.3, GOLD, 0.25),
    city,
    towerSvg,
    reflected(city + towerSvg, shore, 0.22),
    waterLines(random, width, shore + 4, height, 36, 0.42),
  ];
}

export function badgeTable(width, height, random, id) {
  const bw = Math.min(width, height) * 0.12;
  const bh = bw * 1.35;
  const items = [];
  for (let y = height * 0.12; y < height - bh * 0.6; y += bh * 1.45) {
    for (let x = width * 0.06; x < width - bw * 0.6; x += bw * 1.45) {
      const rot = between(random, -6, 6);
      const cx = x + bw / 2;
      const cy = y + bh / 2;
      items.push(
        `<g transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})"><path d="M${n(cx - bw * 0.15)} ${n(y)} Q${n(cx - bw * 0.3)} ${n(y - bh * 0.45)} ${n(cx)} ${n(y - bh * 0.5)} Q${n(cx + bw * 0.3)} ${n(y - bh * 0.45)} ${n(cx + bw * 0.15)} ${n(y)}" fill="none" stroke="${GOLD_DEEP}" stroke-width="${n(bw * 0.05)}"/><rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bw * 0.06)}" fill="${CREAM}" opacity="0.9"/><rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh * 0.2)}" rx="${n(bw * 0.06)}" fill="${GOLD}"/><circle cx="${n(cx)}" cy="${n(y + bh * 0.45)}" r="${n(bw * 0.16)}" fill="${MUTED}"/><rect x="${n(x + bw * 0.18)}" y="${n(y + bh * 0.68)}" width="${n(bw * 0.64)}" height="${n(bh * 0.06)}" fill="${BRONZE}"/><rect x="${n(x + bw * 0.28)}" y="${n(y + bh * 0.8)}" width="${n(bw * 0.44)}" height="${n(bh * 0.05)}" fill="${MUTED}"/></g>`,
      );
    }
  }
  const grain = Array.from(
    { length: 18 },
    (_, i) =>
      `<line x1="0" y1="${n((i / 18) * height)}" x2="${width}" y2="${n((i / 18) * height + between(random, -20, 20))}" stroke="#2a1d0c" stroke-opacity="0.5" stroke-width="${n(between(random, 2, 8))}"/>`,
  ).join('');
  return [
    `<rect width="${width}" height="${height}" fill="#1a120a"/>`,
    grain,
    glow(`${id}-lamp`, width * 0.4, height * 0.4, Math.max(width, height) * 0.6, GOLD, 0.2),
    items.join(''),
    vignette(`${id}-vig`, width, height, 0.75),
  ];
}

export function stageRehearsal(width, height, random, id) {
  const floor = height * 0.62;
  const trussY = height * 0.1;
  const trussH = height * 0.04;
  const zigzag = Array.from({ length: 20 }, (_, i) => {
    const x1 = (i / 20) * width;
    const x2 = ((i + 1) / 20) * width;
    return `<line x1="${n(x1)}" y1="${n(trussY)}" x2="${n(x2)}" y2="${n(trussY + trussH)}" stroke="${MUTED}" stroke-opacity="0.5" stroke-width="3"/>`;
  }).join('');
  const lamps = [0.15, 0.32, 0.5, 0.68, 0.85]
    .map(
      (f) =>
        `<circle cx="${n(width * f)}" cy="${n(trussY + trussH * 1.6)}" r="${n(width * 0.025)}" fill="#1a140c" stroke="${CREAM}" stroke-width="3"/>${beam(width * f, trussY + trussH * 2, floor, width * 0.12, 0.08)}`,
    )
    .join('');
  const camX = width * 0.3;
  const camY = height * 0.72;
  const s = width * 0.2;
  const camera = `<line x1="${n(camX)}" y1="${n(camY)}" x2="${n(camX - s * 0.6)}" y2="${n(height)}" stroke="#050404" stroke-width="${n(s * 0.05)}"/><line x1="${n(camX)}" y1="${n(camY)}" x2="${n(camX + s * 0.55)}" y2="${n(height)}" stroke="#050404" stroke-width="${n(s * 0.05)}"/><line x1="${n(camX)}" y1="${n(camY)}" x2="${n(camX + s * 0.05)}" y2="${n(height)}" stroke="#050404" stroke-width="${n(s * 0.05)}"/><rect x="${n(camX - s * 0.5)}" y="${n(camY - s * 0.45)}" width="${n(s)}" height="${n(s * 0.45)}" rx="${n(s * 0.06)}" fill="#050404"/><rect x="${n(camX + s * 0.45)}" y="${n(camY - s * 0.38)}" width="${n(s * 0.35)}" height="${n(s * 0.3)}" fill="#050404"/><circle cx="${n(camX + s * 0.8)}" cy="${n(camY - s * 0.23)}" r="${n(s * 0.17)}" fill="#050404" stroke="${GOLD}" stroke-opacity="0.6" stroke-width="3"/><circle cx="${n(camX - s * 0.35)}" cy="${n(camY - s * 0.35)}" r="${n(s * 0.03)}" fill="${GOLD}"/>`;
  return [
    hall(`${id}-bg`, width, height),
    ...screen(`${id}-screen`, width * 0.15, height * 0.22, width * 0.7, height * 0.28),
    `<rect y="${n(trussY)}" width="${width}" height="${n(trussH)}" fill="none" stroke="${MUTED}" stroke-opacity="0.6" stroke-width="4"/>`,
    zigzag,
    lamps,
    `<rect y="${n(floor)}" width="${width}" height="${n(height - floor)}" fill="#120e09"/><line x1="0" y1="${n(floor)}" x2="${width}" y2="${n(floor)}" stroke="${GOLD}" stroke-opacity="0.45" stroke-width="3"/>`,
    glow(`${id}-pool`, width * 0.5, floor, width * 0.4, CREAM, 0.18),
    camera,
    vignette(`${id}-vig`, width, height, 0.7),
  ];
}

export function stickyNotes(width, height, random, id) {
  const note = Math.min(width, height) * 0.07;
  const notes = [];
  for (let col = 0; col < 5; col += 1) {
    const x0 = width * (0.12 + col * 0.16);
    notes.push(
      `<rect x="${n(x0 - note * 0.2)}" y="${n(height * 0.07)}" width="${n(note * 1.9)}" height="${n(note * 0.25)}" fill="${MUTED}" opacity="0.6"/>`,
    );
    const count = 3 + Math.floor(random() * 4);
    for (let i = 0; i < count; i += 1) {
      const x = x0 + (i % 2) * note * 0.75 + between(random, -6, 6);
      const y = height * 0.14 + Math.floor(i / 2) * note * 1.15 + (i % 2) * note * 0.4;
      notes.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(note)}" height="${n(note)}" fill="${pick(random, [GOLD, CREAM, MUTED, GOLD_DEEP])}" opacity="${between(random, 0.7, 0.95).toFixed(2)}" transform="rotate(${n(between(random, -5, 5))} ${n(x + note / 2)} ${n(y + note / 2)})"/>`,
      );
    }
  }
  return [
    `<rect width="${width}" height="${height}" fill="#15110a"/>`,
    glow(`${id}-light`, width * 0.5, height * 0.3, width * 0.6, CREAM, 0.15),
    `<rect x="${n(width * 0.08)}" y="${n(height * 0.04)}" width="${n(width * 0.84)}" height="${n(height * 0.58)}" fill="#221a0f" stroke="${MUTED}" stroke-opacity="0.4" stroke-width="4"/>`,
    notes.join(''),
    bust(width * 0.25, height * 0.62, height * 0.38, '#050404', 'hijab'),
    bust(width * 0.55, height * 0.58, height * 0.42, '#050404', 'short'),
    person(width * 0.82, height * 1.04, height * 0.82, {
      fill: '#050404',
      pose: 'raise',
      hair: 'bun',
    }),
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

export function mixingConsole(width, height, random, id) {
  const top = height * 0.42;
  const strips = [];
  const channels = 16;
  for (let i = 0; i < channels; i += 1) {
    const tTop = i / channels;
    const xTop = width * (0.14 + tTop * 0.72);
    const xBottom = width * (-0.05 + tTop * 1.1);
    const at = (t) => [xTop + (xBottom - xTop) * t, top + (height - top) * t];
    for (const t of [0.08, 0.18, 0.28]) {
      const [x, y] = at(t);
      strips.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(6 + t * 22)}" fill="#0b0906" stroke="${MUTED}" stroke-opacity="0.6" stroke-width="2"/>`,
      );
    }
    const [lx, ly] = at(0.36);
    strips.push(
      `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(4 + 0.36 * 6)}" fill="${random() < 0.6 ? GOLD : CREAM}" opacity="${between(random, 0.5, 1).toFixed(2)}"/>`,
    );
    const [sx1, sy1] = at(0.45);
    const [sx2, sy2] = at(0.9);
    strips.push(
      `<line x1="${n(sx1)}" y1="${n(sy1)}" x2="${n(sx2)}" y2="${n(sy2)}" stroke="#050404" stroke-width="${n(6 + 0.7 * 6)}"/>`,
    );
    const f = between(random, 0.5, 0.85);
    const [fx, fy] = at(f);
    strips.push(
      `<rect x="${n(fx - (10 + f * 18))}" y="${n(fy - (5 + f * 8))}" width="${n(2 * (10 + f * 18))}" height="${n(2 * (5 + f * 8))}" rx="3" fill="${CREAM}" opacity="0.85"/>`,
    );
  }
  const meters = Array.from({ length: channels }, (_, i) => {
    const x = width * (0.14 + (i / channels) * 0.72);
    const level = between(random, 0.2, 1);
    return `<rect x="${n(x - 5)}" y="${n(top - height * 0.12 * level)}" width="10" height="${n(height * 0.12 * level)}" fill="${level > 0.85 ? CREAM : GOLD}" opacity="0.8"/>`;
  }).join('');
  return [
    { defs: blurFilter(`${id}-blur`, 20), body: '' },
    hall(`${id}-bg`, width, height),
    bokeh(random, {
      x1: width,
      y1: top,
      count: 36,
      minR: 25,
      maxR: 90,
      filterId: `${id}-blur`,
      opacity: [0.12, 0.35],
    }),
    `<rect x="${n(width * 0.12)}" y="${n(top - height * 0.14)}" width="${n(width * 0.76)}" height="${n(height * 0.15)}" fill="#0c0a07"/>`,
    meters,
    `<polygon points="${n(width * 0.12)},${n(top)} ${n(width * 0.88)},${n(top)} ${n(width * 1.1)},${height} ${n(-width * 0.1)},${height}" fill="#16110b"/>`,
    strips.join(''),
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

/** Renders a scene into an SVG document; `seed` makes its random choices repeatable. */
export function drawScene(scene, width, height, seed) {
  const id = seed.replace(/[^a-z0-9]/gi, '');
  return compose(width, height, scene(width, height, createRandom(seed), id));
}

// [file name, scene, width, height] in the order of data/gallery.ts, whose width and height each
// file must match exactly (checked by __tests__/data/images.test.ts).
const PHOTOS = [
  ['summit-2025-keynote', stageKeynote, 1600, 1067],
  ['summit-2025-energy-panel', panelDiscussion, 1600, 900],
  ['summit-2024-networking', networking, 1200, 1600],
  ['surabaya-roundtable-2024', roundtableTop, 1600, 1600],
  ['summit-2023-audience', audience, 1600, 1067],
  ['partnership-signing-2025', handshake, 1067, 1600],
  ['yogyakarta-workshop-2024', workshop, 1600, 1067],
  ['awards-night-2023', trophy, 1280, 1600],
  ['mangrove-planting-2025', mangrovePlanting, 1600, 1067],
  ['scholarship-awardees-2024', graduates, 1600, 900],
  ['mobile-clinic-2024', mobileClinic, 1200, 1600],
  ['clean-water-handover-2023', waterTower, 1600, 1600],
  ['sme-bazaar-2025', bazaar, 1600, 1067],
  ['relief-packages-2023', reliefPackages, 1067, 1600],
  ['gathering-dinner-2025', banquet, 1600, 1067],
  ['batik-night-2024', batikNight, 1200, 1600],
  ['fun-run-2024', funRun, 1600, 900],
  ['lake-toba-boat-2023', lakeBoat, 1600, 1600],
  ['gathering-music-2025', liveMusic, 1280, 1600],
  ['singapore-chapter-2025', skylineBay, 1600, 1067],
  ['sydney-trade-mission-2024', harbourBridge, 1600, 900],
  ['kuala-lumpur-forum-2023', twinTowers, 1067, 1600],
  ['toronto-diaspora-2024', lakesideTower, 1600, 1600],
  ['badge-preparation-2025', badgeTable, 1600, 1067],
  ['stage-rehearsal-2024', stageRehearsal, 1200, 1600],
  ['secretariat-planning-2023', stickyNotes, 1600, 900],
  ['sound-check-2025', mixingConsole, 1600, 1600],
];

// Album covers reuse a scene of the album at 4:3 (ALBUM_COVER_SIZE in data/image-sizes.ts),
// drawn afresh with their own seed.
const ALBUM_COVERS = [
  ['events', stageKeynote],
  ['csr', mangrovePlanting],
  ['gathering', banquet],
  ['international', skylineBay],
  ['behind-scenes', mixingConsole],
];

/** The 27 gallery photos at their own sizes, and the five album covers (1200×900). */
export const galleryArtwork = [
  ...PHOTOS.map(([name, scene, width, height]) => ({
    file: `images/gallery/${name}.webp`,
    width,
    height,
    svg: () => drawScene(scene, width, height, name),
  })),
  ...ALBUM_COVERS.map(([slug, scene]) => ({
    file: `images/albums/${slug}.webp`,
    width: 1200,
    height: 900,
    svg: () => drawScene(scene, 1200, 900, `album-${slug}`),
  })),
];
