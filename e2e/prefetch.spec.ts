import type { Page } from '@playwright/test';
import { startupScripts } from '../scripts/first-load-js.mjs';
import { payloadFile } from '../scripts/rewrite/start-when-parsed.mjs';
import { expect, test, waitForHydration } from './support/fixtures';
import { representativePages } from './support/pages';

/*
 * Prefetching on intent (components/layout/prefetch-on-intent.tsx): a page asks for nothing of
 * another page while it starts, nor after, until the visitor reaches for a link; then that page's
 * payload (and, through it, its scripts) comes ahead of the click, and the click moves inside the
 * app. With the browser asking to save data, nothing is fetched ahead at all.
 */

/** Notes on <html> when the page was marked hydrated, in the page's own clock. */
const recordHydration = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      document.documentElement.dataset.hydratedAt = String(performance.now());
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });

/** The page's scripts and payloads asked for, by path, with when each was asked for. */
const scriptsAndPayloads = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter(({ path }) => /\.(js|txt)$/.test(path)),
  );

/** A page's RSC payload names the chunks of its client components, as `/_next/static/chunks/…js`. */
const chunksNamedIn = (payload: string) =>
  new Set(
    [...payload.matchAll(/"((?:\/_next\/)?static\/chunks\/[^"]+\.js)"/g)].map(([, path]) =>
      path!.startsWith('/') ? path! : `/_next/${path}`,
    ),
  );

/**
 * Whether `path` is a payload file of the page at `href`: its whole payload (`/about.txt`, the home
 * page's `/index.txt`) or one of the segments Next prefetches (`/about/__next._tree.txt`, the home
 * page's `/__next._tree.txt`).
 */
function payloadOf(href: string, path: string) {
  const page = href.split(/[?#]/)[0]!.replace(/\/$/, '');
  return (
    path === `${page || '/index'}.txt` ||
    (path.startsWith(`${page}/__next.`) && path.endsWith('.txt'))
  );
}

/** Opens `path` and waits for hydration, with a mark on the window that a full load would lose. */
async function openMarked(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
}

/** Whether the page is still the document openMarked opened: a move inside the app. */
const stayedInApp = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test.describe('another page is fetched when the visitor reaches for it, not before', () => {
  // One test per route (its first page), not one test looping over them all: the routes grow with
  // the site, and one test's fixed time would not. Each in a context of its own (the init script
  // that notes the hydration), so each page is a first visit, with nothing in the cache.
  for (const path of representativePages()) {
    test(`${path} asks for no script or payload of another route before it has hydrated, nor after, untouched`, async ({
      page,
      request,
    }) => {
      await recordHydration(page);
      const html = await (await request.get(path)).text();
      const payload = payloadFile(html);
      const own = new Set([...startupScripts(html), ...(payload ? [payload.split('?')[0]!] : [])]);
      if (payload)
        for (const chunk of chunksNamedIn(await (await request.get(payload)).text()))
          own.add(chunk);
      await page.goto(path);
      await waitForHydration(page);
      const hydratedAt = Number(await page.locator('html').getAttribute('data-hydrated-at'));
      const early = (await scriptsAndPayloads(page)).filter(({ start }) => start <= hydratedAt);
      expect(
        early.filter(({ path }) => !own.has(path)).map(({ path }) => path),
        `${path}: asked for before hydration`,
      ).toEqual([]);
      // Untouched, nothing of another page comes after either: reaching for a link (the first in
      // the content to another page of the app) asks for its page, and anything Next had queued
      // (the links in view come first) would come before it.
      const target = await page.evaluate((here) => {
        const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')];
        const link = links.find(
          (a) =>
            a.checkVisibility() && !a.target && !a.pathname.includes('.') && a.pathname !== here,
        );
        return link?.getAttribute('href') ?? null;
      }, path);
      if (!target) return;
      const link = page.locator(`main a[href="${target}"]`).first();
      await link.hover();
      await expect
        .poll(async () =>
          (await scriptsAndPayloads(page)).some(({ path: p }) => payloadOf(target, p)),
        )
        .toBe(true);
      const others = (await scriptsAndPayloads(page))
        .filter(({ path: p }) => p.endsWith('.txt') && !own.has(p) && !payloadOf(target, p))
        .map(({ path: p }) => p);
      expect(others, `${path}: payloads of pages other than ${target}`).toEqual([]);
    });
  }

  test('a link reached for is fetched ahead, and its click moves inside the app to the page', async ({
    page,
  }) => {
    await openMarked(page, '/events');
    const link = page.locator('main a[href^="/events/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.hover();
    await expect
      .poll(async () => (await scriptsAndPayloads(page)).some(({ path }) => payloadOf(href, path)))
      .toBe(true);
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator('main h1')).not.toHaveText(/^Events$/);
    expect(await stayedInApp(page)).toBe(true);
  });

  test('by keyboard: focus on a link fetches its page ahead', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const link = page.locator('main a[href^="/news/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.focus();
    await expect
      .poll(async () => (await scriptsAndPayloads(page)).some(({ path }) => payloadOf(href, path)))
      .toBe(true);
  });

  test('when the browser asks to save data, nothing is fetched ahead, and a click still moves inside the app', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
        configurable: true,
      }),
    );
    await openMarked(page, '/events');
    const link = page.locator('main a[href^="/events/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.hover();
    await link.focus();
    const clickedAt = await page.evaluate(() => performance.now());
    await link.click();
    await expect(page).toHaveURL(href);
    const ahead = (await scriptsAndPayloads(page)).filter(
      ({ path, start }) => path.endsWith('.txt') && start < clickedAt && path !== '/events.txt',
    );
    expect(ahead).toEqual([]);
    expect(await stayedInApp(page)).toBe(true);
  });
});
