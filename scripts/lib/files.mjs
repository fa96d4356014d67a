// The one directory walk the build and check scripts share, and the build steps' page rewrite.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir`, depth first, whose name matches `pattern` (every file without one). */
export function* filesUnder(dir, pattern = /(?:)/) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, pattern);
    else if (pattern.test(entry.name)) yield path;
  }
}

/** The editor (Decap CMS, scripts/build-admin.mjs) is exported at /admin: not one of the site's pages. */
export const ADMIN_DIR = 'admin';

/** Whether `file` (under `outDir`) belongs to the editor at /admin. */
export const isAdminFile = (outDir, file) => relative(outDir, file).split(sep)[0] === ADMIN_DIR;

/**
 * Every page of the site under `outDir` (its `.html` files), the editor left out: the build steps
 * rewrite, and the checks measure, the site's pages only.
 */
export function* sitePages(outDir) {
  for (const file of filesUnder(outDir, /\.html$/)) if (!isAdminFile(outDir, file)) yield file;
}

/** The address a static host serves a page at: out/about.html → /about, out/index.html → /. */
export function pagePath(outDir, file) {
  const path = `/${relative(outDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path.replace(/\/index$/, '');
}

/**
 * A build step's rewrite of Next's output: `rewrite(html, file)` must change every page of the
 * site under `outDir`, or throw saying what it expected. The build stops with the step, the page
 * and that expectation; a page left unchanged stops it too. Returns how many pages it rewrote.
 */
export function rewriteEveryPage(outDir, step, rewrite) {
  let pages = 0;
  for (const file of sitePages(outDir)) {
    const page = relative(outDir, file);
    const html = readFileSync(file, 'utf8');
    let rewritten;
    try {
      rewritten = rewrite(html, file);
    } catch (error) {
      throw new Error(`${step}: ${page}: ${error.message}`, { cause: error });
    }
    if (rewritten === html) throw new Error(`${step}: ${page}: the page was left unchanged`);
    writeFileSync(file, rewritten);
    pages += 1;
  }
  if (!pages) throw new Error(`${step}: no page under ${outDir}`);
  return pages;
}
