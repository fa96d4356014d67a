import { startupScripts } from '../scripts/first-load-js.mjs';
import { START_ATTRIBUTE } from '../scripts/start-after-css.mjs';
import { allowProblems, expect, servedDocument, test, waitForHydration } from './support/fixtures';
import { representativePages } from './support/pages';

/*
 * scripts/start-after-css.mjs: the parser does not wait for the stylesheet before the end of
 * <body>, and the page's scripts start once the stylesheet is in (or has failed), from one starter
 * at the end of <body>.
 */
test.describe('scripts start when the stylesheet is in', () => {
  test('on every route, nothing before the end of <body> waits for the stylesheet', async ({
    request,
  }) => {
    for (const path of representativePages()) {
      const document = await servedDocument(request, path);
      const head = [...document.head.children];
      const first = head.findIndex((element) => element.matches('link[rel="stylesheet"]'));
      expect(first, path).toBeGreaterThan(0);
      // No classic script follows a stylesheet in <head>, so the parser does not stop there.
      const classic = 'script:not([src]):not([type]), script[type="text/javascript"]:not([src])';
      expect(
        head.slice(first).filter((element) => element.matches(classic)),
        path,
      ).toEqual([]);
      for (const sheet of document.head.querySelectorAll('link[rel="stylesheet"]')) {
        const preload = `link[rel="preload"][as="style"][href="${sheet.getAttribute('href')}"]`;
        expect(document.head.querySelector(preload), path).not.toBeNull();
      }
      // The starter ends <body>; no script file is named anywhere else.
      const inline = [...document.body.querySelectorAll('script:not([type])')];
      const starter = inline.at(-1)!;
      expect(starter.hasAttribute(START_ATTRIBUTE), path).toBe(true);
      expect(document.body.lastElementChild, path).toBe(starter);
      expect(document.querySelectorAll('script[src]:not([nomodule])'), path).toHaveLength(0);
      expect(document.querySelector('link[rel="preload"][as="script"]'), path).toBeNull();
    }
  });

  test("the page's scripts are asked for once the stylesheet has arrived, and run", async ({
    page,
    request,
  }) => {
    const path = '/events';
    const expected = startupScripts(await (await request.get(path)).text());
    expect(expected.size).toBeGreaterThan(5);
    await page.goto(path);
    const timings = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
    );
    const stylesheetIn = Math.max(
      ...timings.filter((each) => each.path.endsWith('.css')).map((each) => each.end),
    );
    for (const script of expected) {
      const timing = timings.find((each) => each.path === script);
      expect(timing, script).toBeDefined();
      expect(timing!.start, script).toBeGreaterThanOrEqual(stylesheetIn);
    }
  });

  test('a page whose stylesheet fails still starts its scripts and hydrates', async ({
    page,
    problems,
  }) => {
    await page.route('**/*.css', (route) => route.abort());
    await page.goto('/contact', { waitUntil: 'commit' });
    await waitForHydration(page);
    allowProblems(problems, /Failed to load resource/);
  });

  test('a page whose stylesheet comes from the cache hydrates', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/membership', { waitUntil: 'commit' });
    await waitForHydration(page);
    const sheets = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
        .map((entry) => entry.transferSize),
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.every((transferred) => transferred === 0)).toBe(true);
  });
});
