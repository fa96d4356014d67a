import { between, createRandom, pick } from './random.mjs';

const W = 1920;
const H = 1080;

function skyline() {
  const r = createRandom('skyline');
  const layers = [];
  for (const [depth, color, maxH] of [
    [0, '#1b1710', 520],
    [1, '#13110c', 430],
    [2, '#0b0a08', 320],
  ]) {
    let x = -20;
    while (x < W) {
      const w = between(r, 50, 140);
      const h = between(r, 120, maxH);
      layers.push(
        `<rect x="${x.toFixed(0)}" y="${(H - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${color}"/>`,
      );
      if (depth < 2) {
        for (let wy = H - h + 18; wy < H - 20; wy += 22) {
          for (let wx = x + 8; wx < x + w - 10; wx += 16) {
            if (r() < 0.28)
              layers.push(
                `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="7" height="10" fill="#ffd24d" opacity="${between(r, 0.25, 0.8).toFixed(2)}"/>`,
              );
          }
        }
      }
      x += w + between(r, 2, 14);
    }
  }
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#07070a"/><stop offset="0.55" stop-color="#2a1d08"/><stop offset="1" stop-color="#6b4a12"/></linearGradient>
  <radialGradient id="sun" cx="0.7" cy="0.62" r="0.35"><stop offset="0" stop-color="#ffd24d" stop-opacity="0.55"/><stop offset="1" stop-color="#ffd24d" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>${layers.join('')}`;
}

function boardroom() {
  const r = createRandom('boardroom');
  const bokeh = Array.from({ length: 70 }, () => {
    const rad = between(r, 20, 110);
    return `<circle cx="${between(r, 0, W).toFixed(0)}" cy="${between(r, 0, H * 0.6).toFixed(0)}" r="${rad.toFixed(0)}" fill="${pick(r, ['#ffd24d', '#ffe28a', '#b8962e', '#ffecb3'])}" opacity="${between(r, 0.05, 0.28).toFixed(2)}"/>`;
  }).join('');
  const lines = Array.from({ length: 14 }, (_, i) => {
    const x = (i / 13) * W * 1.6 - W * 0.3;
    return `<line x1="${W / 2}" y1="${H * 0.55}" x2="${x.toFixed(0)}" y2="${H}" stroke="#ffd24d" stroke-opacity="0.12" stroke-width="2"/>`;
  }).join('');
  return `<defs><linearGradient id="room" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#17130b"/><stop offset="1" stop-color="#050505"/></linearGradient>
  <filter id="blur"><feGaussianBlur stdDeviation="18"/></filter>
  <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b2a10"/><stop offset="1" stop-color="#0d0a05"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#room)"/><g filter="url(#blur)">${bokeh}</g>
  <polygon points="${W * 0.35},${H * 0.55} ${W * 0.65},${H * 0.55} ${W * 1.1},${H} ${-W * 0.1},${H}" fill="url(#table)"/>${lines}`;
}

function archipelago() {
  const r = createRandom('archipelago');
  const islands = [
    [300, 420, 160, 60],
    [620, 520, 220, 70],
    [980, 560, 260, 60],
    [1280, 470, 150, 90],
    [1580, 520, 200, 80],
    [820, 380, 120, 50],
    [1100, 380, 90, 60],
  ];
  const dots = [];
  const nodes = [];
  for (const [cx, cy, rx, ry] of islands) {
    for (let i = 0; i < 90; i += 1) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r());
      const x = cx + Math.cos(a) * rx * d;
      const y = cy + Math.sin(a) * ry * d;
      dots.push(
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${between(r, 1.5, 4).toFixed(1)}" fill="#ffd24d" opacity="${between(r, 0.35, 0.9).toFixed(2)}"/>`,
      );
    }
    nodes.push([cx, cy]);
  }
  const links = nodes.flatMap(([x1, y1], i) =>
    nodes
      .slice(i + 1)
      .filter(() => r() < 0.45)
      .map(
        ([x2, y2]) =>
          `<path d="M${x1} ${y1} Q ${(x1 + x2) / 2} ${Math.min(y1, y2) - 160} ${x2} ${y2}" fill="none" stroke="#ffe28a" stroke-opacity="0.35" stroke-width="2"/>`,
      ),
  );
  const hubs = nodes.map(
    ([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="10" fill="#ffd24d"/><circle cx="${x}" cy="${y}" r="26" fill="none" stroke="#ffd24d" stroke-opacity="0.5" stroke-width="2"/>`,
  );
  return `<defs><radialGradient id="sea" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#1d1708"/><stop offset="1" stop-color="#050505"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sea)"/>${links.join('')}${dots.join('')}${hubs.join('')}`;
}

function kawung() {
  const motifs = [];
  const step = 160;
  for (let y = -step; y < H + step; y += step) {
    for (let x = -step; x < W + step; x += step) {
      const ox = (y / step) % 2 === 0 ? 0 : step / 2;
      const cx = x + ox;
      const petals = [0, 90, 180, 270]
        .map(
          (a) =>
            `<ellipse cx="${cx}" cy="${y - 34}" rx="22" ry="34" transform="rotate(${a} ${cx} ${y})" fill="none" stroke="#ffd24d" stroke-width="3"/>`,
        )
        .join('');
      motifs.push(`${petals}<circle cx="${cx}" cy="${y}" r="6" fill="#ffd24d"/>`);
    }
  }
  return `<defs><radialGradient id="glow" cx="0.5" cy="0.5" r="0.7"><stop offset="0" stop-color="#2d220b"/><stop offset="1" stop-color="#070707"/></radialGradient>
  <radialGradient id="fade" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="#070707" stop-opacity="0.2"/><stop offset="1" stop-color="#070707" stop-opacity="0.85"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#glow)"/><g opacity="0.4">${motifs.join('')}</g><rect width="${W}" height="${H}" fill="url(#fade)"/>`;
}

/** The home hero's four backgrounds, 1920×1080. */
export const heroArtwork = [
  ['images/hero/skyline.webp', skyline, 'Jakarta skyline at dusk'],
  ['images/hero/boardroom.webp', boardroom, 'Boardroom lights'],
  ['images/hero/archipelago.webp', archipelago, 'The archipelago as a network'],
  ['images/hero/kawung.webp', kawung, 'Kawung batik motif in gold'],
].map(([file, draw]) => ({
  file,
  width: W,
  height: H,
  svg: () =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>`,
}));
