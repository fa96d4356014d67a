import type { Metadata } from 'next';
import { SITE } from '@/data/site';
import { OG_SIZE, type OgImage } from './og';

export const DEFAULT_OG_IMAGE: OgImage = {
  url: '/og/default.png',
  ...OG_SIZE,
  alt: `${SITE.name}: ${SITE.tagline}`,
};

type PageMetadataInput = {
  /** The page's own title; the layout's template adds the site name unless `absoluteTitle`. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  /** The page's path, used for the canonical URL and og:url. */
  path: string;
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
  image = DEFAULT_OG_IMAGE,
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
      canonical: path,
      ...(feeds?.length
        ? { types: { 'application/rss+xml': feeds.map((feed) => ({ ...feed })) } }
        : {}),
    },
    openGraph: {
      type,
      ...articleFields,
      title: fullTitle,
      description,
      url: path,
      siteName: SITE.name,
      locale: SITE.locale,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
  };
}
