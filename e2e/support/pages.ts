import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listPageRoutes } from '../../lib/app-routes';
import { matchesRoute } from '../../lib/routes';

const OUT = join(process.cwd(), 'out');

/** Every page of the export, as the path a visitor types (out/about.html → /about). */
export function exportedPages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      // Next's own files, and the editor at /admin (Decap CMS), are not pages of the site.
      if (entry.isDirectory()) return ['_next', 'admin'].includes(entry.name) ? [] : walk(path);
      return entry.name.endsWith('.html') ? [path] : [];
    });
  return walk(OUT)
    .map((file) => `/${relative(OUT, file).replace(/\.html$/, '')}`)
    .map((path) => (path === '/index' ? '/' : path))
    .filter((path) => path !== '/404' && path !== '/_not-found')
    .sort();
}

/**
 * One exported page per route of app/ (the first profile, the first event…): pages of one route
 * share their layout, so checks that are about layout need not repeat for every slug.
 */
export function representativePages(pages = exportedPages()): string[] {
  const routes = listPageRoutes().sort((a, b) => b.length - a.length);
  const seen = new Set<string>();
  return pages.filter((path) => {
    const route = routes.find((pattern) => matchesRoute(pattern, path)) ?? path;
    if (seen.has(route)) return false;
    seen.add(route);
    return true;
  });
}
