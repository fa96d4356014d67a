// `npm start`: builds the static export when it is missing or older than the sources, then
// serves out/ on http://localhost:3000 like a CDN (scripts/serve.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isStale } from './lib/sources.mjs';

const STAMP = join('out', 'index.html');
const run = (args) => {
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

if (isStale(STAMP)) {
  console.log(
    existsSync(STAMP)
      ? 'Sources changed since the last build: building…'
      : 'No export yet: building…',
  );
  run(['run', 'build']);
} else {
  console.log('The export in out/ is up to date.');
}
run(['run', 'serve', '--', ...process.argv.slice(2)]);
