// The one directory walk the build and check scripts share, and the build steps' page rewrite.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, depth first, whose name matches `pattern` (every file without one). */
export function* filesUnder(dir, pattern = /(?:)/) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, pattern);
    else if (pattern.test(entry.name)) yield path;
  }
}

/**
 * Rewrites each page (`.html`) under `outDir` with `rewrite(html, file)`; returns how many changed.
 */
export function rewritePages(outDir, rewrite) {
  let pages = 0;
  for (const file of filesUnder(outDir, /\.html$/)) {
    const html = readFileSync(file, 'utf8');
    const rewritten = rewrite(html, file);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    pages += 1;
  }
  return pages;
}
