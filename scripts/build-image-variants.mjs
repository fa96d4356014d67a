// The build-time image optimiser: for every master image it writes one WebP per published width
// (lib/image-widths.mjs) under public/_img, which lib/image-loader.ts points to. Widths at or
// above the master's own are served by a WebP of the master itself (never upscaled). Runs before
// `dev` and `build`; files already newer than their master are left alone.
//
// The masters are the drawn artwork (the WebP files under public/images, committed) and the photos
// staff uploaded in the editor, which are never published as they were uploaded: each one a record
// names is read from data/uploads, turned upright, cropped and scaled to the size its page declares
// (data/artwork.ts), stripped of its metadata (camera, GPS) and written, in its own format, to
// public/images/uploads (git-ignored), whose widths then follow as the drawn masters' do.
import { copyFile, mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { createJiti } from 'jiti';
import sharp from 'sharp';
import { DEVICE_SIZES, IMAGE_SIZES, VARIANT_DIR } from '../lib/image-widths.mjs';
import { filesUnder } from './lib/files.mjs';

export const WIDTHS = [...new Set([...DEVICE_SIZES, ...IMAGE_SIZES])].sort((a, b) => a - b);

/** Where an uploaded photo is published: public/images/uploads (its widths: public/_img/…). */
const PUBLISHED = join('images', 'uploads');

/** How an uploaded photo is encoded, by its file's extension: in its own format, for the web. */
const ENCODERS = {
  jpg: (image) => image.jpeg({ quality: 80, progressive: true, mozjpeg: true }),
  jpeg: (image) => image.jpeg({ quality: 80, progressive: true, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
  webp: (image) => image.webp({ quality: 80, effort: 6 }),
};

const isFresh = async (target, masterTime) => {
  try {
    return (await stat(target)).mtimeMs >= masterTime;
  } catch {
    return false;
  }
};

/** Runs `task` over `items`, a few at a time (a camera's photo decodes to ~100 MB of pixels). */
async function eachLimited(items, limit, task) {
  const queue = [...items];
  const worker = async () => {
    while (queue.length > 0) await task(queue.shift());
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/**
 * Writes `master`'s widths as `<base>-<width>.webp`, those not newer than it (every one when
 * `all`: a master just written may share its time with the widths of the one it replaced);
 * returns how many. The widths at or above its own are the master itself if a WebP, else a WebP of it.
 */
async function writeWidths(master, base, all = false) {
  const { mtimeMs } = await stat(master);
  // Read whole, not by name: libvips caches a file it opened, and a master can be written again.
  const input = await readFile(master);
  const { width, format } = await sharp(input).metadata();
  await mkdir(dirname(base), { recursive: true });
  let whole;
  let written = 0;
  for (const w of WIDTHS) {
    const target = `${base}-${w}.webp`;
    if (!all && (await isFresh(target, mtimeMs))) continue;
    if (w < width) {
      await sharp(input).resize({ width: w }).webp({ quality: 72, effort: 4 }).toFile(target);
    } else if (format === 'webp') {
      await copyFile(master, target);
    } else {
      whole ??= await sharp(input).webp({ quality: 72, effort: 4 }).toBuffer();
      await writeFile(target, whole);
    }
    written += 1;
  }
  return written;
}

/** Every drawn master (a WebP under public/images, the published uploads left out) in its widths. */
export async function buildDrawnVariants(root = process.cwd()) {
  const source = join(root, 'public', 'images');
  const target = join(root, 'public', VARIANT_DIR, 'images');
  const uploads = join(source, 'uploads');
  const masters = [...filesUnder(source, /\.webp$/)].filter((master) =>
    relative(uploads, master).startsWith('..'),
  );
  const written = await Promise.all(
    masters.map((master) =>
      writeWidths(master, join(target, relative(source, master)).slice(0, -'.webp'.length)),
    ),
  );
  return { masters: masters.length, written: written.reduce((sum, n) => sum + n, 0) };
}

/** A file's names under a folder; none when the folder does not exist. */
const namesIn = async (folder) => {
  try {
    return await readdir(folder);
  } catch {
    return [];
  }
};

/** Removes from `folder` every file `keep` refuses, then the folder if it is left empty. */
async function prune(folder, keep) {
  let removed = 0;
  for (const name of await namesIn(folder)) {
    if (keep(name)) continue;
    await rm(join(folder, name), { recursive: true, force: true });
    removed += 1;
  }
  if ((await namesIn(folder)).length === 0) await rmdir(folder).catch(() => {});
  return removed;
}

/**
 * Publishes every uploaded photo a reference names (data/artwork.ts: its path under `uploadsPath`,
 * the size its page declares, the record naming it): the original, from `uploadsFolder`, upright,
 * stripped of its metadata and cropped (`cover`, centred on what draws the eye) to exactly that
 * size, to public/images/uploads/<file>, then its widths. A published file no reference names any
 * more, and its widths, are removed. Fails naming the file and the record when the original is
 * missing or not an image, or when two uploads would publish the same widths (x.jpg and x.png).
 */
export async function publishUploads({
  root = process.cwd(),
  references,
  uploadsFolder,
  uploadsPath,
  uploadName,
}) {
  const published = join(root, 'public', PUBLISHED);
  const widths = join(root, 'public', VARIANT_DIR, PUBLISHED);
  const uploads = references.filter((ref) => ref.path.startsWith(`${uploadsPath}/`));

  const byBase = new Map();
  for (const ref of uploads) {
    const name = ref.path.slice(uploadsPath.length + 1);
    const where = `${ref.path}, named by ${ref.namedBy}`;
    if (!uploadName.test(name)) throw new Error(`${where}: not the name of an uploaded photo`);
    if (!ref.size) throw new Error(`${where}: an uploaded photo needs the size its page declares`);
    const base = name.slice(0, name.lastIndexOf('.'));
    const other = byBase.get(base);
    if (other) {
      throw new Error(
        `${join(uploadsFolder, other.name)} and ${join(uploadsFolder, name)} would publish the same widths ` +
          `(/${VARIANT_DIR}${uploadsPath}/${base}-<width>.webp); rename one of them (${where})`,
      );
    }
    byBase.set(base, { ref, name, base, where });
  }

  let written = 0;
  let widthsWritten = 0;
  await eachLimited(byBase.values(), Math.min(4, availableParallelism()), async (upload) => {
    const { ref, name, base, where } = upload;
    const file = join(uploadsFolder, name);
    const original = resolve(root, file);
    const target = join(published, name);
    const { width, height } = ref.size;
    let source;
    try {
      source = await stat(original);
    } catch {
      throw new Error(`${file} (${where}) is not there; upload it again`);
    }
    await mkdir(published, { recursive: true });
    // Fresh: newer than the original, and still the size the page declares (a gallery photo's
    // follows its original; a cover's would change with COVER_SIZE).
    const fresh =
      (await isFresh(target, source.mtimeMs)) &&
      (await readFile(target)
        .then((file) => sharp(file).metadata())
        .then((meta) => meta.width === width && meta.height === height)
        .catch(() => false));
    if (!fresh) {
      let image;
      try {
        image = await ENCODERS[name.slice(base.length + 1)](
          sharp(await readFile(original), { failOn: 'truncated' })
            .rotate()
            .resize({ width, height, fit: 'cover', position: 'attention' }),
        ).toBuffer();
      } catch (error) {
        throw new Error(
          `${file} (${where}) is not an image the build can read (${error.message}); upload it again`,
        );
      }
      await writeFile(target, image);
      written += 1;
    }
    const count = await writeWidths(target, join(widths, base), !fresh);
    widthsWritten += count;
  });

  const names = new Set([...byBase.values()].map((upload) => upload.name));
  const variants = new Set(
    [...byBase.keys()].flatMap((base) => WIDTHS.map((w) => `${base}-${w}.webp`)),
  );
  const removed =
    (await prune(published, (name) => names.has(name))) +
    (await prune(widths, (name) => variants.has(name)));
  return { uploads: byBase.size, written, widths: widthsWritten, removed };
}

/** Whether a folder holds a file other than its .gitkeep. */
const holdsFiles = async (folder) => (await namesIn(folder)).some((name) => !name.startsWith('.'));

/**
 * The whole step, for the site in the working directory: the drawn masters' widths, then the
 * uploads the content names (data/artwork.ts); returns its summary. The content and the uploads
 * are read where the loaders read them: the working directory's, or CONTENT_ROOT's.
 */
export async function buildImageVariants() {
  const root = process.cwd();
  const jiti = createJiti(import.meta.url, { alias: { '@': root } });
  const { UPLOADS_FOLDER, UPLOADS_PATH, UPLOAD_NAME_PATTERN } = await jiti.import(
    join(root, 'data/uploads.ts'),
  );
  const contentRoot = process.env.CONTENT_ROOT;
  const uploadsFolder = contentRoot ? join(contentRoot, UPLOADS_FOLDER) : UPLOADS_FOLDER;
  const drawn = await buildDrawnVariants(root);
  // No upload at all (today's content): no record can name one, and reading the content (a second
  // or so) is left to the build, which fails naming a record whose image is missing.
  const references = (await holdsFiles(resolve(root, uploadsFolder)))
    ? (await jiti.import(join(root, 'data/artwork.ts'))).collectImageReferences()
    : [];
  const uploads = await publishUploads({
    root,
    references,
    uploadsFolder,
    uploadsPath: UPLOADS_PATH,
    uploadName: UPLOAD_NAME_PATTERN,
  });
  return (
    `image variants: ${drawn.masters} masters, ${drawn.written} files written; ` +
    `${uploads.uploads} uploads, ${uploads.written} published, ${uploads.widths} widths written, ${uploads.removed} removed`
  );
}

// `node scripts/build-image-variants.mjs`: before `dev` and `build`, and on every upload under
// `npm run cms`. A failure prints its message (the file and the record) and fails the step.
if (import.meta.url === `file://${process.argv[1]}`) {
  buildImageVariants().then(console.log, (error) => {
    console.error(`image variants: ${error.message}`);
    process.exitCode = 1;
  });
}
