import type { Locale } from '@/data/locales';
import { absoluteUrl, getSiteText, siteTitle } from '@/data/site';
import { OG_LOCALE } from './i18n/paths';
import { defaultOgImage } from './og';

/** A `<meta>` tag of the 404 page's head: its `name` or `property`, and its content. */
export type HeadMeta = { readonly name?: string; readonly property?: string; content: string };

/**
 * The 404 page's edition-dependent head tags: the edition's description, share title, og:locale
 * and share image (the edition's, with its alt text in the edition's words), as siteMetadata
 * (components/layout/site-document.tsx) gives that edition's pages. The page renders them itself,
 * as it does its title, since the path's edition is only known in the browser
 * (app/global-not-found.tsx leaves them out of its metadata). Built on the server for both
 * editions and handed to the page's island, so the site's facts stay out of the browser's scripts.
 */
export function notFoundHeadTags(locale: Locale): readonly HeadMeta[] {
  const { description } = getSiteText(locale);
  const title = siteTitle(locale);
  const image = defaultOgImage(locale);
  const imageUrl = absoluteUrl(image.url);
  return [
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}
