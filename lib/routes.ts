/**
 * Turns a page file's path inside `app/` into its route pattern: route groups vanish, the file
 * name goes. `(site)/ceo/[slug]/page.tsx` → `/ceo/[slug]`.
 */
export function routeFromPageFile(relativePath: string): string {
  const segments = relativePath
    .split('/')
    .slice(0, -1)
    .filter((segment) => !/^\(.*\)$/.test(segment));
  return `/${segments.join('/')}`;
}

/** The names of a route pattern's dynamic segments: `/events/[slug]/register` → ['slug']. */
export function dynamicSegments(pattern: string): string[] {
  return [...pattern.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1] ?? '');
}

/** Fills a route pattern's dynamic segments: (`/ceo/[slug]`, {slug: 'a'}) → `/ceo/a`. */
export function fillRoute(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for [${name}] in ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** A route pattern as a regular expression's source: `/ceo/[slug]` → `^/ceo/[^/]+/?$`. */
export function routeRegexSource(pattern: string): string {
  const source = pattern
    .split(/\[[^\]]+\]/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return `^${source}/?$`;
}

/** Whether a path fits a route pattern: `/events/x/register` fits `/events/[slug]/register`. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return new RegExp(routeRegexSource(pattern)).test(pathname);
}
