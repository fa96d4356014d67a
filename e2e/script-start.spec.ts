import type { Page } from '@playwright/test';
import { getAlbums } from '../data/gallery';
import { startupScripts } from '../scripts/first-load-js.mjs';
import { INLINED_ATTRIBUTE } from '../scripts/rewrite/inline-css.mjs';
import { JOINED_PREFIX, JOINED_TYPE } from '../scripts/rewrite/join-scripts.mjs';
import {
  IMAGES_WAIT_MS,
  IN_PLACE_ATTRIBUTE,
  PAYLOAD_ATTRIBUTE,
  START_ATTRIBUTE,
  STARTER_PATH,
  WHEN_PARSED_TYPE,
  startedScripts,
  starterFile,
} from '../scripts/rewrite/start-when-parsed.mjs';
import {
  allowProblems,
  expect,
  holdRequests,
  servedDocument,
  sweep,
  test,
  waitForHydration,
} from './support/fixtures';
import { representativePages } from './support/pages';

/*
 * scripts/rewrite/inline-css.mjs and scripts/rewrite/start-when-parsed.mjs: a page carries its
 * stylesheet, so it paints from its HTML alone; its scripts and its RSC payload (the page's .txt)
 * are asked for once the page is parsed, by one small starter at the end of <head> and its file,
 * and the app starts with both in.
 * scripts/rewrite/join-scripts.mjs: the scripts are two files, the page's own and the shared one.
 */
const classic = 'script:not([src]):not([type]), script[type="text/javascript"]:not([src])';
/** An album: its first row's two photos are eager, its largest paint on a phone. */
const ALBUM = getAlbums()[0]!.slug;
/**
 * When the page was parsed, and when it asked for each of its scripts (the starter's file among
 * them) and its payload.
 */
const startRequests = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      parsed: navigation!.domContentLoadedEventStart,
      requested: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.(js|txt)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });
/** The stylesheets the page holds inline that it has also fetched as files (none, if all is well). */
const inlinedAndFetched = (page: Page) =>
  page.evaluate((attribute) => {
    const fetched = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname);
    return [...document.querySelectorAll(`[${attribute}]`)]
      .map((inline) => inline.getAttribute(attribute)!)
      .filter((href) => fetched.includes(href));
  }, INLINED_ATTRIBUTE);

test.describe('a page carries its stylesheet, and starts its scripts once parsed', () => {
  // One test per route (its first page), not one test looping over them all: the routes grow with
  // the site, and one test's fixed time would not. The HTML as served, read with no browser: a
  // sweep, for the shared tab that `problems` watches instead of a browser context per route.
  for (const path of representativePages()) {
    sweep(
      `on ${path}: the stylesheet inline, one starter last in <head>, the payload a file`,
      async ({ request }) => {
        const document = await servedDocument(request, path);
        const head = [...document.head.children];
        // Every stylesheet is in the page: no file is asked for.
        const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')];
        expect(sheets.length, path).toBeGreaterThan(0);
        for (const sheet of sheets) {
          expect(sheet.getAttribute('href'), path).toMatch(/^data:text\/css;/);
          expect(sheet.getAttribute(INLINED_ATTRIBUTE), path).toMatch(/^\/_next\/static\/.+\.css$/);
        }
        expect(document.querySelector('link[rel="preload"][as="style"]'), path).toBeNull();
        // The site's stylesheet first (Tailwind's, some 55 KB), a route's own after it; its fonts
        // in a <style> just before it.
        expect(decodeURIComponent(sheets[0]!.getAttribute('href')!).length, path).toBeGreaterThan(
          10_000,
        );
        expect(sheets[0]!.previousElementSibling?.textContent, path).toMatch(/^@font-face\{/);
        // The starter is the last element of <head>; no script file is named anywhere else.
        const starter = head.at(-1)!;
        expect(starter.hasAttribute(START_ATTRIBUTE), path).toBe(true);
        expect(document.querySelectorAll(`[${START_ATTRIBUTE}]`), path).toHaveLength(1);
        expect(document.querySelectorAll('script[src]:not([nomodule])'), path).toHaveLength(0);
        expect(document.querySelector('link[rel="preload"][as="script"]'), path).toBeNull();
        // The payload is the page's own file, not in the page.
        const file = path === '/' ? '/index.txt' : `${path}.txt`;
        expect(starter.getAttribute(PAYLOAD_ATTRIBUTE), path).toMatch(
          new RegExp(`^${file.replace(/[.[\]]/g, '\\$&')}\\?v=[0-9a-f]{12}$`),
        );
        expect(document.documentElement.innerHTML, path).not.toContain('self.__next_f.push([1,');
        expect(document.documentElement.innerHTML, path).not.toContain('.push([0])');
        // The starter asks for its file, the same on every page.
        expect(starterFile(document.documentElement.outerHTML), path).toBe(STARTER_PATH);
        // Next's inline scripts of <body> (its bootstrap) are inert until the page is parsed; only a
        // script marked to run in place runs as the parser meets it.
        expect(
          document.body.querySelectorAll(`script[type="${WHEN_PARSED_TYPE}"]`).length,
          path,
        ).toBeGreaterThan(0);
        expect(
          [...document.body.querySelectorAll(classic)].filter(
            (script) => !script.hasAttribute(IN_PLACE_ATTRIBUTE),
          ),
          path,
        ).toEqual([]);
      },
    );
  }

  test('a page asks for no stylesheet, and gets its links back, disabled, for React', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const links = await page.evaluate(
      (attribute) =>
        [...document.querySelectorAll(`link[${attribute}]`)].map((inline) => {
          const link = inline.nextElementSibling;
          return {
            inlined: inline.getAttribute(attribute),
            link: link?.matches('link[rel="stylesheet"][data-precedence="next"][disabled]')
              ? link.getAttribute('href')
              : null,
          };
        }),
      INLINED_ATTRIBUTE,
    );
    expect(links).toHaveLength(2);
    for (const { inlined, link } of links) expect(link).toBe(inlined);
    expect(await inlinedAndFetched(page)).toEqual([]);
    // Styled by the page's own CSS: the site's dark ground.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(13, 13, 13)',
    );
  });

  test('moving to another page in the app keeps the styles, and fetches none it holds', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Membership' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    expect(await inlinedAndFetched(page)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(13, 13, 13)',
    );
  });

  test('the scripts and the payload are asked for once the page is parsed; the app starts with the payload in', async ({
    page,
    request,
  }) => {
    const path = '/events';
    const expected = startupScripts(await (await request.get(path)).text());
    // The starter's file, the page's own and the shared one.
    expect(expected.size).toBe(3);
    const release = await holdRequests(page, /\/events\.txt\?v=/);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(
      (count) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length >= count,
      expected.size,
    );
    const before = {
      ...(await startRequests(page)),
      ...(await page.evaluate(() => ({
        payload: (window as unknown as { __next_f?: unknown[] }).__next_f,
        hydrated: document.documentElement.hasAttribute('data-hydrated'),
      }))),
    };
    for (const script of expected) {
      const asked = before.requested.find((each) => each.path === script);
      expect(asked, script).toBeDefined();
      expect(asked!.start, script).toBeGreaterThanOrEqual(before.parsed);
    }
    // Every script is in, but the app waits for its payload.
    expect(before.payload).toBeUndefined();
    expect(before.hydrated).toBe(false);
    release();
    await waitForHydration(page);
  });

  test('on an album, the scripts and the payload are asked for once its eager photos are in, so they have the line to themselves', async ({
    page,
  }) => {
    await page.goto(`/gallery/${ALBUM}`);
    await waitForHydration(page);
    const photos = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return [...document.images]
        .filter((img) => img.loading !== 'lazy')
        .map((img) => entries.find((entry) => entry.name === img.currentSrc)?.responseEnd ?? null);
    });
    // All but the starter's small file, asked for once the page is parsed.
    const requested = (await startRequests(page)).requested.filter(
      (each) => each.path !== STARTER_PATH,
    );
    expect(photos).toHaveLength(2);
    expect(requested.filter((each) => each.path.startsWith(JOINED_PREFIX))).toHaveLength(2);
    const photosIn = Math.max(...photos.map((end) => end ?? Infinity));
    expect(photosIn).toBeLessThan(Infinity);
    expect(Math.min(...requested.map((each) => each.start))).toBeGreaterThanOrEqual(photosIn);
  });

  test(`a stalled photo holds the app back ${IMAGES_WAIT_MS} ms at most`, async ({ page }) => {
    const release = await holdRequests(page, /\/_img\/images\/gallery\//);
    await page.goto(`/gallery/${ALBUM}`, { waitUntil: 'commit' });
    await waitForHydration(page);
    const { parsed, requested: all } = await startRequests(page);
    const requested = all.filter((each) => each.path !== STARTER_PATH);
    const photosIn = await page.evaluate(() =>
      [...document.images].some((img) => img.loading !== 'lazy' && img.complete),
    );
    // Hydrated with the photos still held: the wait ran out, and the app started then.
    expect(photosIn).toBe(false);
    expect(Math.min(...requested.map((each) => each.start)) - parsed).toBeGreaterThanOrEqual(
      IMAGES_WAIT_MS - 1,
    );
    release();
  });

  test("a page's scripts are two files, its own and the shared one, and no chunk in them is fetched, on loading or on moving on", async ({
    page,
    request,
  }) => {
    const fetchedScripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
      );
    const [own, shared] = startedScripts(await (await request.get('/contact')).text());
    expect(own).toMatch(new RegExp(`^${JOINED_PREFIX}[0-9a-f]{12}\\.js$`));
    expect(shared).toMatch(new RegExp(`^${JOINED_PREFIX}[0-9a-f]{12}\\.js$`));
    expect(startedScripts(await (await request.get('/news')).text())).toContain(shared);

    await page.goto('/contact');
    await waitForHydration(page);
    // Each chunk of the two files has its inert element, so the runtime and React find it there.
    const joined = await page.evaluate(
      (type) =>
        [...document.querySelectorAll(`script[type="${type}"]`)].map((e) => e.getAttribute('src')),
      JOINED_TYPE,
    );
    expect(joined.length).toBeGreaterThan(5);
    expect(new Set(joined).size).toBe(joined.length);
    const loaded = await fetchedScripts();
    // Each file once (the order they are asked for in is the next test's).
    expect(loaded.filter((path) => path === own || path === shared).sort()).toEqual(
      [own, shared].sort(),
    );
    expect(loaded.filter((path) => joined.includes(path))).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Membership' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeEditable();
    const moved = await fetchedScripts();
    expect(moved.filter((path) => joined.includes(path))).toEqual([]);
    expect(new Set(moved).size).toBe(moved.length);
  });

  test("the starter's file and the shared file are asked for as the page is parsed, the page's own file and the payload in a later task (after its first frame), each once", async ({
    page,
    request,
  }) => {
    const [own, shared] = startedScripts(await (await request.get('/contact')).text());
    await page.goto('/contact');
    await waitForHydration(page);
    const { parsed, requested } = await startRequests(page);
    const at = (path: string) => requested.find((each) => each.path === path)?.start;
    // Asked for once each (the shared file by its preload, which its script then takes).
    for (const path of [STARTER_PATH, '/contact.txt', own!, shared!])
      expect(
        requested.filter((each) => each.path === path),
        path,
      ).toHaveLength(1);
    expect(at(STARTER_PATH)).toBeGreaterThanOrEqual(parsed);
    expect(at(shared!)).toBeGreaterThanOrEqual(parsed);
    expect(at(own!)).toBeGreaterThan(at(shared!)!);
    expect(at('/contact.txt')).toBeGreaterThan(at(shared!)!);
    expect(
      await page.evaluate(
        (href) =>
          document.querySelectorAll(`link[rel="preload"][as="script"][href="${href}"]`).length,
        shared!,
      ),
    ).toBe(1);
  });

  test('if the payload cannot be had, the page stays as its HTML made it, and works', async ({
    page,
    problems,
  }) => {
    await page.route(/\/contact\.txt\?v=/, (route) => route.abort());
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false,
    );
    // Its links still lead on.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Membership' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    allowProblems(problems, /Failed to load resource/);
  });
});
