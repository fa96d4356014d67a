// Covers (1600×900) for articles, news, events and crowdfunding projects, and the images inside
// articles and news: abstract compositions tied to each topic, in the site's gold on near-black.
// A cover and the figure of the same article share a motif, drawn with different seeds.
import {
  audience,
  banquet,
  batikNight,
  drawScene,
  roundtableTop,
  stageKeynote,
} from './gallery.mjs';
import { between, pick } from './random.mjs';
import {
  CREAM,
  GOLD,
  GOLD_DEEP,
  MUTED,
  beam,
  blurFilter,
  bokeh,
  buildings,
  glow,
  n,
  person,
  sky,
  stars,
  vignette,
} from './scene.mjs';

// COVER_SIZE in data/image-sizes.ts (the tests compare every file with it).
const W = 1600;
const H = 900;

const darkRoom = (id, width, height, warm = '#2a1d0b') =>
  sky(id, width, height, [
    [0, '#070707'],
    [0.6, warm],
    [1, '#060606'],
  ]);

function boardPaths(width, height, random, id) {
  const table = `<rect x="${n(width * 0.08)}" y="${n(height * 0.18)}" width="${n(width * 0.84)}" height="${n(height * 0.64)}" rx="${n(height * 0.3)}" fill="#1c140a" stroke="${GOLD}" stroke-opacity="0.3" stroke-width="4"/>`;
  const chairs = [];
  for (let i = 0; i < 8; i += 1) {
    const x = width * (0.2 + i * 0.086);
    chairs.push(
      `<rect x="${n(x)}" y="${n(height * 0.06)}" width="${n(width * 0.05)}" height="${n(height * 0.09)}" rx="14" fill="#120d08"/><rect x="${n(x)}" y="${n(height * 0.85)}" width="${n(width * 0.05)}" height="${n(height * 0.09)}" rx="14" fill="#120d08"/>`,
    );
  }
  const origin = [width * 0.18, height * 0.5];
  const paths = [];
  const ends = [];
  for (let i = 0; i < 7; i += 1) {
    const ey = height * (0.25 + (i / 6) * 0.5) + between(random, -15, 15);
    const ex = width * between(random, 0.7, 0.86);
    const mx = width * between(random, 0.38, 0.5);
    paths.push(
      `<path d="M${n(origin[0])} ${n(origin[1])} C${n(mx)} ${n(origin[1])} ${n(mx)} ${n(ey)} ${n(ex)} ${n(ey)}" fill="none" stroke="${GOLD}" stroke-opacity="${between(random, 0.35, 0.9).toFixed(2)}" stroke-width="${n(between(random, 2, 6))}"/>`,
    );
    ends.push(
      `<circle cx="${n(ex)}" cy="${n(ey)}" r="${n(between(random, 8, 16))}" fill="${i === 3 ? CREAM : GOLD}" opacity="0.9"/>`,
    );
  }
  return [
    darkRoom(`${id}-bg`, width, height),
    glow(`${id}-lamp`, width / 2, height / 2, width * 0.5, GOLD, 0.18),
    chairs.join(''),
    table,
    paths.join(''),
    `<circle cx="${n(origin[0])}" cy="${n(origin[1])}" r="22" fill="${CREAM}"/><circle cx="${n(origin[0])}" cy="${n(origin[1])}" r="44" fill="none" stroke="${GOLD}" stroke-opacity="0.5" stroke-width="3"/>`,
    ends.join(''),
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

// Rough island outlines as rotated ellipses, in fractions of the canvas: Sumatra, Java,
// Kalimantan, Sulawesi (three arms), Bali–Nusa Tenggara, Maluku and Papua.
const ISLANDS = [
  ['Sumatra', 0.16, 0.4, 0.15, 0.05, 40],
  ['Java', 0.36, 0.72, 0.12, 0.03, 5],
  ['Kalimantan', 0.42, 0.38, 0.1, 0.12, 0],
  ['Sulawesi', 0.6, 0.42, 0.03, 0.12, 10],
  ['Sulawesi', 0.63, 0.5, 0.06, 0.02, -30],
  ['Sulawesi', 0.64, 0.33, 0.05, 0.02, -20],
  ['Nusa', 0.55, 0.76, 0.09, 0.015, 0],
  ['Maluku', 0.74, 0.46, 0.03, 0.05, 0],
  ['Papua', 0.87, 0.52, 0.1, 0.07, 10],
];

function islandDots(random, width, height, density, islands = ISLANDS) {
  const dots = [];
  const hubs = [];
  for (const [, fx, fy, frx, fry, rot] of islands) {
    const cx = width * fx;
    const cy = height * fy;
    const a = (rot * Math.PI) / 180;
    const count = Math.round(density * (frx + fry) * 10);
    for (let i = 0; i < count; i += 1) {
      const t = random() * Math.PI * 2;
      const d = Math.sqrt(random());
      const lx = Math.cos(t) * width * frx * d;
      const ly = Math.sin(t) * height * fry * d;
      const x = cx + lx * Math.cos(a) - ly * Math.sin(a);
      const y = cy + lx * Math.sin(a) + ly * Math.cos(a);
      dots.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(random, 2, 5))}" fill="${GOLD}" opacity="${between(random, 0.4, 0.95).toFixed(2)}"/>`,
      );
    }
    hubs.push([cx, cy]);
  }
  return { dots: dots.join(''), hubs };
}

function archipelagoNet(width, height, random, id) {
  const { dots, hubs } = islandDots(random, width, height, 70);
  const links = [];
  for (let i = 0; i < hubs.length; i += 1) {
    for (let j = i + 1; j < hubs.length; j += 1) {
      if (random() < 0.35) {
        const [x1, y1] = hubs[i];
        const [x2, y2] = hubs[j];
        links.push(
          `<path d="M${n(x1)} ${n(y1)} Q${n((x1 + x2) / 2)} ${n(Math.min(y1, y2) - height * 0.18)} ${n(x2)} ${n(y2)}" fill="none" stroke="${CREAM}" stroke-opacity="0.35" stroke-width="2.5"/>`,
        );
      }
    }
  }
  const nodes = hubs
    .map(
      ([x, y]) =>
        `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="${GOLD}"/><circle cx="${n(x)}" cy="${n(y)}" r="22" fill="none" stroke="${GOLD}" stroke-opacity="0.5" stroke-width="2"/>`,
    )
    .join('');
  return [
    {
      defs: `<radialGradient id="${id}-sea" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#1d1708"/><stop offset="1" stop-color="#050505"/></radialGradient>`,
      body: `<rect width="${width}" height="${height}" fill="url(#${id}-sea)"/>`,
    },
    links.join(''),
    dots,
    nodes,
  ];
}

function eastMap(width, height, random, id) {
  // Sulawesi's arms, Nusa Tenggara, Maluku and Papua, enlarged to fill the frame.
  const east = [
    ['Sulawesi', 0.2, 0.42, 0.035, 0.2, 10],
    ['Sulawesi', 0.27, 0.56, 0.09, 0.035, -30],
    ['Sulawesi', 0.28, 0.28, 0.08, 0.03, -20],
    ['Nusa', 0.3, 0.86, 0.2, 0.025, 0],
    ['Maluku', 0.5, 0.45, 0.04, 0.09, 0],
    ['Maluku', 0.46, 0.68, 0.05, 0.03, 0],
    ['Papua', 0.78, 0.55, 0.2, 0.14, 10],
  ];
  const { dots, hubs } = islandDots(random, width, height, 70, east);
  const routes = [];
  const ports = [hubs[0], hubs[3], hubs[5], hubs[4], hubs[6]];
  for (let i = 0; i < ports.length - 1; i += 1) {
    const [x1, y1] = ports[i];
    const [x2, y2] = ports[i + 1];
    routes.push(
      `<path d="M${n(x1)} ${n(y1)} Q${n((x1 + x2) / 2)} ${n((y1 + y2) / 2 + height * 0.15)} ${n(x2)} ${n(y2)}" fill="none" stroke="${CREAM}" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="10 12"/>`,
    );
  }
  const ships = Array.from({ length: 4 }, () => {
    const x = between(random, width * 0.1, width * 0.9);
    const y = between(random, height * 0.7, height * 0.92);
    return `<path d="M${n(x - 26)} ${n(y)} L${n(x + 26)} ${n(y)} L${n(x + 18)} ${n(y + 10)} L${n(x - 18)} ${n(y + 10)} Z" fill="${GOLD}" opacity="0.8"/><rect x="${n(x - 8)}" y="${n(y - 12)}" width="16" height="12" fill="${GOLD}" opacity="0.8"/>`;
  }).join('');
  const waves = Array.from({ length: 10 }, (_, i) => {
    const y = height * (0.08 + i * 0.09);
    return `<path d="M0 ${n(y)} Q${n(width * 0.25)} ${n(y - 10)} ${n(width * 0.5)} ${n(y)} T${width} ${n(y)}" fill="none" stroke="${GOLD}" stroke-opacity="0.05" stroke-width="2"/>`;
  }).join('');
  return [
    {
      defs: `<radialGradient id="${id}-sea" cx="0.55" cy="0.5" r="0.8"><stop offset="0" stop-color="#231a09"/><stop offset="1" stop-color="#050505"/></radialGradient>`,
      body: `<rect width="${width}" height="${height}" fill="url(#${id}-sea)"/>`,
    },
    waves,
    routes.join(''),
    dots,
    ports.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="10" fill="${CREAM}"/>`).join(''),
    ships,
  ];
}

function neuralNet(width, height, random, id) {
  const layers = [4, 7, 9, 7, 4];
  const nodes = layers.map((count, li) =>
    Array.from({ length: count }, (_, i) => [
      width * (0.12 + (li / (layers.length - 1)) * 0.76),
      height * (0.5 + (i - (count - 1) / 2) * (0.8 / 9)) + between(random, -8, 8),
    ]),
  );
  const edges = [];
  for (let li = 0; li < nodes.length - 1; li += 1) {
    for (const [x1, y1] of nodes[li]) {
      for (const [x2, y2] of nodes[li + 1]) {
        if (random() < 0.55) {
          edges.push(
            `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${GOLD}" stroke-opacity="${between(random, 0.06, 0.4).toFixed(2)}" stroke-width="${n(between(random, 1, 3))}"/>`,
          );
        }
      }
    }
  }
  const dots = nodes.flat().map(([x, y]) => {
    const lit = random() < 0.3;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${lit ? 13 : 9}" fill="${lit ? CREAM : '#1a140b'}" stroke="${GOLD}" stroke-width="3"/>${lit ? `<circle cx="${n(x)}" cy="${n(y)}" r="34" fill="${GOLD}" opacity="0.2" filter="url(#${id}-blur)"/>` : ''}`;
  });
  return [
    { defs: blurFilter(`${id}-blur`, 10), body: '' },
    darkRoom(`${id}-bg`, width, height, '#1d150a'),
    edges.join(''),
    dots.join(''),
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

function industryBars(width, height, random, id) {
  const ground = height * 0.82;
  const bars = Array.from({ length: 9 }, (_, i) => {
    const h = height * (0.12 + i * 0.055) * between(random, 0.85, 1.1);
    const x = width * (0.08 + i * 0.095);
    return `<rect x="${n(x)}" y="${n(ground - h)}" width="${n(width * 0.05)}" height="${n(h)}" fill="${GOLD}" opacity="${(0.25 + i * 0.07).toFixed(2)}"/>`;
  }).join('');
  const chimneys = [0.18, 0.3, 0.74]
    .map((f) => {
      const x = width * f;
      const h = height * between(random, 0.3, 0.45);
      const smoke = Array.from(
        { length: 5 },
        (_, k) =>
          `<circle cx="${n(x + k * 26)}" cy="${n(ground - h - 30 - k * 34)}" r="${n(18 + k * 8)}" fill="${MUTED}" opacity="${(0.18 - k * 0.03).toFixed(2)}"/>`,
      ).join('');
      return `<rect x="${n(x - 16)}" y="${n(ground - h)}" width="32" height="${n(h)}" fill="#0a0806"/>${smoke}`;
    })
    .join('');
  const craneX = width * 0.56;
  const crane = `<line x1="${n(craneX)}" y1="${n(ground)}" x2="${n(craneX)}" y2="${n(height * 0.2)}" stroke="#0a0806" stroke-width="14"/><line x1="${n(craneX - width * 0.06)}" y1="${n(height * 0.22)}" x2="${n(craneX + width * 0.2)}" y2="${n(height * 0.22)}" stroke="#0a0806" stroke-width="12"/><line x1="${n(craneX + width * 0.16)}" y1="${n(height * 0.22)}" x2="${n(craneX + width * 0.16)}" y2="${n(height * 0.42)}" stroke="#0a0806" stroke-width="3"/><rect x="${n(craneX + width * 0.145)}" y="${n(height * 0.42)}" width="${n(width * 0.03)}" height="24" fill="#0a0806"/>`;
  const trend = `<polyline points="${Array.from({ length: 9 }, (_, i) => `${n(width * (0.105 + i * 0.095))},${n(ground - height * (0.16 + i * 0.055))}`).join(' ')}" fill="none" stroke="${CREAM}" stroke-width="4"/>`;
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0b0908'],
      [0.6, '#4a3210'],
      [0.82, '#8a5f18'],
      [0.83, '#0c0a07'],
      [1, '#060606'],
    ]),
    glow(`${id}-sun`, width * 0.45, ground, width * 0.4, GOLD, 0.4),
    bars,
    buildings(random, {
      x1: width,
      ground,
      minH: height * 0.06,
      maxH: height * 0.16,
      minW: width * 0.05,
      maxW: width * 0.12,
      fill: '#0c0a07',
      windows: 0.15,
    }),
    chimneys,
    crane,
    trend,
  ];
}

function seedlingTree(x, ground, size, color) {
  const crown = [
    [0, -1, 0.42],
    [-0.3, -0.8, 0.3],
    [0.32, -0.78, 0.3],
  ]
    .map(
      ([dx, dy, r]) =>
        `<circle cx="${n(x + dx * size)}" cy="${n(ground + dy * size)}" r="${n(r * size)}" fill="${color}"/>`,
    )
    .join('');
  return `<rect x="${n(x - size * 0.04)}" y="${n(ground - size * 0.8)}" width="${n(size * 0.08)}" height="${n(size * 0.8)}" fill="#0a0806"/>${crown}`;
}

function treesSun(width, height, random, id) {
  const horizon = height * 0.62;
  const trees = [];
  for (let row = 0; row < 4; row += 1) {
    const y = horizon + (height - horizon) * (0.15 + row * 0.25);
    const size = height * (0.06 + row * 0.05);
    for (let x = between(random, 0, size); x < width + size; x += size * 1.6) {
      trees.push(
        seedlingTree(
          x + between(random, -size * 0.2, size * 0.2),
          y,
          size * between(random, 0.8, 1.1),
          row < 2 ? '#2b2a12' : '#0d0c07',
        ),
      );
    }
  }
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = Math.PI + (i / 15) * Math.PI;
    return `<line x1="${n(width * 0.5)}" y1="${n(horizon)}" x2="${n(width * 0.5 + Math.cos(a) * width)}" y2="${n(horizon + Math.sin(a) * width)}" stroke="${GOLD}" stroke-opacity="0.08" stroke-width="18"/>`;
  }).join('');
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0a0807'],
      [0.45, '#3a280d'],
      [0.62, '#a0721e'],
      [0.63, '#17120b'],
      [1, '#080706'],
    ]),
    rays,
    glow(`${id}-sun`, width * 0.5, horizon, width * 0.35, GOLD, 0.6),
    `<circle cx="${n(width * 0.5)}" cy="${n(horizon)}" r="${n(height * 0.11)}" fill="${CREAM}" opacity="0.9"/><rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="#15110b"/>`,
    trees.join(''),
  ];
}

function stepsSilhouettes(width, height, random, id) {
  const steps = 7;
  const stepW = width * 0.1;
  const stepH = height * 0.065;
  const base = height * 0.92;
  const blocks = Array.from(
    { length: steps },
    (_, i) =>
      `<rect x="${n(width * 0.1 + i * stepW)}" y="${n(base - (i + 1) * stepH)}" width="${n(width - (width * 0.1 + i * stepW))}" height="${n(stepH + 1)}" fill="${i % 2 ? '#1e160c' : '#231a0e'}" stroke="${GOLD}" stroke-opacity="0.25" stroke-width="2"/>`,
  ).join('');
  const older = person(width * 0.3, base - 2 * stepH, height * 0.4, {
    fill: '#060504',
    hair: 'short',
  });
  const younger = person(width * 0.48, base - 4 * stepH, height * 0.42, {
    fill: '#060504',
    hair: pick(random, ['short', 'bun']),
    pose: 'reach-right',
  });
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#080707'],
      [0.55, '#4a3411'],
      [0.7, '#b07e22'],
      [1, '#1a130a'],
    ]),
    glow(`${id}-sun`, width * 0.85, height * 0.45, width * 0.45, GOLD, 0.55),
    stars(random, width, height * 0.35, 30),
    blocks,
    older,
    younger,
  ];
}

function beams(width, height, random, id) {
  const floor = height * 0.9;
  const fan = Array.from({ length: 7 }, (_, i) =>
    beam(
      width * (0.12 + i * 0.127),
      0,
      floor,
      width * between(random, 0.08, 0.14),
      between(random, 0.05, 0.12),
    ),
  ).join('');
  return [
    { defs: blurFilter(`${id}-blur`, 18), body: '' },
    darkRoom(`${id}-bg`, width, height, '#241a0b'),
    bokeh(random, {
      x1: width,
      y1: height * 0.8,
      count: 40,
      minR: 15,
      maxR: 60,
      filterId: `${id}-blur`,
    }),
    fan,
    glow(`${id}-stage`, width / 2, floor, width * 0.5, GOLD, 0.45),
    `<rect y="${n(floor)}" width="${width}" height="${n(height - floor)}" fill="#0c0906"/><line x1="0" y1="${n(floor)}" x2="${width}" y2="${n(floor)}" stroke="${GOLD}" stroke-opacity="0.6" stroke-width="4"/>`,
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

function rings(width, height, random, id) {
  const cx = width / 2;
  const cy = height / 2;
  const circles = [0.12, 0.24, 0.36]
    .map(
      (f, i) =>
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(height * f)}" fill="none" stroke="${GOLD}" stroke-opacity="${(0.6 - i * 0.15).toFixed(2)}" stroke-width="3"/>`,
    )
    .join('');
  const fields = Array.from({ length: 25 }, (_, i) => {
    const a = (i / 25) * Math.PI * 2 - Math.PI / 2;
    return `<circle cx="${n(cx + Math.cos(a) * height * 0.36)}" cy="${n(cy + Math.sin(a) * height * 0.36)}" r="10" fill="${GOLD}"/>`;
  }).join('');
  const boards = [0, 1, 2]
    .map((i) => {
      const a = (i / 3) * Math.PI * 2 - Math.PI / 2;
      return `<circle cx="${n(cx + Math.cos(a) * height * 0.24)}" cy="${n(cy + Math.sin(a) * height * 0.24)}" r="18" fill="${CREAM}"/>`;
    })
    .join('');
  const officers = [0, 1, 2, 3]
    .map((i) => {
      const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
      return `<circle cx="${n(cx + Math.cos(a) * height * 0.12)}" cy="${n(cy + Math.sin(a) * height * 0.12)}" r="14" fill="${GOLD}"/>`;
    })
    .join('');
  const outer = Array.from({ length: 34 }, (_, i) => {
    const a = (i / 34) * Math.PI * 2;
    const r = height * between(random, 0.44, 0.48);
    return `<circle cx="${n(cx + Math.cos(a) * r * 1.9)}" cy="${n(cy + Math.sin(a) * r)}" r="5" fill="${MUTED}" opacity="0.6"/>`;
  }).join('');
  return [
    darkRoom(`${id}-bg`, width, height, '#1f170a'),
    glow(`${id}-glow`, cx, cy, height * 0.5, GOLD, 0.35),
    outer,
    circles,
    fields,
    boards,
    officers,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="26" fill="${CREAM}"/>`,
  ];
}

function wavesSun(width, height, random, id) {
  const horizon = height * 0.5;
  const waves = Array.from({ length: 14 }, (_, i) => {
    const y = horizon + (height - horizon) * ((i + 1) / 15) ** 1.3;
    const amp = 6 + i * 2.5;
    const len = width / (3 + (i % 3));
    let d = `M0 ${n(y)}`;
    for (let x = 0; x < width + len; x += len)
      d += ` q${n(len / 4)} ${n(-amp)} ${n(len / 2)} 0 t${n(len / 2)} 0`;
    return `<path d="${d}" fill="none" stroke="${GOLD}" stroke-opacity="${(0.15 + i * 0.04).toFixed(2)}" stroke-width="${n(2 + i * 0.4)}"/>`;
  }).join('');
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0a0807'],
      [0.35, '#3d2a0d'],
      [0.5, '#b17f22'],
      [0.51, '#1f170b'],
      [1, '#070606'],
    ]),
    glow(`${id}-sun`, width * 0.35, horizon, width * 0.35, GOLD, 0.6),
    `<circle cx="${n(width * 0.35)}" cy="${n(horizon)}" r="${n(height * 0.1)}" fill="${CREAM}" opacity="0.9"/>`,
    stars(random, width, height * 0.25, 20),
    waves,
  ];
}

function baliGate(width, height, random, id) {
  const ground = height * 0.78;
  const gateW = width * 0.12;
  const gateH = height * 0.55;
  const half = (x, dir) => {
    const pts = [];
    const tiers = 6;
    for (let i = 0; i <= tiers; i += 1) {
      const y = ground - (gateH * i) / tiers;
      const w = gateW * (1 - i * 0.12);
      pts.push([x + dir * (gateW - w), y]);
      if (i < tiers)
        pts.push(
          [x + dir * (gateW - w), y - gateH / tiers / 2],
          [x + dir * (gateW - w * 0.92), y - gateH / tiers / 2],
        );
    }
    const outer = pts.map(([px, py]) => `${n(px)},${n(py)}`).join(' ');
    const inner = `${n(x + dir * gateW)},${n(ground - gateH)} ${n(x + dir * gateW)},${n(ground)}`;
    return `<polygon points="${outer} ${inner}" fill="#0a0806"/>`;
  };
  const gap = width * 0.05;
  return [
    ...wavesSun(width, height, random, id).slice(0, 3),
    `<rect y="${n(ground)}" width="${width}" height="${n(height - ground)}" fill="#0c0906"/>`,
    half(width * 0.5 - gap - gateW, 1),
    half(width * 0.5 + gap + gateW, -1),
    `<rect x="${n(width * 0.5 - gap - gateW * 1.2)}" y="${n(ground - 16)}" width="${n(2 * (gap + gateW * 1.2))}" height="16" fill="#0a0806"/>`,
    [0.08, 0.2, 0.84, 0.95]
      .map(
        (f) =>
          `<path d="M${n(width * f)} ${n(ground)} Q${n(width * f + 20)} ${n(ground - height * 0.3)} ${n(width * f + 60)} ${n(ground - height * 0.42)}" fill="none" stroke="#0a0806" stroke-width="12"/>${Array.from({ length: 7 }, (_, k) => `<path d="M${n(width * f + 60)} ${n(ground - height * 0.42)} q${n(Math.cos(k) * 90)} ${n(-40 + Math.sin(k) * 50)} ${n(Math.cos(k) * 150)} ${n(30 + Math.sin(k) * 40)}" fill="none" stroke="#0a0806" stroke-width="8"/>`).join('')}`,
      )
      .join(''),
  ];
}

function lineChart(width, height, random, id) {
  const left = width * 0.08;
  const right = width * 0.92;
  const top = height * 0.15;
  const bottom = height * 0.82;
  const grid = Array.from(
    { length: 6 },
    (_, i) =>
      `<line x1="${n(left)}" y1="${n(top + ((bottom - top) * i) / 5)}" x2="${n(right)}" y2="${n(top + ((bottom - top) * i) / 5)}" stroke="${MUTED}" stroke-opacity="0.18" stroke-width="2"/>`,
  ).join('');
  const points = [];
  let v = 0.45;
  for (let i = 0; i < 13; i += 1) {
    v = Math.min(0.85, Math.max(0.25, v + between(random, -0.07, 0.09)));
    points.push([left + ((right - left) * i) / 12, bottom - (bottom - top) * v]);
  }
  const line = points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  const bars = points
    .map(
      ([x], i) =>
        `<rect x="${n(x - 14)}" y="${n(bottom - (bottom - top) * (0.1 + (i % 4) * 0.04))}" width="28" height="${n((bottom - top) * (0.1 + (i % 4) * 0.04))}" fill="${GOLD_DEEP}" opacity="0.5"/>`,
    )
    .join('');
  return [
    darkRoom(`${id}-bg`, width, height, '#1a1309'),
    {
      defs: `<linearGradient id="${id}-area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD}" stop-opacity="0.35"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></linearGradient>`,
      body: `${grid}${bars}<polygon points="${n(left)},${n(bottom)} ${line} ${n(right)},${n(bottom)}" fill="url(#${id}-area)"/><polyline points="${line}" fill="none" stroke="${GOLD}" stroke-width="5"/>${points.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="8" fill="${CREAM}"/>`).join('')}`,
    },
    vignette(`${id}-vig`, width, height, 0.5),
  ];
}

function scholarship(width, height, random, id) {
  const ground = height * 0.86;
  const books = Array.from({ length: 6 }, (_, i) => {
    const w = width * (0.3 - i * 0.02) * between(random, 0.9, 1.05);
    const h = height * 0.06;
    const x = width * 0.5 - w / 2 + between(random, -20, 20);
    const y = ground - (i + 1) * h;
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h - 3)}" rx="6" fill="${i % 2 ? '#3a2a12' : '#2a1e0d'}" stroke="${GOLD}" stroke-opacity="0.5" stroke-width="2"/><line x1="${n(x + 14)}" y1="${n(y + h * 0.5)}" x2="${n(x + w - 14)}" y2="${n(y + h * 0.5)}" stroke="${CREAM}" stroke-opacity="0.25" stroke-width="2"/>`;
  }).join('');
  const capY = ground - 6 * height * 0.06;
  const cx = width * 0.5;
  const cap = `<polygon points="${n(cx - width * 0.14)},${n(capY - 40)} ${n(cx)},${n(capY - 100)} ${n(cx + width * 0.14)},${n(capY - 40)} ${n(cx)},${n(capY + 20)}" fill="#0a0806" stroke="${GOLD}" stroke-width="3"/><path d="M${n(cx - width * 0.07)} ${n(capY - 10)} V${n(capY + 10)} Q${n(cx)} ${n(capY + 40)} ${n(cx + width * 0.07)} ${n(capY + 10)} V${n(capY - 10)}" fill="#0a0806"/><path d="M${n(cx)} ${n(capY - 60)} L${n(cx + width * 0.11)} ${n(capY - 30)} L${n(cx + width * 0.11)} ${n(capY + 40)}" fill="none" stroke="${GOLD}" stroke-width="4"/><circle cx="${n(cx + width * 0.11)}" cy="${n(capY + 46)}" r="9" fill="${GOLD}"/>`;
  return [
    darkRoom(`${id}-bg`, width, height, '#2a1d0b'),
    glow(`${id}-glow`, cx, capY, width * 0.4, GOLD, 0.4),
    stars(random, width, height * 0.9, 70, GOLD),
    `<rect y="${n(ground)}" width="${width}" height="${n(height - ground)}" fill="#0c0906"/>`,
    books,
    cap,
  ];
}

function constellation(width, height, random, id) {
  const cx = width / 2;
  const cy = height / 2;
  const golden = Math.PI * (3 - Math.sqrt(5));
  const dots = Array.from({ length: 700 }, (_, i) => {
    const r = Math.sqrt(i / 700) * height * 0.46;
    const a = i * golden;
    const bright = i % 97 === 0;
    return `<circle cx="${n(cx + Math.cos(a) * r * 1.6)}" cy="${n(cy + Math.sin(a) * r)}" r="${bright ? 7 : n(between(random, 1.5, 3.5))}" fill="${bright ? CREAM : GOLD}" opacity="${bright ? 1 : between(random, 0.3, 0.85).toFixed(2)}"/>`;
  }).join('');
  return [
    darkRoom(`${id}-bg`, width, height, '#1c1409'),
    glow(`${id}-glow`, cx, cy, height * 0.6, GOLD, 0.3),
    dots,
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

function circuit(width, height, random, id) {
  const grid = 60;
  const traces = [];
  for (let i = 0; i < 38; i += 1) {
    let x = Math.round(between(random, 0, width) / grid) * grid;
    let y = Math.round(between(random, 0, height) / grid) * grid;
    let d = `M${x} ${y}`;
    for (let k = 0; k < 5; k += 1) {
      if (random() < 0.5) x += grid * pick(random, [-2, -1, 1, 2, 3]);
      else y += grid * pick(random, [-2, -1, 1, 2]);
      d += ` L${x} ${y}`;
    }
    traces.push(
      `<path d="${d}" fill="none" stroke="${GOLD}" stroke-opacity="${between(random, 0.2, 0.7).toFixed(2)}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="7" fill="${pick(random, [GOLD, CREAM])}"/>`,
    );
  }
  const chip = `<rect x="${n(width * 0.4)}" y="${n(height * 0.32)}" width="${n(width * 0.2)}" height="${n(height * 0.36)}" rx="14" fill="#1a130a" stroke="${GOLD}" stroke-width="4"/>${Array.from({ length: 8 }, (_, i) => `<line x1="${n(width * 0.38)}" y1="${n(height * (0.36 + i * 0.04))}" x2="${n(width * 0.4)}" y2="${n(height * (0.36 + i * 0.04))}" stroke="${GOLD}" stroke-width="5"/><line x1="${n(width * 0.6)}" y1="${n(height * (0.36 + i * 0.04))}" x2="${n(width * 0.62)}" y2="${n(height * (0.36 + i * 0.04))}" stroke="${GOLD}" stroke-width="5"/>`).join('')}`;
  return [
    darkRoom(`${id}-bg`, width, height, '#1a1309'),
    traces.join(''),
    glow(`${id}-glow`, width / 2, height / 2, width * 0.25, GOLD, 0.35),
    chip,
    vignette(`${id}-vig`, width, height, 0.6),
  ];
}

function containers(width, height, random, id) {
  const ground = height * 0.84;
  const cw = width * 0.11;
  const ch = height * 0.1;
  const boxes = [];
  for (let col = 0; col < 7; col += 1) {
    const stack = 1 + Math.floor(random() * 4);
    for (let r = 0; r < stack; r += 1) {
      const x = width * 0.04 + col * cw * 1.02;
      const y = ground - (r + 1) * ch;
      const ribs = Array.from(
        { length: 8 },
        (_, k) =>
          `<line x1="${n(x + ((k + 1) * cw) / 9)}" y1="${n(y + 4)}" x2="${n(x + ((k + 1) * cw) / 9)}" y2="${n(y + ch - 4)}" stroke="#0a0806" stroke-opacity="0.5" stroke-width="3"/>`,
      ).join('');
      boxes.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(cw)}" height="${n(ch - 2)}" fill="${pick(random, ['#3a2a12', '#4a3512', '#2a1f0e', GOLD_DEEP])}"/>${ribs}`,
      );
    }
  }
  const gx = width * 0.86;
  const gantry = `<line x1="${n(gx - width * 0.06)}" y1="${n(ground)}" x2="${n(gx - width * 0.06)}" y2="${n(height * 0.18)}" stroke="#0a0806" stroke-width="16"/><line x1="${n(gx + width * 0.06)}" y1="${n(ground)}" x2="${n(gx + width * 0.06)}" y2="${n(height * 0.18)}" stroke="#0a0806" stroke-width="16"/><line x1="${n(width * 0.6)}" y1="${n(height * 0.2)}" x2="${width}" y2="${n(height * 0.2)}" stroke="#0a0806" stroke-width="18"/><line x1="${n(width * 0.7)}" y1="${n(height * 0.2)}" x2="${n(width * 0.7)}" y2="${n(height * 0.45)}" stroke="#0a0806" stroke-width="3"/><rect x="${n(width * 0.7 - cw / 2)}" y="${n(height * 0.45)}" width="${n(cw)}" height="${n(ch)}" fill="${GOLD}" opacity="0.85"/>`;
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0b0908'],
      [0.55, '#3b280d'],
      [0.84, '#9a6c1c'],
      [0.85, '#0c0a07'],
      [1, '#060606'],
    ]),
    glow(`${id}-sun`, width * 0.3, ground, width * 0.4, GOLD, 0.45),
    boxes.join(''),
    gantry,
  ];
}

function coffeeHills(width, height, random, id) {
  const hills = ['#3a2a10', '#2a1f0c', '#1a140a', '#0e0b07']
    .map((color, i) => {
      const y = height * (0.4 + i * 0.12);
      return `<path d="M0 ${n(y)} Q${n(width * (0.2 + i * 0.05))} ${n(y - height * 0.12)} ${n(width * 0.5)} ${n(y - height * 0.02)} T${width} ${n(y - height * 0.05)} L${width} ${height} L0 ${height} Z" fill="${color}"/>`;
    })
    .join('');
  const rows = Array.from({ length: 5 }, (_, i) => {
    const y = height * (0.58 + i * 0.08);
    return Array.from(
      { length: 14 },
      (_, k) =>
        `<circle cx="${n(k * width * 0.075 + (i % 2) * 40)}" cy="${n(y)}" r="${n(12 + i * 4)}" fill="#26300f" opacity="0.55"/>`,
    ).join('');
  }).join('');
  const branch = `<path d="M${n(width * 0.92)} ${n(height * 0.05)} Q${n(width * 0.78)} ${n(height * 0.35)} ${n(width * 0.66)} ${n(height * 0.62)}" fill="none" stroke="#0a0806" stroke-width="14"/>`;
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const t = (i + 1) / 10;
    const x = width * (0.92 - 0.26 * t);
    const y = height * (0.05 + 0.57 * t);
    const side = i % 2 ? 1 : -1;
    return `<ellipse cx="${n(x + side * 60)}" cy="${n(y)}" rx="70" ry="26" transform="rotate(${side * 30} ${n(x + side * 60)} ${n(y)})" fill="#141a0a"/>`;
  }).join('');
  const cherries = Array.from({ length: 14 }, () => {
    const t = between(random, 0.2, 0.9);
    return `<circle cx="${n(width * (0.92 - 0.26 * t) + between(random, -22, 22))}" cy="${n(height * (0.05 + 0.57 * t) + between(random, -10, 22))}" r="${n(between(random, 12, 18))}" fill="${pick(random, ['#b33a1c', '#8f2c17', GOLD_DEEP])}"/>`;
  }).join('');
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0b0907'],
      [0.35, '#5a3e12'],
      [0.45, '#1c150b'],
      [1, '#080706'],
    ]),
    glow(`${id}-sun`, width * 0.3, height * 0.36, width * 0.35, GOLD, 0.55),
    hills,
    rows,
    branch,
    leaves,
    cherries,
  ];
}

function solarGrid(width, height, random, id) {
  const horizon = height * 0.5;
  const panels = [];
  for (let row = 0; row < 4; row += 1) {
    const y = horizon + height * (0.08 + row * 0.1);
    const ph = height * (0.04 + row * 0.018);
    const pw = ph * 2.2;
    for (let x = -pw; x < width + pw; x += pw * 1.2) {
      panels.push(
        `<polygon points="${n(x)},${n(y)} ${n(x + pw)},${n(y)} ${n(x + pw * 1.1)},${n(y + ph)} ${n(x + pw * 0.1)},${n(y + ph)}" fill="#1a2030" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="2"/><line x1="${n(x + pw * 0.55)}" y1="${n(y)}" x2="${n(x + pw * 0.6)}" y2="${n(y + ph)}" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="1.5"/><line x1="${n(x + pw * 0.05)}" y1="${n(y + ph / 2)}" x2="${n(x + pw * 1.05)}" y2="${n(y + ph / 2)}" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="1.5"/>`,
      );
    }
  }
  const houses = Array.from({ length: 5 }, (_, i) => {
    const x = width * (0.55 + i * 0.08);
    const s = height * 0.05;
    return `<polygon points="${n(x - s)},${n(horizon)} ${n(x)},${n(horizon - s * 1.4)} ${n(x + s)},${n(horizon)}" fill="#0a0806"/><rect x="${n(x - s * 0.8)}" y="${n(horizon)}" width="${n(s * 1.6)}" height="${n(s)}" fill="#0a0806"/><rect x="${n(x - s * 0.2)}" y="${n(horizon + s * 0.3)}" width="${n(s * 0.4)}" height="${n(s * 0.4)}" fill="${GOLD}"/>`;
  }).join('');
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0c0a08'],
      [0.4, '#6a4a14'],
      [0.5, '#c08a26'],
      [0.51, '#1c150b'],
      [1, '#080706'],
    ]),
    glow(`${id}-sun`, width * 0.28, horizon - height * 0.12, width * 0.35, GOLD, 0.6),
    `<circle cx="${n(width * 0.28)}" cy="${n(horizon - height * 0.12)}" r="${n(height * 0.08)}" fill="${CREAM}"/>`,
    `<path d="M0 ${n(horizon + 10)} Q${n(width * 0.3)} ${n(horizon - height * 0.08)} ${n(width * 0.6)} ${n(horizon)} T${width} ${n(horizon - 10)} L${width} ${n(horizon + 20)} L0 ${n(horizon + 20)} Z" fill="#120e08"/>`,
    houses,
    `<rect y="${n(horizon + 18)}" width="${width}" height="${n(height - horizon)}" fill="#0e0b07"/>`,
    panels.join(''),
  ];
}

function songket(width, height, random, id) {
  const cell = 120;
  const motifs = [];
  for (let y = 0; y < height + cell; y += cell) {
    for (let x = 0; x < width + cell; x += cell) {
      const cx = x + ((y / cell) % 2 ? cell / 2 : 0);
      motifs.push(
        `<polygon points="${cx},${y - cell * 0.45} ${cx + cell * 0.45},${y} ${cx},${y + cell * 0.45} ${cx - cell * 0.45},${y}" fill="none" stroke="${GOLD}" stroke-width="3" opacity="0.7"/><polygon points="${cx},${y - cell * 0.2} ${cx + cell * 0.2},${y} ${cx},${y + cell * 0.2} ${cx - cell * 0.2},${y}" fill="${pick(random, [GOLD, GOLD_DEEP, CREAM])}" opacity="0.8"/>`,
      );
    }
  }
  const bands = [0.18, 0.82]
    .map(
      (f) =>
        `<rect y="${n(height * f - 30)}" width="${width}" height="60" fill="#120c07"/><line x1="0" y1="${n(height * f - 30)}" x2="${width}" y2="${n(height * f - 30)}" stroke="${GOLD}" stroke-width="4"/><line x1="0" y1="${n(height * f + 30)}" x2="${width}" y2="${n(height * f + 30)}" stroke="${GOLD}" stroke-width="4"/>${Array.from({ length: 32 }, (_, k) => `<polygon points="${n(k * 52)},${n(height * f)} ${n(k * 52 + 26)},${n(height * f - 18)} ${n(k * 52 + 52)},${n(height * f)} ${n(k * 52 + 26)},${n(height * f + 18)}" fill="${GOLD}" opacity="0.65"/>`).join('')}`,
    )
    .join('');
  const threads = Array.from(
    { length: 40 },
    (_, i) =>
      `<line x1="${n((i / 40) * width)}" y1="0" x2="${n((i / 40) * width)}" y2="${height}" stroke="${CREAM}" stroke-opacity="0.04" stroke-width="6"/>`,
  ).join('');
  return [
    `<rect width="${width}" height="${height}" fill="#1c0e06"/>`,
    threads,
    `<g opacity="0.8">${motifs.join('')}</g>`,
    bands,
    vignette(`${id}-vig`, width, height, 0.75),
  ];
}

function waterDrops(width, height, random, id) {
  const cx = width * 0.5;
  const dropTop = height * 0.1;
  const dropR = height * 0.2;
  const dropY = height * 0.44;
  const drop = `<path d="M${n(cx)} ${n(dropTop)} Q${n(cx + dropR * 0.3)} ${n(dropY - dropR * 0.8)} ${n(cx + dropR)} ${n(dropY)} A${n(dropR)} ${n(dropR)} 0 1 1 ${n(cx - dropR)} ${n(dropY)} Q${n(cx - dropR * 0.3)} ${n(dropY - dropR * 0.8)} ${n(cx)} ${n(dropTop)} Z" fill="url(#${id}-drop)" stroke="${CREAM}" stroke-width="4"/>`;
  const ripples = [1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<ellipse cx="${n(cx)}" cy="${n(height * 0.84)}" rx="${n(width * 0.06 * i)}" ry="${n(height * 0.018 * i)}" fill="none" stroke="${GOLD}" stroke-opacity="${(0.7 - i * 0.12).toFixed(2)}" stroke-width="3"/>`,
    )
    .join('');
  const houses = Array.from({ length: 6 }, (_, i) => {
    const side = i < 3 ? -1 : 1;
    const x = cx + side * width * (0.26 + (i % 3) * 0.08);
    const s = height * 0.05;
    const y = height * 0.72;
    return `<line x1="${n(x - s * 0.7)}" y1="${n(y + s)}" x2="${n(x - s * 0.7)}" y2="${n(y + s * 2)}" stroke="#0a0806" stroke-width="5"/><line x1="${n(x + s * 0.7)}" y1="${n(y + s)}" x2="${n(x + s * 0.7)}" y2="${n(y + s * 2)}" stroke="#0a0806" stroke-width="5"/><polygon points="${n(x - s * 1.1)},${n(y)} ${n(x)},${n(y - s)} ${n(x + s * 1.1)},${n(y)}" fill="#0a0806"/><rect x="${n(x - s * 0.9)}" y="${n(y)}" width="${n(s * 1.8)}" height="${n(s)}" fill="#0a0806"/>`;
  }).join('');
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#070708'],
      [0.7, '#2a1f0d'],
      [1, '#0c0a07'],
    ]),
    {
      defs: `<radialGradient id="${id}-drop" cx="0.4" cy="0.6" r="0.7"><stop offset="0" stop-color="${CREAM}" stop-opacity="0.55"/><stop offset="1" stop-color="${GOLD_DEEP}" stop-opacity="0.25"/></radialGradient>`,
      body: '',
    },
    glow(`${id}-glow`, cx, dropY, width * 0.3, GOLD, 0.35),
    `<rect y="${n(height * 0.78)}" width="${width}" height="${n(height * 0.22)}" fill="#14100a"/>`,
    houses,
    ripples,
    drop,
  ];
}

function rumahBolon(width, height, random, id) {
  const horizon = height * 0.62;
  const house = (x, s) => {
    const roofTop = horizon - s * 1.9;
    return `<path d="M${n(x - s * 1.3)} ${n(roofTop)} Q${n(x)} ${n(roofTop + s * 0.9)} ${n(x + s * 1.3)} ${n(roofTop)} L${n(x + s * 0.9)} ${n(horizon - s * 0.8)} L${n(x - s * 0.9)} ${n(horizon - s * 0.8)} Z" fill="#0a0806"/><polygon points="${n(x - s * 0.85)},${n(horizon - s * 0.8)} ${n(x + s * 0.85)},${n(horizon - s * 0.8)} ${n(x + s * 0.75)},${n(horizon - s * 0.35)} ${n(x - s * 0.75)},${n(horizon - s * 0.35)}" fill="#1c140a" stroke="${GOLD}" stroke-opacity="0.6" stroke-width="3"/>${[-0.6, -0.2, 0.2, 0.6].map((f) => `<line x1="${n(x + f * s)}" y1="${n(horizon - s * 0.35)}" x2="${n(x + f * s)}" y2="${n(horizon)}" stroke="#0a0806" stroke-width="${n(s * 0.09)}"/>`).join('')}<path d="M${n(x - s * 0.6)} ${n(horizon - s * 0.62)} l${n(s * 0.2)} ${n(-s * 0.12)} l${n(s * 0.2)} ${n(s * 0.12)} l${n(s * 0.2)} ${n(-s * 0.12)} l${n(s * 0.2)} ${n(s * 0.12)} l${n(s * 0.2)} ${n(-s * 0.12)} l${n(s * 0.2)} ${n(s * 0.12)}" fill="none" stroke="${GOLD}" stroke-width="3"/>`;
  };
  const houses = `${house(width * 0.3, height * 0.16)}${house(width * 0.56, height * 0.12)}${house(width * 0.75, height * 0.09)}`;
  const hills = `<path d="M0 ${n(horizon - height * 0.2)} Q${n(width * 0.25)} ${n(horizon - height * 0.34)} ${n(width * 0.5)} ${n(horizon - height * 0.22)} T${width} ${n(horizon - height * 0.28)} L${width} ${n(horizon)} L0 ${n(horizon)} Z" fill="#1e170c"/>`;
  return [
    sky(`${id}-bg`, width, height, [
      [0, '#0a0908'],
      [0.45, '#5a3e12'],
      [0.62, '#a77a22'],
      [0.63, '#17120b'],
      [1, '#060606'],
    ]),
    glow(`${id}-sun`, width * 0.82, horizon - height * 0.2, width * 0.3, GOLD, 0.55),
    hills,
    houses,
    `<g transform="translate(0 ${n(horizon * 2)}) scale(1 -1)" opacity="0.25">${houses}</g>`,
    Array.from({ length: 26 }, () => {
      const y = between(random, horizon + 6, height);
      const x = between(random, 0, width);
      return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + between(random, 40, 180))}" y2="${n(y)}" stroke="${GOLD}" stroke-opacity="${between(random, 0.1, 0.35).toFixed(2)}" stroke-width="3"/>`;
    }).join(''),
  ];
}

// [path under public/, motif]; every path is named in data/ (articles, news, events, crowdfunding).
const COVERS = [
  ['articles/leading-through-uncertainty-lessons-from-indonesian-boardrooms', boardPaths],
  ['articles/leading-through-uncertainty-lessons-from-indonesian-boardrooms-figure', boardPaths],
  ['articles/growing-beyond-java-a-playbook-for-regional-expansion', archipelagoNet],
  ['articles/growing-beyond-java-a-playbook-for-regional-expansion-figure', archipelagoNet],
  ['articles/generative-ai-in-indonesian-companies-from-pilot-to-profit', neuralNet],
  ['articles/generative-ai-in-indonesian-companies-from-pilot-to-profit-figure', neuralNet],
  ['articles/downstreaming-and-the-next-decade-of-indonesian-manufacturing', industryBars],
  ['articles/downstreaming-and-the-next-decade-of-indonesian-manufacturing-figure', industryBars],
  ['articles/why-csr-works-best-when-companies-stay-for-the-long-haul', treesSun],
  ['articles/why-csr-works-best-when-companies-stay-for-the-long-haul-figure', treesSun],
  ['articles/preparing-the-next-generation-succession-in-family-businesses', stepsSilhouettes],
  [
    'articles/preparing-the-next-generation-succession-in-family-businesses-figure',
    stepsSilhouettes,
  ],
  ['news/nusantara-ceo-summit-2027-announced', beams],
  ['news/central-leadership-2025-2030-inaugurated', rings],
  ['news/sustainable-tourism-conference-ends-with-41-pledges', wavesSun],
  ['news/sustainable-tourism-conference-ends-with-41-pledges-figure', audience],
  ['news/member-survey-business-confidence-holds-steady', lineChart],
  ['news/warta-bisnis-regional-ceos-bet-on-eastern-indonesia', eastMap],
  ['news/kabar-ekonomi-profiles-scholarship-programme', scholarship],
  ['news/members-gathering-2024-surabaya', batikNight],
  ['news/members-gathering-2024-surabaya-figure', banquet],
  ['news/network-welcomes-its-2500th-member', constellation],
  ['events/nusantara-ceo-summit-2027', stageKeynote],
  ['events/family-business-succession-roundtable-surabaya', roundtableTop],
  ['events/digital-transformation-masterclass-yogyakarta', circuit],
  ['events/eastern-indonesia-investment-forum-2027', eastMap],
  ['events/bali-sustainable-tourism-leadership-conference-2026', baliGate],
  ['events/export-readiness-workshop-medan', containers],
  ['crowdfunding/kopi-lereng-ijen', coffeeHills],
  ['crowdfunding/surya-desa-sumba', solarGrid],
  ['crowdfunding/tenun-lestari-lombok', songket],
  ['crowdfunding/air-bersih-pesisir-demak', waterDrops],
  ['crowdfunding/rumah-bolon-stay-samosir', rumahBolon],
];

/** Every cover and in-text image, 1600×900 (COVER_SIZE). */
export const coverArtwork = COVERS.map(([path, motif]) => ({
  file: `images/${path}.webp`,
  width: W,
  height: H,
  svg: () => drawScene(motif, W, H, path),
}));
