/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type * as Artwork from '@/data/artwork';

type ArtworkModule = typeof Artwork;

// An uploaded photo is published once, at one size: reused where a page declares another size (a
// cover and a gallery photo), the pages would show it out of shape. The build says so instead,
// naming both records. Checked on a copy of the content, read through CONTENT_ROOT.
const root = mkdtempSync(join(tmpdir(), 'artwork-'));

beforeAll(async () => {
  cpSync('data/content', join(root, 'data/content'), { recursive: true });
  mkdirSync(join(root, 'data/uploads'));
  cpSync('public', join(root, 'public'), {
    recursive: true,
    filter: (path) => !path.includes('_img'),
  });
  await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#355c4a' } })
    .jpeg()
    .toFile(join(root, 'data/uploads/hall.jpg'));
  const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
    const path = join(root, 'data/content', file);
    const data = JSON.parse(readFileSync(path, 'utf8'));
    change(data);
    writeFileSync(path, JSON.stringify(data, null, 2));
  };
  for (const lang of ['en', 'id']) {
    edit(`events/${lang}/nusantara-ceo-summit-2027.json`, (data) => {
      data.image = '/images/uploads/hall.jpg';
    });
    edit(`gallery/${lang}/events.json`, (data) => {
      (data.photos as { src: string }[])[0]!.src = '/images/uploads/hall.jpg';
    });
  }
  process.env.CONTENT_ROOT = root;
});

afterAll(() => {
  delete process.env.CONTENT_ROOT;
  rmSync(root, { recursive: true, force: true });
});

it('refuses one upload used at two sizes, naming both records', () => {
  let collect: () => unknown = () => undefined;
  jest.isolateModules(() => {
    collect = (jest.requireActual('@/data/artwork') as ArtworkModule).collectImageReferences;
  });
  expect(collect).toThrow(
    '/images/uploads/hall.jpg is used by the event nusantara-ceo-summit-2027 at 1600 × 900 and by ' +
      'the gallery album events (photo-001) at 1800 × 1200: upload the photo again, under another ' +
      'name, for the second use',
  );
});
