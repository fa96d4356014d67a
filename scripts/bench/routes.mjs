// One exported page per route of app/ (the first profile, the first event…), for Lighthouse runs
// over every route type. Route patterns come from the page files, as lib/app-routes.ts reads them.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

function pageRoutes(dir = 'app') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageRoutes(path);
    if (!/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) return [];
    const segments = relative('app', dir)
      .split(sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment));
    return [`/${segments.join('/')}`];
  });
}

/** The first page of the export that fills a route pattern: `/ceo/[slug]` → `/ceo/<first slug>`. */
function firstPage(pattern, outDir) {
  const segments = pattern.split('/').filter(Boolean);
  let path = '';
  for (const [index, segment] of segments.entries()) {
    if (!/^\[.+\]$/.test(segment)) {
      path += `/${segment}`;
      continue;
    }
    const last = index === segments.length - 1;
    const names = readdirSync(join(outDir, path), { withFileTypes: true })
      .filter((entry) => (last ? entry.name.endsWith('.html') : entry.isDirectory()))
      .map((entry) => entry.name.replace(/\.html$/, ''))
      .sort();
    if (!names.length) return null;
    path += `/${names[0]}`;
  }
  return existsSync(join(outDir, `${path || '/index'}.html`)) ? path || '/' : null;
}

/**
 * Every route type of the site with one exported page each. (Not the 404 page: Lighthouse refuses
 * to audit a document answered with status 404.)
 */
export function routeSamples(outDir) {
  const routes = [...new Set(pageRoutes())].sort();
  return routes.map((route) => ({ route, path: firstPage(route, outDir) })).filter((r) => r.path);
}
