import { SITE } from '@/data/site';

/** The size of every share image (Open Graph and Twitter's large card). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

export type OgImage = { url: string; width: number; height: number; alt: string };

/** The share image written for a CEO profile (app/og/ceo/[file]/route.tsx). */
export function ceoOgImage(ceo: { slug: string; name: string }): OgImage {
  return { url: `/og/ceo/${ceo.slug}.png`, ...OG_SIZE, alt: `${ceo.name}, ${SITE.name}` };
}

/** The share image written for an event (app/og/events/[file]/route.tsx). */
export function eventOgImage(event: { slug: string; title: string }): OgImage {
  return { url: `/og/events/${event.slug}.png`, ...OG_SIZE, alt: event.title };
}

/** The share image written for a crowdfunding project (app/og/crowdfunding/[file]/route.tsx). */
export function projectOgImage(project: { slug: string; name: string }): OgImage {
  return { url: `/og/crowdfunding/${project.slug}.png`, ...OG_SIZE, alt: project.name };
}

/** The share image written for an article (app/og/articles/[file]/route.tsx). */
export function articleOgImage(article: { slug: string; title: string }): OgImage {
  return { url: `/og/articles/${article.slug}.png`, ...OG_SIZE, alt: article.title };
}

/** The share image written for a news item (app/og/news/[file]/route.tsx). */
export function newsOgImage(item: { slug: string; headline: string }): OgImage {
  return { url: `/og/news/${item.slug}.png`, ...OG_SIZE, alt: item.headline };
}
