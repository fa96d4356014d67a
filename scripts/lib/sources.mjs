// What a build of the site is made from, and when it last changed: `npm start` and the forms
// site (scripts/build-forms-site.mjs) build again only when a source is newer than their export.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

/** Whether the export whose stamp file is `stamp` is missing or older than any source. */
export function isStale(stamp) {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  return !built || SOURCES.some((source) => newest(source) > built);
}
