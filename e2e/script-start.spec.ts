import { startupScripts } from '../scripts/first-load-js.mjs';
import {
  IN_PLACE_ATTRIBUTE,
  START_ATTRIBUTE,
  WHEN_PARSED_TYPE,
} from '../scripts/start-after-css.mjs';
import {
  allowProblems,
  expect,
  holdRequests,
  servedDocument,
  test,
  waitForHydration,
} from './support/fixtures';
import { representativePages } from './support/pages';

/*
 * scripts/start-after-css.mjs: nothing in the page waits for the stylesheet, so the document is
 * parsed while it downloads; Next's inline scripts run once the page is parsed, and its scripts
 * start once the stylesheet is in (or has failed), from one starter in <head>.
 */
test.describe('scripts start when the stylesheet is in', () => {
  test('on every route, no script waits for the stylesheet', async ({ request }) => {
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
      // The starter comes just before the stylesheets; no script file is named anywhere else.
      expect(head[first - 1]?.hasAttribute(START_ATTRIBUTE), path).toBe(true);
      expect(document.querySelectorAll(`[${START_ATTRIBUTE}]`), path).toHaveLength(1);
      expect(document.querySelectorAll('script[src]:not([nomodule])'), path).toHaveLength(0);
      expect(document.querySelector('link[rel="preload"][as="script"]'), path).toBeNull();
      // Next's inline scripts of <body> are inert until the page is parsed; only a script marked
      // to run in place (the 404 page's) runs as the parser meets it.
      expect(
        document.body.querySelectorAll(`script[type="${WHEN_PARSED_TYPE}"]`).length,
        path,
      ).toBeGreaterThan(1);
      expect(
        [...document.body.querySelectorAll(classic)].filter(
          (script) => !script.hasAttribute(IN_PLACE_ATTRIBUTE),
        ),
        path,
      ).toEqual([]);
    }
  });

  test('the page is parsed while its stylesheet is held, and its scripts wait for it', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/*.css');
    await page.goto('/events', { waitUntil: 'commit' });
    // DOMContentLoaded with the stylesheet still on its way: Next's payload has run, no script
    // file has been asked for.
    await page.waitForFunction(() => document.readyState === 'interactive');
    const before = await page.evaluate(() => ({
      payload: (window as unknown as { __next_f?: unknown[] }).__next_f?.length ?? 0,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length,
    }));
    expect(before.payload).toBeGreaterThan(1);
    expect(before.scripts).toBe(0);
    release();
    await waitForHydration(page);
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
