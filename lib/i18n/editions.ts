import { listPageRoutes } from '../app-routes';
import { matchesRoute } from '../routes';
import { splitLocale } from './paths';

let cached: readonly string[] | undefined;

/**
 * The route patterns (English form) that exist in both editions, read from app/ at build time:
 * the language switch and the `hreflang` alternates only point at pages that exist.
 */
export function bilingualRoutes(): readonly string[] {
  if (!cached) {
    const routes = listPageRoutes();
    const indonesian = new Set(
      routes
        .map(splitLocale)
        .filter((route) => route.locale === 'id')
        .map((route) => route.path),
    );
    cached = routes.filter((route) => splitLocale(route).locale === 'en' && indonesian.has(route));
  }
  return cached;
}

/** Whether the page at `path` (English, without query) has its Indonesian twin. */
export function isBilingual(path: string, routes = bilingualRoutes()): boolean {
  const bare = path.split(/[?#]/)[0] ?? path;
  return routes.some((route) => matchesRoute(route, bare));
}
