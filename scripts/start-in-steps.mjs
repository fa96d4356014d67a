// Starts the app in steps, each a task of its own, instead of in one long task. Run by
// `npm run build` after `next build`, inline-css and start-when-parsed.
//
// Next ends every page with a bootstrap for Turbopack's runtime, an inline
// `TURBOPACK.push({"otherChunks":[…],"runtimeModuleIds":[…]})`: once the listed chunks are in, the
// runtime evaluates the app's entry module, and with it every module the app imports, then the app
// starts hydrating. All of that ran in the task that evaluated the last chunk to arrive: on a slow
// phone (4x CPU) a task of 100-140 ms in Lighthouse's trace, and of 190-250 ms in a Playwright one,
// the longest of the whole load (docs/performance.md). React DOM's module alone is 200 KB of
// source.
//
// Rewritten, the bootstrap's runtime module is a small one of ours, run at the same moment. It
// evaluates the framework's large modules (React DOM's) each in a task of its own, then the
// entry, which finds them evaluated, in the next: a message to itself between steps, as React's
// scheduler yields. The same modules run and each does what it did; React DOM's now runs before
// the entry's other imports (Next's polyfills among them) instead of among them, which its
// module allows: it needs only React, React DOM's shared module, the scheduler and `process`.
// The browser may paint or answer a tap between the steps. Without JavaScript nothing changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { rewritePages } from './lib/files.mjs';

/** A module whose source is this long or longer is evaluated in a task of its own. */
export const LARGE_MODULE = 64 * 1024;

/** The id of the module that runs the steps (Turbopack's own ids are numbers). */
export const STEPS_MODULE = 'start-in-steps';

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

/**
 * The steps module: once the runtime has run it, it evaluates each step's modules in a task of its
 * own, in order, the next step posted once a step has run (a step that throws ends the start, as
 * the entry throwing did).
 */
export const stepsSource = (steps) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${STEPS_MODULE}",${JSON.stringify(STEPS_MODULE)},function(r){` +
  `var s=${JSON.stringify(steps)},i=0,c=new MessageChannel;` +
  'c.port1.onmessage=function(){s[i++].forEach(function(m){r.r(m)});' +
  'if(i<s.length)c.port2.postMessage(0);else c.port1.close()};' +
  'c.port2.postMessage(0)}]);';

/**
 * A page's HTML with its bootstrap started in steps: the large modules of the bootstrap's chunks
 * (`modulesOf(chunk)`, as chunkModules gives them), one step each, then the bootstrap's own
 * modules. Unchanged when there is no bootstrap, no large module or the page was rewritten.
 */
export function startInSteps(html, modulesOf) {
  const match = BOOTSTRAP.exec(html);
  if (!match || html.includes(`"${STEPS_MODULE}"`)) return html;
  const { otherChunks, runtimeModuleIds } = JSON.parse(match[1]);
  const large = otherChunks
    .flatMap((chunk) => modulesOf(chunk))
    .filter(({ size }) => size >= LARGE_MODULE)
    .map(({ ids }) => [ids[0]]);
  if (!large.length) return html;
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
  return rewritePages(outDir, (html) => startInSteps(html, modulesOf));
}

// `node scripts/start-in-steps.mjs` (a step of `npm run build`): rewrite the export in out/.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`start in steps: ${startInStepsIn('out')} pages rewritten`);
}
