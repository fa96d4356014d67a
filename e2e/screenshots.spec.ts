import { splitLocale } from '../lib/i18n/paths';
import { expect, sweep } from './support/fixtures';
import { exportedPages, representativePages } from './support/pages';

/*
 * What each route type looks like on a phone, a tablet and a desktop, as committed baselines
 * (e2e/screenshots.spec.ts-snapshots/): a change of layout shows up here as a picture to review.
 * After a deliberate change, `npx playwright test e2e/screenshots.spec.ts --update-snapshots`
 * writes the new baselines, to be looked at and committed with it.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

const englishRouteTypes = representativePages(exportedPages()).filter(
  (path) => splitLocale(path).locale === 'en',
);

/** '/events/some-slug/register' → 'events-slug-register' (one file name per route type). */
const nameOf = (path: string) =>
  path === '/'
    ? 'home'
    : path
        .slice(1)
        .split('/')
        .map((part, index, parts) => (index === 1 && parts.length > 1 ? 'slug' : part))
        .join('-');

for (const path of englishRouteTypes) {
  for (const viewport of WIDTHS) {
    sweep(`${path} at ${viewport.width} px looks as reviewed`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The page as on any but a visit's first: with the web fonts in the cache. A first page
      // whose fonts come after its first paint keeps its fallbacks (`font-display: optional`),
      // and on a busy machine they may.
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await page.goto(path);
      // The first three screens, where a layout shows itself (a whole page would make the
      // baselines megabytes each): fonts and every image in that band loaded first.
      const height = await page.evaluate(async (band) => {
        await document.fonts.ready;
        const shown = [...document.images].filter(
          (img) => img.getBoundingClientRect().top + scrollY < band,
        );
        for (const img of shown) img.loading = 'eager';
        await Promise.all(shown.map((img) => img.decode().catch(() => undefined)));
        return Math.min(document.documentElement.scrollHeight, band);
      }, viewport.height * 3);
      await expect(page).toHaveScreenshot(`${nameOf(path)}-${viewport.width}.png`, {
        fullPage: true,
        clip: { x: 0, y: 0, width: viewport.width, height },
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.01,
      });
    });
  }
}
