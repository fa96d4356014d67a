// The build-time image optimiser: for every master WebP under public/images it writes one file per
// published width (lib/image-widths.mjs) under public/_img, which lib/image-loader.ts points to.
// Widths at or above the master's own are served by a copy of the master (never upscaled).
// Runs before `dev` and `build`; files already newer than their master are left alone.
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { DEVICE_SIZES, IMAGE_SIZES, VARIANT_DIR } from '../lib/image-widths.mjs';
import { filesUnder } from './lib/files.mjs';

const SOURCE = join('public', 'images');
const TARGET = join('public', VARIANT_DIR, 'images');
const WIDTHS = [...new Set([...DEVICE_SIZES, ...IMAGE_SIZES])].sort((a, b) => a - b);

const isFresh = async (target, masterTime) => {
  try {
    return (await stat(target)).mtimeMs >= masterTime;
  } catch {
    return false;
  }
};

let written = 0;
let masters = 0;
const tasks = [];
for (const master of filesUnder(SOURCE, /\.webp$/)) {
  masters += 1;
  tasks.push(
    (async () => {
      const { mtimeMs } = await stat(master);
      const { width } = await sharp(master).metadata();
      const base = join(TARGET, relative(SOURCE, master)).slice(0, -'.webp'.length);
      await mkdir(dirname(base), { recursive: true });
      for (const w of WIDTHS) {
        const target = `${base}-${w}.webp`;
        if (await isFresh(target, mtimeMs)) continue;
        if (w >= width) await copyFile(master, target);
        else
          await sharp(master).resize({ width: w }).webp({ quality: 72, effort: 4 }).toFile(target);
        written += 1;
      }
    })(),
  );
}
await Promise.all(tasks);
console.log(`image variants: ${masters} masters, ${written} files written`);
