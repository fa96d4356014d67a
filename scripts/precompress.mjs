// Writes .br and .gz copies of the export's text files, as a CDN would serve them, at the end of
// `npm run build`; the static server (scripts/serve.mjs) and nginx (`gzip_static on`) send them to
// browsers that accept them. Compressed once at the highest levels, a page's HTML is about a fifth
// smaller than nginx's on-the-fly gzip, so most pages fit the first round trip.
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(html|js|css|txt|xml|svg|json|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

const fresh = async (copy, mtimeMs) => {
  try {
    return (await stat(copy)).mtimeMs >= mtimeMs;
  } catch {
    return false;
  }
};

/** Compresses every text file under `dir` whose copies are missing or older than it. */
export async function precompress(dir) {
  let count = 0;
  const jobs = [];
  for await (const path of files(dir)) {
    jobs.push(
      (async () => {
        const { mtimeMs } = await stat(path);
        if ((await fresh(`${path}.br`, mtimeMs)) && (await fresh(`${path}.gz`, mtimeMs))) return;
        const data = await readFile(path);
        await writeFile(`${path}.gz`, await gz(data, { level: 9 }));
        await writeFile(
          `${path}.br`,
          await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        count += 1;
      })(),
    );
  }
  await Promise.all(jobs);
  return count;
}

// `node scripts/precompress.mjs` (the last step of `npm run build`): compress the export in out/.
if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const count = await precompress('out');
  console.log(
    `precompress: ${count} files, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
