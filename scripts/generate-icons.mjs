// Writes the site icons into app/ (Next links them from every page): icon.svg, favicon.ico
// (16, 32 and 48 px PNGs) and apple-icon.png. Run after changing the mark: `npm run images:icons`.
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { buildIco, iconArtwork, iconSvg } from './site-icons.mjs';

await writeFile('app/icon.svg', `${iconSvg}\n`);

const pngs = await Promise.all(
  [16, 32, 48].map(async (size) => ({
    size,
    data: await sharp(Buffer.from(iconSvg)).resize(size, size).png().toBuffer(),
  })),
);
await writeFile('app/favicon.ico', buildIco(pngs));

for (const job of iconArtwork) {
  await sharp(Buffer.from(job.svg()))
    .resize(job.width, job.height)
    .png()
    .toFile(job.file.replace('../', ''));
}
console.log('icons: app/icon.svg, app/favicon.ico, app/apple-icon.png');
