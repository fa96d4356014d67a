import {
  axeViolations,
  expect,
  recordHydratedWhenMarked,
  sweep,
  test,
  waitForHydration,
} from './support/fixtures';
import { getPublishedArticles } from '../data/articles';
import { getCeoSlugs } from '../data/ceos';
import { getCrowdfundingProjects } from '../data/crowdfunding';
import { getAlbums } from '../data/gallery';
import { getMessages } from '../data/messages';
import { getPublishedNews } from '../data/news';
import { splitLocale } from '../lib/i18n/paths';
import { exportedPages, representativePages } from './support/pages';

/*
 * Every page of the export, found on disk, so a new page is covered without editing this file:
 * it loads and hydrates with no console or page errors (hydration mismatches included) and
 * axe finds no WCAG 2.2 A/AA violation on a desktop; one page of each route is also checked on a
 * phone, and read with JavaScript off.
 */
const pages = exportedPages();
const representatives = new Set(representativePages(pages));

const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
};

test('the export has pages to check', () => {
  expect(pages).toContain('/');
  expect(representatives.size).toBeGreaterThan(1);
});

test('every profile, article, news item, project and album has its page, and nothing else', () => {
  const under = (pattern: RegExp) => pages.filter((path) => pattern.test(path));
  const expected = (prefix: string, slugs: string[]) => slugs.map((slug) => `${prefix}/${slug}`);
  expect(under(/^\/ceo\/[^/]+$/)).toEqual(expected('/ceo', getCeoSlugs()).sort());
  expect(under(/^\/articles\/[^/.]+$/)).toEqual(
    expected(
      '/articles',
      getPublishedArticles().map((a) => a.slug),
    ).sort(),
  );
  expect(under(/^\/news\/[^/.]+$/)).toEqual(
    expected(
      '/news',
      getPublishedNews().map((n) => n.slug),
    ).sort(),
  );
  expect(under(/^\/crowdfunding\/[^/]+$/)).toEqual(
    expected(
      '/crowdfunding',
      getCrowdfundingProjects().map((p) => p.slug),
    ).sort(),
  );
  expect(under(/^\/gallery\/[^/]+$/)).toEqual(
    expected(
      '/gallery',
      getAlbums().map((a) => a.slug),
    ).sort(),
  );
});

for (const path of pages) {
  test.describe(`page ${path}`, () => {
    const viewports = representatives.has(path)
      ? (['phone', 'desktop'] as const)
      : (['desktop'] as const);
    for (const name of viewports) {
      sweep(`loads cleanly and passes axe on a ${name}`, async ({ page, problems }) => {
        await page.setViewportSize(VIEWPORTS[name]);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('h1')).toHaveCount(1);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      });
    }

    if (representatives.has(path)) {
      sweep.describe('without JavaScript', () => {
        sweep.use({ javaScriptEnabled: false });
        // On a phone, where the nav is behind the menu button, whose drawer opens natively (a
        // <dialog> opened by invoker commands), and the fixed header covers none of the page.
        sweep('reads before JavaScript runs', async ({ page }) => {
          await page.setViewportSize(VIEWPORTS.phone);
          await page.goto(path);
          const h1 = page.locator('h1');
          await expect(h1).toBeVisible();
          const { menu } = getMessages(splitLocale(path).locale).common;
          await expect(page.getByRole('button', { name: menu.open })).toBeVisible();
          const header = await page.getByRole('banner').first().boundingBox();
          expect(header!.y + header!.height).toBeLessThanOrEqual((await h1.boundingBox())!.y);
          await expect(page.locator('main')).not.toBeEmpty();
        });
      });

      // The content and the footer hydrate in a pass after the header's, in the HydrateApart
      // boundary whose last child is the hydration marker: the page is marked hydrated only once
      // they have, even when a part's code comes late.
      sweep(
        'is marked hydrated only once its content and footer have hydrated',
        async ({ page }) => {
          await recordHydratedWhenMarked(page, ['main *', 'footer *']);
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute(
            'data-hydrated-when-marked',
            'true true',
          );
        },
      );
    }
  });
}
