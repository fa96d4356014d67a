/** @jest-environment node */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { collectImageReferences, type ImageReference } from '@/data/artwork';
import { AVATAR_SIZE, CEO_PORTRAIT_SIZE, COVER_SIZE } from '@/data/image-dimensions';
import {
  publishedPhotoSize,
  UPLOAD_NAME_PATTERN,
  UPLOADS_FOLDER,
  UPLOADS_PATH,
} from '@/data/uploads';
import { buildDrawnVariants, publishUploads, WIDTHS } from '../../scripts/build-image-variants.mjs';

// The photos staff upload are published the way the drawn artwork is: the build step runs on a
// temporary copy of the site whose records name uploads, made here by sharp as a camera, a phone
// and an editor would make them, and reads what it published.
const repository = process.cwd();
const temporaries: string[] = [];

/** An empty site: data/uploads, and nothing published yet. */
function emptySite(): string {
  const root = mkdtempSync(join(tmpdir(), 'uploads-'));
  temporaries.push(root);
  mkdirSync(join(root, UPLOADS_FOLDER), { recursive: true });
  return root;
}

afterAll(() => {
  process.chdir(repository);
  for (const root of temporaries) rmSync(root, { recursive: true, force: true });
});

const publish = (root: string, references: readonly Omit<ImageReference, 'category'>[]) =>
  publishUploads({
    root,
    references,
    uploadsFolder: UPLOADS_FOLDER,
    uploadsPath: UPLOADS_PATH,
    uploadName: UPLOAD_NAME_PATTERN,
  });

const published = (root: string, name: string) => join(root, 'public/images/uploads', name);
const widthFile = (root: string, base: string, width: number) =>
  join(root, 'public/_img/images/uploads', `${base}-${width}.webp`);

/** A seeded random number generator (xorshift): every run draws the same pictures. */
function seeded(seed: number) {
  return () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
}

/** A small field of grey noise, roughly normal around mid-grey, `spread` wide. */
function noise(width: number, height: number, spread: number, random: () => number) {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i += 1) {
    data[i] = 128 + Math.round((random() + random() + random() - 1.5) * spread);
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/**
 * A camera's photo, 6000×4000 (24 MP, a JPEG of over 10 MB): broad shapes (a small noise field
 * enlarged) under a fine sensor grain (a tile of noise over the whole frame).
 */
async function cameraPhoto(): Promise<Buffer> {
  const random = seeded(54);
  const grain = await noise(509, 487, 90, random).png().toBuffer();
  return noise(300, 200, 170, random)
    .resize(6000, 4000, { kernel: 'cubic' })
    .composite([{ input: grain, tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

const RED = { r: 200, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 200 };

/**
 * A phone's photo as its sensor stored it, 4000×3000, the top half red and the bottom half blue,
 * with EXIF orientation 6 (turn 90° clockwise to see it: red on the right), the phone's make and
 * where it was taken (GPS).
 */
const phonePhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: BLUE } })
    .composite([
      {
        input: { create: { width: 4000, height: 1500, channels: 3, background: RED } },
        top: 0,
        left: 0,
      },
    ])
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 12/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '106/1 49/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();

/** A portrait saved as PNG, 2:3, with a face-like bright disc in its upper third. */
const portraitPng = () =>
  sharp({ create: { width: 1000, height: 1500, channels: 3, background: '#2a3040' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1500"><circle cx="500" cy="500" r="260" fill="#e8c4a0"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

/** An image file's header, read afresh (libvips caches a file it opened by its name). */
const metadataOf = (file: string) => sharp(readFileSync(file)).metadata();

/** The colour at (x, y) of an image file. */
async function colourAt(file: string, left: number, top: number) {
  const pixel = await sharp(readFileSync(file))
    .extract({ left, top, width: 1, height: 1 })
    .raw()
    .toBuffer();
  return { r: pixel[0]!, g: pixel[1]!, b: pixel[2]! };
}

const editRecord = (file: string, change: (record: Record<string, unknown>) => void) => {
  const record = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(record);
  writeFileSync(file, JSON.stringify(record, null, 2));
};

describe('the uploads the content names, published by the build', () => {
  // A copy of the site whose summit event, first gallery photo and first CEO name uploads: the
  // content and the uploads are its own, the drawn artwork the repository's (linked, read only).
  let site: string;
  let references: ImageReference[];
  let camera: Buffer;
  let result: Awaited<ReturnType<typeof publishUploads>>;

  beforeAll(async () => {
    site = emptySite();
    cpSync(join(repository, 'data/content'), join(site, 'data/content'), { recursive: true });
    mkdirSync(join(site, 'public/images'), { recursive: true });
    for (const folder of readdirSync(join(repository, 'public/images'))) {
      if (folder !== 'uploads') {
        symlinkSync(join(repository, 'public/images', folder), join(site, 'public/images', folder));
      }
    }
    [camera] = await Promise.all([
      cameraPhoto(),
      phonePhoto().then((photo) => writeFileSync(join(site, 'data/uploads/phone-shot.jpg'), photo)),
      portraitPng().then((png) => writeFileSync(join(site, 'data/uploads/portrait.png'), png)),
    ]);
    writeFileSync(join(site, 'data/uploads/summit-hall.jpg'), camera);
    // Not named by any record: costs the export nothing.
    writeFileSync(join(site, 'data/uploads/unused.png'), await portraitPng());

    for (const lang of ['en', 'id']) {
      const content = join(site, 'data/content');
      editRecord(join(content, `events/${lang}/nusantara-ceo-summit-2027.json`), (event) => {
        event.image = '/images/uploads/summit-hall.jpg';
      });
      editRecord(join(content, `gallery/${lang}/events.json`), (album) => {
        (album.photos as { src: string }[])[0]!.src = '/images/uploads/phone-shot.jpg';
      });
      editRecord(join(content, `ceos/${lang}/andi-wahyudin-pallawa.json`), (ceo) => {
        ceo.image = '/images/uploads/portrait.png';
      });
    }
    process.chdir(site);
    try {
      references = collectImageReferences();
    } finally {
      process.chdir(repository);
    }
    result = await publish(site, references);
  }, 60_000);

  it('publishes the three uploads the records name, and only those', () => {
    expect(result).toMatchObject({ uploads: 3, written: 3, widths: 3 * WIDTHS.length, removed: 0 });
    expect(readdirSync(join(site, 'public/images/uploads')).sort()).toEqual([
      'phone-shot.jpg',
      'portrait.png',
      'summit-hall.jpg',
    ]);
    expect(readdirSync(join(site, 'public/_img/images/uploads'))).toHaveLength(3 * WIDTHS.length);
  });

  it('publishes a 6000×4000 camera JPEG used as an event cover at exactly 1600×900, a fraction of its weight, in every width', async () => {
    expect(camera.length).toBeGreaterThan(10 * 1024 * 1024);
    const master = published(site, 'summit-hall.jpg');
    const meta = await metadataOf(master);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 900]);
    expect(meta.isProgressive).toBe(true);
    expect(statSync(master).size).toBeLessThan(500 * 1024);
    for (const width of WIDTHS) {
      const variant = await metadataOf(widthFile(site, 'summit-hall', width));
      // 1920 and above: the master's own width, never enlarged.
      expect([variant.format, variant.width]).toEqual(['webp', Math.min(width, 1600)]);
    }
  });

  it('turns a phone photo used in the gallery upright, at its own proportions and at most 2400 wide, without its EXIF or GPS', async () => {
    const source = await metadataOf(join(site, 'data/uploads/phone-shot.jpg'));
    expect([source.width, source.height, source.orientation]).toEqual([4000, 3000, 6]);
    expect(source.exif?.toString('latin1')).toContain('PhoneMaker');

    const size = publishedPhotoSize({ width: 3000, height: 4000 });
    expect(size).toEqual({ width: 2400, height: 3200 });
    // The page declares the size the build publishes (data/gallery.ts, through imageSizeOf).
    expect(references.find((ref) => ref.path === '/images/uploads/phone-shot.jpg')?.size).toEqual(
      size,
    );

    const master = published(site, 'phone-shot.jpg');
    const meta = await metadataOf(master);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2400, 3200]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    const bytes = readFileSync(master).toString('latin1');
    expect(bytes).not.toContain('PhoneMaker');
    expect(bytes).not.toContain('Exif');
    // Upright: the sensor's top (red) is now on the right, its bottom (blue) on the left.
    const [left, right] = await Promise.all([
      colourAt(master, 300, 1600),
      colourAt(master, 2100, 1600),
    ]);
    expect(left.b).toBeGreaterThan(150);
    expect(left.r).toBeLessThan(60);
    expect(right.r).toBeGreaterThan(150);
    expect(right.b).toBeLessThan(60);
    const widest = await metadataOf(widthFile(site, 'phone-shot', 1920));
    expect([widest.width, widest.height, widest.exif]).toEqual([1920, 2560, undefined]);
  });

  it('crops a PNG portrait used for a CEO to exactly 640×800, as a PNG', async () => {
    const meta = await metadataOf(published(site, 'portrait.png'));
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 800]);
    const variant = await metadataOf(widthFile(site, 'portrait', 640));
    expect([variant.format, variant.width, variant.height]).toEqual(['webp', 640, 800]);
  });

  it('leaves what it published alone when nothing changed', async () => {
    const before = statSync(published(site, 'summit-hall.jpg')).mtimeMs;
    expect(await publish(site, references)).toMatchObject({ written: 0, widths: 0, removed: 0 });
    expect(statSync(published(site, 'summit-hall.jpg')).mtimeMs).toBe(before);
  });
});

describe('an upload the build cannot publish', () => {
  const namedBy = 'the event nusantara-ceo-summit-2027';

  it('fails naming the missing file and the record', async () => {
    const root = emptySite();
    await expect(
      publish(root, [{ path: '/images/uploads/summit-hall.jpg', size: COVER_SIZE, namedBy }]),
    ).rejects.toThrow(
      'data/uploads/summit-hall.jpg (/images/uploads/summit-hall.jpg, named by the event nusantara-ceo-summit-2027) is not there; upload it again',
    );
    expect(existsSync(published(root, 'summit-hall.jpg'))).toBe(false);
  });

  it('fails naming a file that is not an image, or is cut short', async () => {
    const root = emptySite();
    writeFileSync(join(root, 'data/uploads/notes.jpg'), 'Minutes of the board meeting');
    await expect(
      publish(root, [{ path: '/images/uploads/notes.jpg', size: COVER_SIZE, namedBy }]),
    ).rejects.toThrow(
      /^data\/uploads\/notes\.jpg \(\/images\/uploads\/notes\.jpg, named by the event nusantara-ceo-summit-2027\) is not an image the build can read/,
    );
    const jpeg = await portraitPng().then((png) => sharp(png).jpeg().toBuffer());
    writeFileSync(join(root, 'data/uploads/cut.jpg'), jpeg.subarray(0, jpeg.length / 2));
    await expect(
      publish(root, [{ path: '/images/uploads/cut.jpg', size: COVER_SIZE, namedBy }]),
    ).rejects.toThrow(/^data\/uploads\/cut\.jpg .* is not an image the build can read/);
  });

  it('fails when two uploads would publish the same widths', async () => {
    const root = emptySite();
    const png = await portraitPng();
    writeFileSync(join(root, 'data/uploads/board.png'), png);
    writeFileSync(join(root, 'data/uploads/board.jpg'), await sharp(png).jpeg().toBuffer());
    await expect(
      publish(root, [
        { path: '/images/uploads/board.png', size: CEO_PORTRAIT_SIZE, namedBy: 'the CEO a' },
        { path: '/images/uploads/board.jpg', size: COVER_SIZE, namedBy: 'the event b' },
      ]),
    ).rejects.toThrow(
      'data/uploads/board.png and data/uploads/board.jpg would publish the same widths (/_img/images/uploads/board-<width>.webp)',
    );
  });
});

describe('what the build published before', () => {
  it('is published again at the size its page now declares, and removed once no record names it', async () => {
    const root = emptySite();
    writeFileSync(join(root, 'data/uploads/team.webp'), await portraitPng());
    const named = (size: { width: number; height: number }) => [
      { path: '/images/uploads/team.webp', size, namedBy: 'the article a (its author)' },
    ];

    expect(await publish(root, named(AVATAR_SIZE))).toMatchObject({ written: 1 });
    const avatar = await metadataOf(published(root, 'team.webp'));
    expect([avatar.format, avatar.width, avatar.height]).toEqual(['webp', 384, 384]);
    // A WebP upload is not mistaken for a drawn master.
    expect(await buildDrawnVariants(root)).toEqual({ masters: 0, written: 0 });

    expect(await publish(root, named(CEO_PORTRAIT_SIZE))).toMatchObject({
      written: 1,
      widths: WIDTHS.length,
    });
    const portrait = await metadataOf(published(root, 'team.webp'));
    expect([portrait.width, portrait.height]).toEqual([640, 800]);

    expect(await publish(root, [])).toEqual({
      uploads: 0,
      written: 0,
      widths: 0,
      removed: 1 + WIDTHS.length,
    });
    expect(existsSync(join(root, 'public/images/uploads'))).toBe(false);
    expect(existsSync(join(root, 'public/_img/images/uploads'))).toBe(false);
  });
});
