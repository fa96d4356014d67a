/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { collectImageReferences } from '@/data/artwork';
import { UPLOADS_PATH } from '@/data/uploads';

const PUBLIC = join(process.cwd(), 'public');
const MAX_BYTES = 150 * 1024;
// The folders this content owns; public/images/hero belongs to the home hero.
const CONTENT_FOLDERS = [
  'ceos',
  'authors',
  'articles',
  'news',
  'events',
  'crowdfunding',
  'gallery',
  'albums',
  'flags',
];

// The drawn artwork, committed; a photo staff uploaded is published by the build
// (__tests__/scripts/build-image-variants.test.ts).
const refs = collectImageReferences().filter((ref) => !ref.path.startsWith(`${UPLOADS_PATH}/`));
const rasters = refs.filter((ref) => ref.size);
const onDisk = (path: string) => join(PUBLIC, path);

describe('the images the content names', () => {
  it.each(refs.map((ref) => [ref.path]))('%s exists under public/', (path) => {
    expect(statSync(onDisk(path)).isFile()).toBe(true);
  });

  it.each(rasters.map((ref) => [ref.path, ref.size!.width, ref.size!.height]))(
    '%s is a WebP of exactly %i×%i',
    async (path, width, height) => {
      const meta = await sharp(onDisk(path)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    },
  );

  it.each(refs.map((ref) => [ref.path]))('%s weighs at most 150 KB', (path) => {
    expect(statSync(onDisk(path)).size).toBeLessThanOrEqual(MAX_BYTES);
  });

  it.each(refs.filter((ref) => !ref.size).map((ref) => [ref.path]))(
    '%s is the flag-icons SVG, unchanged',
    (path) => {
      const code = path.split('/').pop()!;
      const original = readFileSync(join(process.cwd(), 'node_modules/flag-icons/flags/4x3', code));
      expect(readFileSync(onDisk(path)).equals(original)).toBe(true);
    },
  );
});

describe('the generated image folders', () => {
  it('hold no file the content does not use', () => {
    const used = new Set(refs.map((ref) => ref.path));
    const files = CONTENT_FOLDERS.flatMap((folder) =>
      readdirSync(join(PUBLIC, 'images', folder)).map((file) => `/images/${folder}/${file}`),
    );
    expect(files.filter((file) => !used.has(file))).toEqual([]);
  });
});
