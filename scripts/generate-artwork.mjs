// Draws the site's artwork (seeded, so every run gives the same pictures) and writes the master
// WebP files under public/. Run it after changing a drawing: `npm run images:artwork`, or
// `node scripts/generate-artwork.mjs ceos` to redo only the files whose path contains "ceos".
// A job either draws an SVG (`svg`) or copies a file as it is (`copyFrom`, e.g. the flags).
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { coverArtwork } from './artwork/covers.mjs';
import { flagArtwork } from './artwork/flags.mjs';
import { installBundledFonts } from './artwork/fonts.mjs';
import { galleryArtwork } from './artwork/gallery.mjs';
import { heroArtwork } from './artwork/hero.mjs';
import { portraitArtwork } from './artwork/portraits.mjs';

const MAX_BYTES = { 'images/hero/': 200 * 1024 };
const DEFAULT_MAX_BYTES = 150 * 1024;

const jobs = [
  ...heroArtwork,
  ...portraitArtwork,
  ...coverArtwork,
  ...galleryArtwork,
  ...flagArtwork,
];
const only = process.argv[2];

await installBundledFonts();

for (const job of jobs.filter((j) => !only || j.file.includes(only))) {
  const target = join('public', job.file);
  await mkdir(dirname(target), { recursive: true });
  if (job.copyFrom) {
    await copyFile(job.copyFrom, target);
  } else {
    await sharp(Buffer.from(job.svg()))
      .resize(job.width, job.height)
      .webp({ quality: job.quality ?? 72, effort: 6, smartSubsample: true })
      .toFile(target);
  }
  const { size } = await stat(target);
  const limit =
    Object.entries(MAX_BYTES).find(([prefix]) => job.file.startsWith(prefix))?.[1] ??
    DEFAULT_MAX_BYTES;
  if (size > limit) throw new Error(`${target} is ${size} bytes, over its ${limit}-byte limit`);
  const dimensions = job.copyFrom ? 'copied' : `${job.width}×${job.height}`;
  console.log(`${target} ${dimensions} ${(size / 1024).toFixed(1)} KB`);
}
