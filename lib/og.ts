import type { Locale } from '@/data/locales';
import { getSiteText, SITE } from '@/data/site';
import { localizePath } from './i18n/paths';

/** The size of every share image (Open Graph and Twitter's large card). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

export type OgImage = { url: string; width: number; height: number; alt: string };

/** The site's share image, with its words in the edition's language. */
export function defaultOgImage(locale: Locale): OgImage {
  return {
    url: localizePath('/og/default.png', locale),
    ...OG_SIZE,
    alt: `${SITE.name}: ${getSiteText(locale).tagline}`,
  };
}

/** The share image (in the page's edition) written for a CEO profile (app/og/ceo/[file]/route.tsx). */
export function ceoOgImage(ceo: { slug: string; name: string }, locale: Locale = 'en'): OgImage {
  return {
    url: localizePath(`/og/ceo/${ceo.slug}.png`, locale),
    ...OG_SIZE,
    alt: `${ceo.name}, ${SITE.name}`,
  };
}

/** The share image (in the page's edition) written for an event (app/og/events/[file]/route.tsx). */
export function eventOgImage(
  event: { slug: string; title: string },
  locale: Locale = 'en',
): OgImage {
  return {
    url: localizePath(`/og/events/${event.slug}.png`, locale),
    ...OG_SIZE,
    alt: event.title,
  };
}

/** The share image (in the page's edition) written for a crowdfunding project (app/og/crowdfunding/[file]/route.tsx). */
export function projectOgImage(
  project: { slug: string; name: string },
  locale: Locale = 'en',
): OgImage {
  return {
    url: localizePath(`/og/crowdfunding/${project.slug}.png`, locale),
    ...OG_SIZE,
    alt: project.name,
  };
}

/** The share image (in the page's edition) written for an article (app/og/articles/[file]/route.tsx). */
export function articleOgImage(
  article: { slug: string; title: string },
  locale: Locale = 'en',
): OgImage {
  return {
    url: localizePath(`/og/articles/${article.slug}.png`, locale),
    ...OG_SIZE,
    alt: article.title,
  };
}

/** The share image (in the page's edition) written for a news item (app/og/news/[file]/route.tsx). */
export function newsOgImage(
  item: { slug: string; headline: string },
  locale: Locale = 'en',
): OgImage {
  return { url: localizePath(`/og/news/${item.slug}.png`, locale), ...OG_SIZE, alt: item.headline };
}

/** The share image (in the page's edition) written for the Membership page (app/og/membership.png). */
export function membershipOgImage(locale: Locale = 'en', alt: string): OgImage {
  return { url: localizePath('/og/membership.png', locale), ...OG_SIZE, alt };
}
