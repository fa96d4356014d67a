// Moves every exported page's hydration scripts behind its first paint (scripts/lib/
// hydrate-after-paint.mjs says how and why); run by `npm run build`, between `next build` and
// precompress.mjs.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hydrateAfterPaint } from './lib/hydrate-after-paint.mjs';

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

let pages = 0;
for await (const file of htmlFiles('out')) {
  const html = await readFile(file, 'utf8');
  try {
    const moved = hydrateAfterPaint(html);
    if (moved !== html) await writeFile(file, moved);
  } catch (error) {
    throw new Error(`${file}: ${error.message}`);
  }
  pages += 1;
}
console.log(`hydrate-after-paint: ${pages} pages start their scripts after the first paint`);
