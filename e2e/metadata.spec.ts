import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitLocale } from '../lib/i18n/paths';
import { expect, test } from './support/fixtures';
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
test.describe('as served, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of pages) {
    test(`${path} has a canonical URL, share cards and valid structured data`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const head = page.locator('head');
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(path);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        /\S/,
      );
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      const image = await head.locator('meta[property="og:image"]').first().getAttribute('content');
      // The image described for whoever cannot see it, in the page's language, on both cards.
      const alt = await head
        .locator('meta[property="og:image:alt"]')
        .first()
        .getAttribute('content');
      expect(alt, 'og:image:alt').toMatch(/\S/);
      await expect(head.locator('meta[name="twitter:image"]').first()).toHaveAttribute(
        'content',
        image!,
      );
      await expect(head.locator('meta[name="twitter:image:alt"]').first()).toHaveAttribute(
        'content',
        alt!,
      );
      const imageResponse = await request.get(new URL(image!).pathname);
      expect(imageResponse.status(), image!).toBe(200);
      expect(imageResponse.headers()['content-type']).toMatch(/^image\//);
      for (const script of await page
        .locator('script[type="application/ld+json"]')
        .allTextContents()) {
        const data = JSON.parse(script);
        expect(data['@context']).toBe('https://schema.org');
      }
      if (await page.getByRole('navigation', { name: 'Breadcrumb' }).count()) {
        const types = (
          await page.locator('script[type="application/ld+json"]').allTextContents()
        ).map((s) => JSON.parse(s)['@type']);
        expect(types).toContain('BreadcrumbList');
      }
    });
  }
});
