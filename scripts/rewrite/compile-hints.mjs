// A step of scripts/rewrite-export.mjs: V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
// (Chrome 136 and later; a comment elsewhere), on the scripts every page starts with and on the
// chunks fetched once a page has started. Such a script is compiled whole on the background thread
// that streams it in, not function by function on the main thread as each first runs. Left out,
// hydration came 12 % later and long tasks blocked the main thread 119 ms longer (docs/performance.md).
// A page's own startup chunks compile lazily: hinting them too measured no better. The files keep
// their names: the hint is a comment.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { legacyScripts, startupScripts } from '../first-load-js.mjs';
import { filesUnder, sitePages } from '../lib/files.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Each page's startup scripts and `nomodule` polyfills, by site path (no query), read once. */
function pageScripts(outDir) {
  const path = (src) => src.split('?')[0];
  return [...sitePages(outDir)].map((page) => {
    const html = readFileSync(page, 'utf8');
    return {
      startup: [...startupScripts(html)].map(path),
      legacy: [...legacyScripts(html)].map(path),
    };
  });
}

/** The scripts that every page of the export in `outDir` runs as it starts, by site path. */
export function sharedStartupScripts(outDir, pages = pageScripts(outDir)) {
  let shared = null;
  for (const { startup } of pages) {
    shared = new Set(shared ? startup.filter((src) => shared.has(src)) : startup);
  }
  return [...(shared ?? [])].sort();
}

/**
 * The scripts the pages of the export in `outDir` fetch once started, by site path: every chunk
 * that no page starts with or lists as a `nomodule` polyfill.
 */
export function onDemandScripts(outDir, pages = pageScripts(outDir)) {
  const known = new Set(pages.flatMap(({ startup, legacy }) => [...startup, ...legacy]));
  const chunks = join(outDir, '_next', 'static', 'chunks');
  return [...filesUnder(chunks, /\.js$/)]
    .map((path) => `/${relative(outDir, path).split(sep).join('/')}`)
    .filter((src) => !known.has(src))
    .sort();
}

/** Puts the hint at the top of the shared startup scripts and the on-demand ones (once each). */
export function addCompileHints(outDir) {
  const pages = pageScripts(outDir);
  const startup = sharedStartupScripts(outDir, pages);
  if (!startup.length)
    throw new Error(
      "compile-hints: expected scripts that every page starts with (Next's, React's and Turbopack's chunks)",
    );
  const onDemand = onDemandScripts(outDir, pages);
  let hinted = 0;
  for (const src of [...startup, ...onDemand]) {
    const path = join(outDir, src);
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    hinted += 1;
  }
  return { startup: startup.length, onDemand: onDemand.length, hinted };
}
