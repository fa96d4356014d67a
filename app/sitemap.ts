import type { MetadataRoute } from 'next';
import { getArticleSlugs } from '@/data/articles';
import { getCeoSlugs } from '@/data/ceos';
import { getCrowdfundingProjectSlugs } from '@/data/crowdfunding';
import { getEventSlugs } from '@/data/events';
import { getAlbumSlugs } from '@/data/gallery';
import { getNewsSlugs } from '@/data/news';
import { absoluteUrl } from '@/data/site';
import { listPageRoutes } from '@/lib/app-routes';
import { bilingualRoutes, isBilingual } from '@/lib/i18n/editions';
import { localizePath, splitLocale } from '@/lib/i18n/paths';
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

/**
 * Every page of both editions; a page that has its twin in the other edition lists both as
 * alternates (`hreflang` en, id and x-default), as its own `<head>` does.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const routes = bilingualRoutes();
  const paths = listPageRoutes().flatMap((pattern) => {
    if (dynamicSegments(pattern).length === 0) return [pattern];
    // An Indonesian route has the parameters of its English twin.
    const params = DYNAMIC_ROUTE_PARAMS[splitLocale(pattern).path];
    if (!params) throw new Error(`sitemap: no parameters registered for ${pattern}`);
    return params().map((p) => fillRoute(pattern, p));
  });
  return [...new Set(paths)].sort().map((path) => {
    const english = splitLocale(path).path;
    if (!isBilingual(english, routes)) return { url: absoluteUrl(path) };
    return {
      url: absoluteUrl(path),
      alternates: {
        languages: {
          en: absoluteUrl(english),
          id: absoluteUrl(localizePath(english, 'id')),
          'x-default': absoluteUrl(english),
        },
      },
    };
  });
}
