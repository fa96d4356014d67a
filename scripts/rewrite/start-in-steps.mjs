// A step of scripts/rewrite-export.mjs: the app starts in steps, each a task of its own, instead of
// in one long task. Next ends each page with a bootstrap for Turbopack's runtime,
// `TURBOPACK.push({"otherChunks":[…],"runtimeModuleIds":[…]})`: once the chunks are in, the runtime
// evaluates the entry and every module it imports in the task that ran the last chunk. Rewritten,
// the bootstrap's runtime module is a small one of ours (scripts/rewrite/browser/steps.ts) that
// evaluates each large module of those chunks (React DOM's) in a task of its own, then the entry,
// which finds them evaluated. Left out, long tasks blocked the main thread 38 ms longer after the
// first paint (docs/performance.md). Without JavaScript nothing changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { rewriteEveryPage } from '../lib/files.mjs';
import { compileBrowser } from './browser.mjs';
import { STEPS_MODULE } from './names.mjs';

export { STEPS_MODULE };

/** A module whose source is this long or longer is evaluated in a task of its own. */
export const LARGE_MODULE = 64 * 1024;

/** Next's bootstrap: the runtime's chunks and the modules it runs once they are in. */
const BOOTSTRAP = /\.push\((\{"otherChunks":\[[^\]]*\],"runtimeModuleIds":\[[^\]]*\]\})\)/;

/**
 * The modules of a Turbopack chunk, in order: their ids and the length of their factory's source.
 * The chunk is run in a sandbox whose `TURBOPACK` only records what is pushed: a chunk only
 * registers its modules' factories, it calls none of them.
 */
export function chunkModules(code) {
  const pushed = [];
  vm.runInNewContext(code, { TURBOPACK: { push: (entry) => pushed.push(entry) } });
  const modules = [];
  for (const entry of pushed) {
    if (!Array.isArray(entry)) continue;
    let ids = [];
    for (const item of entry.slice(1)) {
      if (typeof item !== 'function') ids.push(item);
      else {
        modules.push({ ids, size: item.toString().length });
        ids = [];
      }
    }
  }
  return modules;
}

const compiled = new Map();

/**
 * The steps module (scripts/rewrite/browser/steps.ts, compiled) for `steps`, a list of lists of
 * module ids: once the runtime has run it, it evaluates each step's modules in a task of its own.
 */
export function stepsSource(steps) {
  const key = JSON.stringify(steps);
  if (!compiled.has(key)) compiled.set(key, compileBrowser('steps', { STEPS: steps }));
  return compiled.get(key);
}

/**
 * A page's HTML with its bootstrap started in steps: the large modules of the bootstrap's chunks
 * (`modulesOf(chunk)`, as chunkModules gives them), one step each, then the bootstrap's own
 * modules. Throws, saying what it expected, when the page has no bootstrap or its chunks no large
 * module.
 */
export function startInSteps(html, modulesOf) {
  const match = BOOTSTRAP.exec(html);
  if (!match)
    throw new Error(
      'expected Next\'s bootstrap: .push({"otherChunks":[…],"runtimeModuleIds":[…]}) in an inline script',
    );
  const { otherChunks, runtimeModuleIds } = JSON.parse(match[1]);
  if (runtimeModuleIds.includes(STEPS_MODULE)) throw new Error('expected a page not yet rewritten');
  const large = otherChunks
    .flatMap((chunk) => modulesOf(chunk))
    .filter(({ size }) => size >= LARGE_MODULE)
    .map(({ ids }) => [ids[0]]);
  if (!large.length)
    throw new Error(
      `expected a module of ${LARGE_MODULE / 1024} KB or more (React DOM's) in the bootstrap's chunks: ${otherChunks.join(', ')}`,
    );
  const bootstrap = JSON.stringify({ otherChunks, runtimeModuleIds: [STEPS_MODULE] });
  // The steps module is registered just before the bootstrap, in the same inline script.
  const scriptStart = html.indexOf('>', html.lastIndexOf('<script', match.index)) + 1;
  const steps = stepsSource([...large, runtimeModuleIds]);
  return (
    html.slice(0, scriptStart) +
    steps +
    html.slice(scriptStart, match.index) +
    `.push(${bootstrap})` +
    html.slice(match.index + match[0].length)
  );
}

/** Rewrites every page of the export in `outDir`; returns how many it rewrote. */
export function startInStepsIn(outDir) {
  const modules = new Map();
  const modulesOf = (chunk) => {
    if (!modules.has(chunk))
      modules.set(chunk, chunkModules(readFileSync(join(outDir, '_next', chunk), 'utf8')));
    return modules.get(chunk);
  };
  return rewriteEveryPage(outDir, 'start-in-steps', (html) => startInSteps(html, modulesOf));
}
