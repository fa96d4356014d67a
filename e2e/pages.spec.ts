import { axeViolations, expect, test, waitForHydration } from './support/fixtures';
import { exportedPages } from './support/pages';

/*
 * Every page of the export, found on disk, so a new page is covered without editing this file:
 * it loads and hydrates with no console or page errors (hydration mismatches included) and
 * axe finds no WCAG 2.2 A/AA violation, on a phone and on a desktop.
 */
const pages = exportedPages();

test('the export has pages to check', () => {
  expect(pages).toContain('/');
});

for (const path of pages) {
  test.describe(`page ${path}`, () => {
    for (const viewport of [
      { name: 'phone', width: 375, height: 812 },
      { name: 'desktop', width: 1280, height: 800 },
    ]) {
      test(`loads cleanly and passes axe on a ${viewport.name}`, async ({ page, problems }) => {
        await page.setViewportSize(viewport);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('h1')).toHaveCount(1);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      });
    }

    test('reads before JavaScript runs', async ({ browser }) => {
      // On a phone, where the nav is normally behind the menu button, which needs JavaScript.
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 375, height: 812 },
      });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
      await context.close();
    });
  });
}
