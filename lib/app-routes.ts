// No `import 'server-only'` here, unlike lib/directory-index.ts and components/og/og-card.tsx:
// the browser suite reads the routes in plain Node (e2e/support/pages.ts), where that guard throws.
// A client component importing this would still fail the build, on node:fs itself.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { routeFromPageFile } from './routes';

const APP_DIR = join(process.cwd(), 'app');

/**
 * The route pattern of every page in app/, read from disk at build time (server only):
 * `['/', '/about', '/ceo/[slug]', …]`. The sitemap is built on it, so it follows the pages that
 * exist.
 */
export function listPageRoutes(dir = APP_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listPageRoutes(path);
    if (!/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) return [];
    return [routeFromPageFile(relative(APP_DIR, path).split(sep).join('/'))];
  });
}
