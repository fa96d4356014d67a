// Draws the site's artwork (seeded, so every run gives the same pictures) and writes the master
// WebP files under public/. Run it after changing a drawing: `npm run images:artwork`.
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { heroArtwork } from './artwork/hero.mjs';

const MAX_BYTES = { 'images/hero/': 200 * 1024 };
const DEFAULT_MAX_BYTES = 150 * 1024;

const jobs = [...heroArtwork];
const only = process.argv[2];

for (const job of jobs.filter((j) => !only || j.file.includes(only))) {
  const target = join('public', job.file);
  await mkdir(dirname(target), { recursive: true });
  await sharp(Buffer.from(job.svg()))
    .resize(job.width, job.height)
    .webp({ quality: job.quality ?? 72, effort: 6 })
    .toFile(target);
  const { size } = await stat(target);
  const limit =
    Object.entries(MAX_BYTES).find(([prefix]) => job.file.startsWith(prefix))?.[1] ??
    DEFAULT_MAX_BYTES;
  if (size > limit) throw new Error(`${target} is ${size} bytes, over its ${limit}-byte limit`);
  console.log(`${target} ${job.width}×${job.height} ${(size / 1024).toFixed(1)} KB`);
}
