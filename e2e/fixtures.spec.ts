import { expect, sweep } from './support/fixtures';

/*
 * The shared tab of `sweep` (e2e/support/fixtures.ts): whatever one test leaves in it, the next
 * test of the worker starts without. The two tests run in order, in one worker, in one tab.
 */
sweep.describe.configure({ mode: 'serial' });

sweep.describe('a sweep', () => {
  sweep(
    'leaves a resized, reduced-motion tab with a route, a draft and a query',
    async ({ page }) => {
      await page.setViewportSize({ width: 400, height: 500 });
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
      // Every stylesheet answered empty.
      await page.route('**/*.css', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
      await page.goto('/contact?from=fixtures', { waitUntil: 'commit' });
      await page.evaluate(() => {
        sessionStorage.setItem('left-behind', 'draft');
        localStorage.setItem('left-behind', 'note');
      });
    },
  );

  sweep(
    'starts the next test blank, at its viewport, with no route and no storage',
    async ({ page }) => {
      expect(page.url()).toBe('about:blank');
      expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
      await page.goto('/contact');
      const state = await page.evaluate(() => ({
        reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        session: sessionStorage.getItem('left-behind'),
        local: localStorage.getItem('left-behind'),
        styled: document.styleSheets.length > 0 && getComputedStyle(document.body).margin === '0px',
      }));
      expect(state).toEqual({
        reducedMotion: false,
        dark: false,
        session: null,
        local: null,
        styled: true,
      });
    },
  );
});
