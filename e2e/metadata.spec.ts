import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMessages } from '../data/messages';
import { splitLocale } from '../lib/i18n/paths';
import { expect, serveDocumentOnly, sweep, test } from './support/fixtures';
import { exportedPages } from './support/pages';

/*
 * Every exported page, for crawlers and share previews: a unique title and description, a
 * canonical URL, Open Graph and Twitter cards with an image that exists, valid JSON-LD, and an
 * entry in the sitemap.
 */
const pages = exportedPages();
const sitemap = readFileSync(join('out', 'sitemap.xml'), 'utf8');
const sitemapPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
  (m) => m[1] || '/',
);

test('every page is in the sitemap, and only pages', () => {
  expect([...sitemapPaths].sort()).toEqual([...pages].sort());
});

// Within an edition: an event's brand name is its title in both languages, and the twins are tied
// together by their hreflang alternates.
test('titles and descriptions are unique across the pages of each edition', async ({ request }) => {
  const seen = new Map<string, string>();
  for (const path of pages) {
    const { locale } = splitLocale(path);
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(title, path).toBeTruthy();
    expect(description, path).toBeTruthy();
    for (const value of [`${locale} title:${title}`, `${locale} description:${description}`]) {
      expect(seen.get(value), `${path} repeats ${seen.get(value)}'s ${value}`).toBeUndefined();
      seen.set(value, path);
    }
  }
});

// All of it is in the HTML as served, for crawlers that run no scripts: read with JavaScript off.
sweep.describe('as served, without JavaScript', () => {
  sweep.use({ javaScriptEnabled: false });

  for (const path of pages) {
    sweep(
      `${path} has a canonical URL, share cards and valid structured data`,
      async ({ page, request }) => {
        // The document alone, as a crawler fetches it: its stylesheets, fonts and images are not
        // what is checked here (the share image is fetched below).
        await serveDocumentOnly(page);
        await page.goto(path);
        // Read in one pass (the page runs no scripts of its own; this is the test's reading).
        const head = await page.evaluate(() => {
          const meta = (selector: string) =>
            document.head.querySelector(selector)?.getAttribute('content') ?? null;
          return {
            canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
            ogTitle: meta('meta[property="og:title"]'),
            ogDescription: meta('meta[property="og:description"]'),
            ogUrl: meta('meta[property="og:url"]'),
            twitterCard: meta('meta[name="twitter:card"]'),
            ogImage: meta('meta[property="og:image"]'),
            ogImageAlt: meta('meta[property="og:image:alt"]'),
            twitterImage: meta('meta[name="twitter:image"]'),
            twitterImageAlt: meta('meta[name="twitter:image:alt"]'),
            jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
              (script) => script.textContent ?? '',
            ),
          };
        });
        expect(new URL(head.canonical!).pathname).toBe(path);
        expect(head.ogTitle).toMatch(/\S/);
        expect(head.ogDescription).toMatch(/\S/);
        expect(head.ogUrl).toBe(head.canonical);
        expect(head.twitterCard).toBe('summary_large_image');
        // The image described for whoever cannot see it, in the page's language, on both cards.
        expect(head.ogImageAlt, 'og:image:alt').toMatch(/\S/);
        expect(head.twitterImage).toBe(head.ogImage);
        expect(head.twitterImageAlt).toBe(head.ogImageAlt);
        const imageResponse = await request.get(new URL(head.ogImage!).pathname);
        expect(imageResponse.status(), head.ogImage!).toBe(200);
        expect(imageResponse.headers()['content-type']).toMatch(/^image\//);
        const data = head.jsonLd.map((text) => JSON.parse(text));
        for (const item of data) expect(item['@context']).toBe('https://schema.org');
        const { breadcrumb } = getMessages(splitLocale(path).locale).common;
        if (await page.getByRole('navigation', { name: breadcrumb, exact: true }).count()) {
          expect(data.map((item) => item['@type'])).toContain('BreadcrumbList');
        }
      },
    );
  }
});
