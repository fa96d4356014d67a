// Marks the scripts every page runs as it starts (Next's and React's own chunks, and the root
// layout's) with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later;
// other browsers read a comment). Such a script is compiled whole on the background thread that
// streams it in, instead of function by function on the main thread as each first runs, which was
// about half of a page's one long task on a slow phone: evaluating those chunks at startup, 200–300
// ms at 4× CPU (docs/performance.md). Nearly every function in them runs on every load, so little
// is compiled for nothing. A page's own chunks and those fetched on demand (the lightbox, the
// forms' rules) keep compiling lazily: measured, hinting every startup script did no better and
// put the largest paint later on some pages. Run by `npm run build` after `next build`, before the
// export is compressed. The files keep their names: the hint is a comment, so a copy cached
// before it behaves the same.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startupScripts } from './first-load-js.mjs';
import { filesUnder } from './lib/files.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts that every page of the export in `outDir` runs as it starts, by site path. */
export function sharedStartupScripts(outDir) {
  let shared = null;
  for (const page of filesUnder(outDir, /\.html$/)) {
    const scripts = [...startupScripts(readFileSync(page, 'utf8'))].map((src) => src.split('?')[0]);
    shared = new Set(shared ? scripts.filter((src) => shared.has(src)) : scripts);
  }
  return [...(shared ?? [])].sort();
}

/** Puts the hint at the top of every script all pages start with (once). */
export function addCompileHints(outDir) {
  const scripts = sharedStartupScripts(outDir);
  let hinted = 0;
  for (const src of scripts) {
    const path = join(outDir, src);
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    hinted += 1;
  }
  return { scripts: scripts.length, hinted };
}

// `node scripts/compile-hints.mjs` (a step of `npm run build`): mark the export in out/.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { scripts, hinted } = addCompileHints('out');
  console.log(`compile hints: ${hinted} of the ${scripts} scripts every page starts with marked`);
}
