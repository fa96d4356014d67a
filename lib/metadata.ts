import type { Metadata } from 'next';
import { SITE } from '@/data/site';

export const DEFAULT_OG_IMAGE = {
  url: '/og/default.png',
  width: 1200,
  height: 630,
  alt: `${SITE.name}: ${SITE.tagline}`,
} as const;

type PageMetadataInput = {
  /** The page's own title; the layout's template adds the site name. */
  title: string;
  description: string;
  /** The page's path, used for the canonical URL and og:url. */
  path: string;
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article' | 'profile';
};

/** Builds a page's title, description, canonical URL, Open Graph and Twitter card in one place. */
export function buildPageMetadata({
  title,
  description,
  path,
  image = DEFAULT_OG_IMAGE,
  type = 'website',
}: PageMetadataInput): Metadata {
  const fullTitle = `${title} | ${SITE.name}`;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
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
