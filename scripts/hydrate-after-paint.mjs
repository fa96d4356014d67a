// Moves every exported page's hydration scripts behind its first paint (scripts/lib/
// hydrate-after-paint.mjs says how and why); run by `npm run build`, between `next build` and
// precompress.mjs.
import { readFile, writeFile } from 'node:fs/promises';
import { filesUnder } from './lib/files.mjs';
import { hydrateAfterPaint } from './lib/hydrate-after-paint.mjs';

let pages = 0;
for (const file of filesUnder('out', /\.html$/)) {
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
