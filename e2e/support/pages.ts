import { join } from 'node:path';
import { listPageRoutes } from '../../lib/app-routes';
import { matchesRoute } from '../../lib/routes';
import { pagePath, sitePages } from '../../scripts/lib/files.mjs';

const OUT = join(process.cwd(), 'out');

/** Every page of the export, as the path a visitor types (out/about.html → /about). */
export function exportedPages(): string[] {
  // The editor at /admin (Decap CMS) is not a page of the site.
  return [...sitePages(OUT)]
    .map((file) => pagePath(OUT, file))
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
