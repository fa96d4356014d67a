import type { Locator } from '@playwright/test';
import { getPublishedArticles } from '../data/articles';
import { getAlbums } from '../data/gallery';
import { getPublishedNews } from '../data/news';
import { SITE } from '../data/site';
import { expect, sweep, test } from './support/fixtures';
import { jsonLdOf } from './support/publications';

/*
 * The home page's own content (its profiles teaser is in directory.spec.ts, its events in
 * events.spec.ts, 'Join Now' in membership.spec.ts).
 */

const WAYS = [
  ['Membership', '/membership'],
  ['Partnership', '/partnership-opportunities'],
  ['Sponsorship', '/sponsorship'],
  ['CSR & Donation', '/csr-donation'],
  ['Crowdfunding', '/crowdfunding'],
];

/** Each link of a region as [its text, its href]. */
const linksOf = (region: Locator) =>
  region
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
    );

test.describe('the home page', () => {
  sweep(
    'describes the association as an Organization and the site as a WebSite',
    async ({ page }) => {
      await page.goto('/');
      const data = await jsonLdOf(page);
      const org = data.find((d) => d['@type'] === 'Organization')!;
      expect(org).toMatchObject({
        name: SITE.name,
        url: `${SITE.url}/`,
        logo: { '@type': 'ImageObject', url: `${SITE.url}${SITE.logo}` },
        contactPoint: {
          '@type': 'ContactPoint',
          telephone: '+622155502016',
          email: SITE.contact.email,
        },
        address: { '@type': 'PostalAddress', addressCountry: 'ID' },
      });
      // The footer's social icons have no addresses (spec): no sameAs until they do.
      expect(org).not.toHaveProperty('sameAs');
      expect(data.find((d) => d['@type'] === 'WebSite')).toMatchObject({
        name: SITE.name,
        url: `${SITE.url}/`,
        publisher: { '@id': org['@id'] },
      });
    },
  );

  sweep("offers the five ways to 'Work with us'", async ({ page }) => {
    await page.goto('/');
    expect(await linksOf(page.getByRole('region', { name: 'Work with us' }))).toEqual(WAYS);
  });

  sweep(
    "shows the latest articles and news, and a gallery strip, 'From the network'",
    async ({ page }) => {
      await page.goto('/');
      const band = page.getByRole('region', { name: 'From the network' });
      expect(await linksOf(band.getByRole('region', { name: 'Latest articles' }))).toEqual([
        ...getPublishedArticles()
          .slice(0, 3)
          .map((article) => [article.title, `/articles/${article.slug}`]),
        ['All Articles', '/articles'],
      ]);
      expect(await linksOf(band.getByRole('region', { name: 'Latest news' }))).toEqual([
        ...getPublishedNews()
          .slice(0, 3)
          .map((item) => [item.headline, `/news/${item.slug}`]),
        ['Visit the Newsroom', '/news'],
      ]);
      const gallery = band.getByRole('region', { name: 'From the gallery' });
      const photos = gallery.locator('img');
      await expect(photos).toHaveCount(getAlbums().length);
      for (const photo of await photos.all()) {
        await expect(photo).toHaveAttribute('alt', /\S/);
        await expect(photo).toHaveAttribute('loading', 'lazy');
      }
      expect(
        await gallery
          .getByRole('link')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      ).toEqual([...getAlbums().map((album) => `/gallery/${album.slug}`), '/gallery']);
    },
  );
});
