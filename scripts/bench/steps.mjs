// `npm run bench -- --phone --steps`: the export once as `next build` writes it, then rewritten
// with each of scripts/rewrite-export.mjs's steps left out in turn, and with none at all (Next's
// own tags), each a directory of .bench/steps/ that the phone bench loads beside out/ (every step).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from '../precompress.mjs';
import { rewriteExport, STEPS } from '../rewrite-export.mjs';

const DIR = join('.bench', 'steps');

function run(command, args, env = {}) {
  const { status } = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${status})`);
}

/** A variant's directory: its name as a path segment (nginx's `root` takes no spaces). */
const dirOf = (name) => join(DIR, name.toLowerCase().replace(/[^a-z\d]+/g, '-'));

async function variant(name, skip, target = dirOf(name)) {
  rmSync(target, { recursive: true, force: true });
  cpSync(join(DIR, 'raw'), target, { recursive: true });
  const skipped = rewriteExport(target, { skip });
  await precompress(target);
  return { key: name, dir: target, skipped };
}

/**
 * Builds the variants (unless `build` is false and .bench/steps/raw exists), leaves out/ with every
 * step, and returns the others as `{ key, dir, skipped }`.
 */
export async function stepVariants({ build = true } = {}) {
  if (build || !existsSync(join(DIR, 'raw', 'index.html'))) {
    run('npm', ['run', 'build:next']);
    run('node', ['scripts/build-search-index.mjs']);
    rmSync(join(DIR, 'raw'), { recursive: true, force: true });
    cpSync('out', join(DIR, 'raw'), { recursive: true });
  }
  await variant('all', [], 'out');
  const variants = [];
  for (const step of STEPS) variants.push(await variant(`without ${step.name}`, [step.name]));
  variants.push(
    await variant(
      "Next's own",
      STEPS.map((step) => step.name),
    ),
  );
  return variants;
}
