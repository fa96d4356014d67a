// Writes .br and .gz copies of the export's text files, as a CDN would serve them, at the end of
// `npm run build`; the static server (scripts/serve.mjs) and nginx (`gzip_static on`) send them to
// browsers that accept them. At gzip -9 a page's HTML is about a fifth smaller than nginx's
// on-the-fly gzip, so most pages fit the first round trip. Brotli's slowest level (11, ~50 ms a
// file) is kept for the shared assets under _next/static; pages get level 5, 10 % larger and forty
// times faster, which keeps a 3,000-profile build within its time. RSC payloads (.txt), fetched only
// on client navigations, are left to the server's on-the-fly compression.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { filesUnder } from './lib/files.mjs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(html|js|css|xml|svg|json|webmanifest)$/;
const SHARED_ASSET = /[/\\]_next[/\\]static[/\\]/;

const fresh = async (copy, mtimeMs) => {
  try {
    return (await stat(copy)).mtimeMs >= mtimeMs;
  } catch {
    return false;
  }
};

/** Compresses one file unless its copies are newer than it; true when it wrote them. */
export async function compress(path) {
  const { mtimeMs } = await stat(path);
  if ((await fresh(`${path}.br`, mtimeMs)) && (await fresh(`${path}.gz`, mtimeMs))) return false;
  const data = await readFile(path);
  const quality = SHARED_ASSET.test(path) ? 11 : 5;
  await writeFile(`${path}.gz`, await gz(data, { level: 9 }));
  await writeFile(
    `${path}.br`,
    await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
  );
  return true;
}

/** Compresses every text file under `dir` whose copies are missing or older than it. */
export async function precompress(dir, concurrency = 8) {
  const queue = [];
  for (const path of filesUnder(dir, TEXT)) queue.push(path);
  let count = 0;
  const worker = async () => {
    for (let path = queue.pop(); path; path = queue.pop()) if (await compress(path)) count += 1;
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
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
