// `npm run bench -- --views`: what a page view costs and how soon the next page shows, on the
// throttled phone of scripts/bench/phone.mjs (150 ms RTT, 1.6 Mbps, 4× CPU, cold cache).
//
// - Bytes per page view: every byte the page's load asks for (as sent, compressed), until the
//   network has been quiet for QUIET_MS after hydration, with the part that other routes' payloads
//   and scripts take (prefetches: `.txt` files of other pages, scripts asked for after hydration
//   without a tap). Nothing is touched.
// - Click to content: on a listing, once it has hydrated and gone quiet, the visitor reaches for
//   the first entry's link and follows it: on a desktop-sized window, a pointer over the link for
//   HOVER_MS, then a click; on the phone, a touch held for TAP_MS. Timed in the page from the click
//   to the first frame that shows the entry's heading at its address; null when the link loaded a
//   whole new document instead of moving inside the app.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';
import { throttleLikeAPhone } from './phone.mjs';

const QUIET_MS = 3_000;
const HOVER_MS = 200;
const TAP_MS = 100;
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Listings and the address prefix of their entries: from each, the first entry is followed. */
export const CLICK_PAIRS = [
  ['/events', '/events/'],
  ['/news', '/news/'],
  ['/articles', '/articles/'],
  ['/ceo-directory', '/ceo/'],
  ['/id/events', '/id/events/'],
  ['/id/news', '/id/news/'],
  ['/id/gallery', '/id/gallery/'],
  ['/id/crowdfunding', '/id/crowdfunding/'],
];

async function throttledPage(browser, device) {
  const context = await browser.newContext({ deviceScaleFactor: 2, ...device });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleLikeAPhone(cdp);
  return { context, page, cdp };
}

/** Counts the requests open, and notes when the last one started or ended. */
function trackNetwork(cdp) {
  const open = new Set();
  const state = { last: Date.now(), open };
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    open.add(requestId);
    state.last = Date.now();
  });
  const end = ({ requestId }) => {
    open.delete(requestId);
    state.last = Date.now();
  };
  cdp.on('Network.loadingFinished', end);
  cdp.on('Network.loadingFailed', end);
  return state;
}

/** Loads `url` and resolves once it has hydrated and no request has been open for QUIET_MS. */
async function loadUntilQuiet(page, network, url) {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 60_000,
    polling: 250,
  });
  while (network.open.size || Date.now() - network.last < QUIET_MS)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Notes, in the page, when it was marked hydrated; keeps every resource's timing. */
function noteHydration() {
  performance.setResourceTimingBufferSize(1000);
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    window.__hydratedAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

/**
 * One cold load of `url`, until quiet: every byte it was sent (the document and each resource, as
 * transferred), and the part that is other pages': payloads (`.txt`) but the page's own, and
 * scripts asked for after hydration.
 */
async function pageView(browser, url) {
  const { context, page, cdp } = await throttledPage(browser, PHONE);
  try {
    await page.addInitScript(noteHydration);
    await loadUntilQuiet(page, trackNetwork(cdp), url);
    return await page.evaluate(() => {
      const [document] = performance.getEntriesByType('navigation');
      const own = `${location.pathname.replace(/\/$/, '') || '/index'}.txt`;
      let others = 0;
      let total = document.transferSize;
      for (const entry of performance.getEntriesByType('resource')) {
        total += entry.transferSize;
        const { pathname } = new URL(entry.name);
        const payload = pathname.endsWith('.txt') && pathname !== own;
        const script = pathname.endsWith('.js') && entry.startTime > window.__hydratedAt;
        if (payload || script) others += entry.transferSize;
      }
      return { total, others };
    });
  } finally {
    await context.close();
  }
}

/** Installs, in the page, the timer from the next click to the entry's heading at `path`. */
const watchFor = (path) =>
  new Promise((ready) => {
    const bench = { at: null, shown: null, reloaded: false };
    window.__clickBench = bench;
    const before = document.querySelector('main h1')?.textContent;
    addEventListener('click', () => (bench.at = performance.now()), { capture: true, once: true });
    const frame = () => {
      const heading = document.querySelector('main h1')?.textContent;
      if (location.pathname === path && heading && heading !== before) {
        bench.shown = performance.now();
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    ready();
  });

/** From the listing at `url`, the first link to an entry (`prefix`), reached for and followed. */
async function clickToContent(browser, url, prefix, device) {
  const { context, page, cdp } = await throttledPage(browser, device);
  try {
    await loadUntilQuiet(page, trackNetwork(cdp), url);
    const link = page.locator(`main a[href^="${prefix}"]`).first();
    const path = await link.getAttribute('href');
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(watchFor, path);
    if (device === PHONE) {
      const box = await link.boundingBox();
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await page.waitForTimeout(TAP_MS);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await link.hover();
      await page.waitForTimeout(HOVER_MS);
      await link.click();
    }
    const shown = await page
      .waitForFunction(
        () => window.__clickBench?.shown ?? (window.__clickBench ? null : -1),
        null,
        {
          timeout: 30_000,
          polling: 250,
        },
      )
      .then((handle) => handle.jsonValue());
    if (shown === -1) return null;
    return shown - (await page.evaluate(() => window.__clickBench.at));
  } finally {
    await context.close();
  }
}

/**
 * Each export (`{ key, origin }`) in turn, `runs` times: bytes per page view of every route
 * (`paths`), and click to content from each listing of CLICK_PAIRS, on the desktop and the phone.
 * Returns the loads' figures by export: `{ views: [...], desktop: [...], phone: [...] }`.
 */
export async function measureViews(exports, paths, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const results = new Map(exports.map(({ key }) => [key, { views: [], desktop: [], phone: [] }]));
  try {
    for (let i = 0; i < runs; i += 1) {
      for (const path of paths) {
        for (const { key, origin } of exports) {
          if (process.stdout.isTTY)
            process.stdout.write(`\rViews ${i + 1}/${runs}: ${key} ${path}`);
          results.get(key).views.push({ path, ...(await pageView(browser, origin + path)) });
        }
      }
      for (const [listing, prefix] of CLICK_PAIRS) {
        for (const { key, origin } of exports) {
          for (const [name, device] of [
            ['desktop', DESKTOP],
            ['phone', PHONE],
          ]) {
            const ms = await clickToContent(browser, origin + listing, prefix, device);
            results.get(key)[name].push({ path: listing, ms });
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
