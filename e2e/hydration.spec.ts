import { expect, test } from './support/fixtures';

/**
 * A page paints from its HTML and CSS alone, then starts its scripts (scripts/lib/
 * hydrate-after-paint.mjs); the `load` event still waits until they have run.
 */
for (const path of ['/', '/about', '/ceo-directory', '/contact', '/gallery', '/no-such-page']) {
  test(`${path} starts its scripts after its first paint, and load waits for them`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      addEventListener('load', () => {
        const w = window as unknown as { ranByLoad: boolean };
        // Next's client sets window.next when its scripts run.
        w.ranByLoad = 'next' in window;
      });
    });
    await page.goto(path);
    const timing = await page.evaluate(() => {
      const chunks = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name));
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        firstScript: Math.min(...chunks.map((entry) => entry.startTime)),
        scripts: chunks.length,
        ranByLoad: (window as unknown as { ranByLoad: boolean }).ranByLoad,
        frames: document.querySelectorAll('iframe').length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint);
    expect(timing.ranByLoad).toBe(true);
    // The frame that held `load` back is gone.
    expect(timing.frames).toBe(0);
  });
}
