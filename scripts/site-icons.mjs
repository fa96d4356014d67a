// The site icon: the gold ring with a serif "N", drawn as paths so no font is needed.
const mark = (size, padding) => {
  const s = size;
  const r = s / 2 - padding;
  const c = s / 2;
  const k = r / 22; // drawn on the 48-unit grid of the header logo
  const n = [
    [-9, 10],
    [-9, -10],
    [-5.5, -10],
    [5, 4.5],
    [5, -10],
    [9, -10],
    [9, 10],
    [5.5, 10],
    [-5, -4.5],
    [-5, 10],
  ]
    .map(([x, y], i) => `${i ? 'L' : 'M'}${(c + x * k).toFixed(2)} ${(c + y * k).toFixed(2)}`)
    .join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><rect width="${s}" height="${s}" rx="${(s * 0.18).toFixed(1)}" fill="#0d0d0d"/><circle cx="${c}" cy="${c}" r="${r.toFixed(2)}" fill="none" stroke="#ffd24d" stroke-width="${(2.5 * k).toFixed(2)}"/><path d="${n}Z" fill="#ffd24d"/></svg>`;
};

export const iconSvg = mark(64, 4);

/** Raster icons written beside app/ (Next serves app/favicon.ico and app/apple-icon.png). */
export const iconArtwork = [
  {
    file: '../app/apple-icon.png',
    width: 180,
    height: 180,
    format: 'png',
    svg: () => mark(180, 14),
  },
];

/** An .ico holding PNG images (allowed since Windows Vista and read by every browser). */
export function buildIco(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}
