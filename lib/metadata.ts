import type { Metadata } from 'next';
import { LOCALES, type Locale } from '@/data/locales';
import { SITE } from '@/data/site';
import { isBilingual } from './i18n/editions';
import { localizePath, OG_LOCALE } from './i18n/paths';
import { defaultOgImage, type OgImage } from './og';

/**
 * A page's alternates: its canonical URL in its own edition, and `hreflang` links to both
 * editions, English standing for any other language (`x-default`). `path` is the English path.
 */
export function buildAlternates(path: string, locale: Locale) {
  if (!isBilingual(path)) return { canonical: localizePath(path, locale) };
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((each) => [each, localizePath(path, each)]),
  );
  return {
    canonical: localizePath(path, locale),
    languages: { ...languages, 'x-default': path },
  };
}

type PageMetadataInput = {
  /** The page's own title; the layout's template adds the site name unless `absoluteTitle`. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  /** The page's English path; the canonical URL, og:url and the alternates follow from it. */
  path: string;
  /** The page's edition ('en' unless given). */
  locale?: Locale;
  image?: OgImage;
  type?: 'website' | 'article' | 'profile';
  /** For `type: 'article'`: article:published_time (`YYYY-MM-DD`), article:section and article:tag. */
  article?: { publishedTime: string; section?: string; tags?: readonly string[] };
  /** RSS feeds announced with <link rel="alternate" type="application/rss+xml">. */
  feeds?: readonly { url: string; title: string }[];
};

/** Builds a page's title, description, canonical URL, Open Graph and Twitter card in one place. */
export function buildPageMetadata({
  title,
  absoluteTitle = false,
  description,
  path,
  locale = 'en',
  image = defaultOgImage(locale),
  type = 'website',
  article,
  feeds,
}: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${SITE.name}`;
  const articleFields =
    type === 'article' && article
      ? {
          publishedTime: article.publishedTime,
          ...(article.section ? { section: article.section } : {}),
          ...(article.tags?.length ? { tags: [...article.tags] } : {}),
        }
      : {};
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      ...buildAlternates(path, locale),
      ...(feeds?.length
        ? { types: { 'application/rss+xml': feeds.map((feed) => ({ ...feed })) } }
        : {}),
    },
    openGraph: {
      type,
      ...articleFields,
      title: fullTitle,
      description,
      url: localizePath(path, locale),
      siteName: SITE.name,
      locale: OG_LOCALE[locale],
      ...(isBilingual(path)
        ? {
            alternateLocale: LOCALES.filter((each) => each !== locale).map(
              (each) => OG_LOCALE[each],
            ),
          }
        : {}),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
