import type { MetadataRoute } from 'next';
import { getArticleSlugs } from '@/data/articles';
import { getCeoSlugs } from '@/data/ceos';
import { getCrowdfundingProjectSlugs } from '@/data/crowdfunding';
import { getEventSlugs } from '@/data/events';
import { getAlbumSlugs } from '@/data/gallery';
import { getNewsSlugs } from '@/data/news';
import { absoluteUrl } from '@/data/site';
import { listPageRoutes } from '@/lib/app-routes';
import { dynamicSegments, fillRoute } from '@/lib/routes';

export const dynamic = 'force-static';

/**
 * The parameters of every dynamic route, from the content. A new static page needs nothing here
 * (pages are found on disk); a new dynamic route without an entry fails the build.
 */
const DYNAMIC_ROUTE_PARAMS: Record<string, () => Record<string, string>[]> = {
  '/ceo/[slug]': () => getCeoSlugs().map((slug) => ({ slug })),
  '/events/[slug]': () => getEventSlugs().map((slug) => ({ slug })),
  '/events/[slug]/register': () => getEventSlugs().map((slug) => ({ slug })),
  '/crowdfunding/[slug]': () => getCrowdfundingProjectSlugs().map((slug) => ({ slug })),
  '/gallery/[album]': () => getAlbumSlugs().map((album) => ({ album })),
  '/articles/[slug]': () => getArticleSlugs().map((slug) => ({ slug })),
  '/news/[slug]': () => getNewsSlugs().map((slug) => ({ slug })),
};

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = listPageRoutes().flatMap((pattern) => {
    if (dynamicSegments(pattern).length === 0) return [pattern];
    const params = DYNAMIC_ROUTE_PARAMS[pattern];
    if (!params) throw new Error(`sitemap: no parameters registered for ${pattern}`);
    return params().map((p) => fillRoute(pattern, p));
  });
  return [...new Set(paths)].sort().map((path) => ({ url: absoluteUrl(path) }));
}
