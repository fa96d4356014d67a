import { animationsEnded, expect, sweep, test } from './support/fixtures';

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

test.describe('animationsEnded', () => {
  test('waits out a transition cancelled midway, and the one that replaces it', async ({
    page,
  }) => {
    await page.setContent(
      '<style>#box { width: 10px; height: 10px; transition: transform 10s linear }' +
        ' #box.on { transform: scale(2) }</style><div id="box"></div>',
    );
    await page.evaluate(() => {
      const box = document.getElementById('box')!;
      box.getBoundingClientRect();
      box.classList.add('on');
    });
    const cancelled = page.evaluate(() =>
      document
        .getAnimations()[0]!
        .finished.then(() => 'finished')
        .catch((error: Error) => error.name),
    );
    const ended = animationsEnded(page);
    // Reversed once it has run 100 ms, long before its 10 s are out however slow the machine: the
    // running transition is cancelled, and a new one runs back for as long as it had run.
    await page.waitForFunction(() => Number(document.getAnimations()[0]?.currentTime ?? 0) >= 100);
    await page.evaluate(() => document.getElementById('box')!.classList.remove('on'));
    await ended;
    expect(await cancelled).toBe('AbortError');
    expect(
      await page.evaluate(() => document.getAnimations().map((animation) => animation.playState)),
    ).toEqual([]);
  });
});
