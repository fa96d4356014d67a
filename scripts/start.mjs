// `npm start`: builds the static export when it is missing or older than the sources, then
// serves out/ on http://localhost:3000 like a CDN (scripts/serve.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = join('out', 'index.html');
const SOURCES = [
  'admin',
  'app',
  'components',
  'data',
  'lib',
  'public',
  'next.config.mjs',
  'package-lock.json',
  'postcss.config.mjs',
];

/** What the build writes into public/ itself: image widths, the editor, the published uploads. */
const GENERATED = [
  join('public', '_img'),
  join('public', 'admin'),
  join('public', 'images', 'uploads'),
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path)
    .map((name) => join(path, name))
    .filter((child) => !GENERATED.includes(child))
    .reduce((max, child) => Math.max(max, newest(child)), stats.mtimeMs);
}

const run = (args) => {
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (!built || SOURCES.some((source) => newest(source) > built)) {
  console.log(
    built ? 'Sources changed since the last build: building…' : 'No export yet: building…',
  );
  run(['run', 'build']);
} else {
  console.log('The export in out/ is up to date.');
}
run(['run', 'serve', '--', ...process.argv.slice(2)]);
