import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const OUT = join(process.cwd(), 'out');

/** Every page of the export, as the path a visitor types (out/about.html → /about). */
export function exportedPages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '_next' ? [] : walk(path);
      return entry.name.endsWith('.html') ? [path] : [];
    });
  return walk(OUT)
    .map((file) => `/${relative(OUT, file).replace(/\.html$/, '')}`)
    .map((path) => (path === '/index' ? '/' : path))
    .filter((path) => path !== '/404' && path !== '/_not-found')
    .sort();
}
