// The build's rewrites of Next's export, in one place (docs/performance.md). `npm run build` runs
// `node scripts/rewrite-export.mjs --verify-next` before `next build`, and
// `node scripts/rewrite-export.mjs` after it, on out/.
//
// Each step rewrites Next's output as it was verified to be (the contract test,
// __tests__/contract/next-output.test.ts, builds a small app with the pinned Next and checks it),
// and fails closed: the build stops, naming the step, the page and what it expected, when a step
// does not rewrite every page it should, and before anything is built when the installed Next is
// not one the steps were verified against (docs/upgrading-next.md says how to verify another).
// `--skip <step>` (repeatable) leaves a step out, for the bench (npm run bench -- --phone --steps);
// `--out <dir>` rewrites another export, and `--unverified` lets it be one of a Next not yet
// verified, to see what fails while verifying it (docs/upgrading-next.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { sitePages } from './lib/files.mjs';
import { addCompileHints } from './rewrite/compile-hints.mjs';
import { inlineCssIn } from './rewrite/inline-css.mjs';
import { joinScriptsIn } from './rewrite/join-scripts.mjs';
import { startInStepsIn } from './rewrite/start-in-steps.mjs';
import { START_ATTRIBUTE } from './rewrite/names.mjs';
import { startWhenParsedIn } from './rewrite/start-when-parsed.mjs';

/** The versions of `next` whose output the steps were verified against. */
export const VERIFIED_NEXT = ['16.4.6'];

/** The version of `next` installed beside the site. */
export function installedNext() {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')).version;
}

/** Throws, saying how to verify it, unless `version` is one of VERIFIED_NEXT. */
export function verifyNext(version = installedNext()) {
  if (VERIFIED_NEXT.includes(version)) return version;
  throw new Error(
    `rewrite-export: next ${version} is installed, but the build's rewrites of Next's output were ` +
      `verified against next ${VERIFIED_NEXT.join(', ')} only. To verify ${version}: run ` +
      '`npx jest __tests__/contract` (the contract test builds a small app with it and checks the ' +
      'shapes the rewrites rely on), then `npm run build` with it added to VERIFIED_NEXT in ' +
      'scripts/rewrite-export.mjs, then `npm test` and `npm run bench -- --phone --steps`; ' +
      'docs/upgrading-next.md lists what to look at.',
  );
}

/** The steps, in order; `needs`: the steps whose output a step rewrites further. */
export const STEPS = [
  { name: 'inline-css', run: inlineCssIn },
  { name: 'start-when-parsed', run: startWhenParsedIn },
  { name: 'start-in-steps', run: startInStepsIn },
  { name: 'compile-hints', run: addCompileHints },
  { name: 'join-scripts', run: joinScriptsIn, needs: ['start-when-parsed'] },
];

/**
 * Runs the steps on the export in `outDir`, but those in `skip` (and those that need them); logs
 * what each did and returns the names of the steps left out. Throws when the export is not as
 * `next build` wrote it, or when a step cannot rewrite it; and, unless `verify` is false (the
 * contract test, which checks a version before it is verified), when Next is not verified.
 */
export function rewriteExport(outDir, { skip = [], log = console.log, verify = true } = {}) {
  if (verify) verifyNext();
  const skipped = new Set(skip);
  for (const name of skipped)
    if (!STEPS.some((step) => step.name === name))
      throw new Error(`rewrite-export: no step named ${name}`);
  const [first] = sitePages(outDir);
  if (!first) throw new Error(`rewrite-export: no page in ${outDir}: run next build first`);
  if (readFileSync(first, 'utf8').includes(`${START_ATTRIBUTE}=`))
    throw new Error(`rewrite-export: ${outDir} is already rewritten: run next build first`);
  for (const step of STEPS) {
    if (skipped.has(step.name) || step.needs?.some((need) => skipped.has(need))) {
      skipped.add(step.name);
      continue;
    }
    log(`${step.name}: ${JSON.stringify(step.run(outDir))}`);
  }
  return [...skipped];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'verify-next': { type: 'boolean', default: false },
      out: { type: 'string', default: 'out' },
      skip: { type: 'string', multiple: true, default: [] },
      unverified: { type: 'boolean', default: false },
    },
  });
  try {
    if (values['verify-next']) console.log(`next ${verifyNext()}: verified`);
    else rewriteExport(values.out, { skip: values.skip, verify: !values.unverified });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
