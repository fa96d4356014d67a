// Marks scripts with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and
// later; other browsers read a comment). Such a script is compiled whole on the background thread
// that streams it in, instead of function by function on the main thread as each first runs.
// - The scripts every page starts with (Next's and React's own chunks, the root layout's, and the
//   starter's file of scripts/rewrite/start-when-parsed.mjs):
//   compiling them as they first ran was about half of a page's one long task on a slow phone,
//   200–300 ms at 4× CPU (docs/performance.md). Nearly every function in them runs on every load.
//   A page's own startup chunks keep compiling lazily: measured, hinting every startup script did
//   no better and put the largest paint later on some pages.
// - The chunks a page fetches once it has started (the forms' rules with zod, the lightbox, the
//   search, the motion features): they arrive after the first paint, so their compiling competes
//   with nothing a visitor waits for, and evaluating the forms' rules, compiled lazily, was a long
//   task of its own (66–87 ms at 4× CPU on /membership), under 50 ms once hinted.
// Run by `npm run build` after `next build`, before the export is compressed. The files keep their
// names: the hint is a comment, so a copy cached before it behaves the same.
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
