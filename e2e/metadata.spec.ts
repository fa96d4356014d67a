import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMessages } from '../data/messages';
import { splitLocale } from '../lib/i18n/paths';
import { expect, servedDocument, sweep, test } from './support/fixtures';
import { exportedPages } from './support/pages';

/*
 * Every exported page, for crawlers and share previews: a unique title and description, a
 * canonical URL, Open Graph and Twitter cards with an image that exists, valid JSON-LD, and an
 * entry in the sitemap.
 */
const pages = exportedPages();
const sitemap = readFileSync(join('out', 'sitemap.xml'), 'utf8');
const sitemapUrls = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const sitemapPaths = sitemapUrls.map((url) => new URL(url).pathname);

test('every page is in the sitemap, and only pages', () => {
  expect([...sitemapPaths].sort()).toEqual([...pages].sort());
});

// Within an edition: an event's brand name is its title in both languages, and the twins are tied
// together by their hreflang alternates.
test('titles and descriptions are unique across the pages of each edition', async ({ request }) => {
  // One test must see every page to compare them, so its time is scaled with the pages (a page's
  // HTML is fetched and read in some 10 ms, ten times that allowed), not fixed: the site grows.
  test.setTimeout(45_000 + pages.length * 100);
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

// All of it is in the HTML as served, for crawlers that run no scripts: the document is fetched
// and parsed as they do, with no browser (jsdom runs no scripts and loads nothing). A sweep, for
// the shared tab that `problems` watches instead of a browser context per page.
for (const path of pages) {
  sweep(
    `${path} has a canonical URL, share cards and valid structured data`,
    async ({ request }) => {
      const document = await servedDocument(request, path);
      const meta = (selector: string) =>
        document.head.querySelector(selector)?.getAttribute('content') ?? null;
      const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(path);
      // The sitemap names the page exactly as its canonical link does (the home page included).
      expect(sitemapUrls, 'the sitemap').toContain(canonical);
      expect(meta('meta[property="og:title"]')).toMatch(/\S/);
      expect(meta('meta[property="og:description"]')).toMatch(/\S/);
      expect(meta('meta[property="og:url"]')).toBe(canonical);
      expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      // The image described for whoever cannot see it, in the page's language, on both cards.
      const ogImage = meta('meta[property="og:image"]');
      const ogImageAlt = meta('meta[property="og:image:alt"]');
      expect(ogImageAlt, 'og:image:alt').toMatch(/\S/);
      expect(meta('meta[name="twitter:image"]')).toBe(ogImage);
      expect(meta('meta[name="twitter:image:alt"]')).toBe(ogImageAlt);
      const imageResponse = await request.get(new URL(ogImage!).pathname);
      expect(imageResponse.status(), ogImage!).toBe(200);
      expect(imageResponse.headers()['content-type']).toMatch(/^image\//);
      const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? ''),
      );
      for (const item of data) expect(item['@context']).toBe('https://schema.org');
      // A page that shows a breadcrumb trail describes it to crawlers too.
      const { breadcrumb } = getMessages(splitLocale(path).locale).common;
      const trails = [...document.querySelectorAll('nav')].filter(
        (nav) => nav.getAttribute('aria-label') === breadcrumb,
      );
      if (trails.length) expect(data.map((item) => item['@type'])).toContain('BreadcrumbList');
    },
  );
}
