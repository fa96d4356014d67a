import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { JSDOM } from 'jsdom';
import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';

/** WCAG 2.2 A and AA, the standard the site is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type Fixtures = {
  /**
   * Console errors and uncaught page errors seen in the test's page. The test fails at its end if
   * any remain (a test that expects one takes it out with `allowProblems`). The failed load that
   * Chromium logs for a page answered with status 404 is expected and not listed.
   */
  problems: string[];
};

/**
 * Every test's page is watched for console errors and page errors, and `page.goto` and
 * `page.reload` return only once the page has hydrated (`waitForHydration`), so no test acts on a
 * page whose buttons are still inert. A test about the time before hydration passes
 * `waitUntil: 'commit'` (or 'domcontentloaded') and gets the page as soon as it arrives.
 */
export const test = base.extend<Fixtures>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // A visit to an unknown path is answered with 404.html and status 404, which Chromium logs
      // as a failed load of that document: expected there, and only there.
      const missingPages = new Set<string>();
      const onResponse = (response: Response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) {
          missingPages.add(response.url());
        }
      };
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const missingPage = missingPages.has(message.location().url);
        if (missingPage && message.text().includes('status of 404')) return;
        problems.push(`console.error: ${message.text()}`);
      };
      const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
      page.on('response', onResponse);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(problems);
      // Off again: a sweep's tab (below) outlives the test.
      page.off('response', onResponse);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      expect(problems, 'console errors or page errors').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    await page.addInitScript(reportPolicyViolations);
    if (javaScriptEnabled !== false) waitForHydrationOnLoad(page);
    await use(page);
  },
});

/**
 * Runs first in every document of every test: a breach of the Content-Security-Policy the export
 * is served with (scripts/build-headers.mjs) becomes a console error, which `problems` fails the
 * test on, and is kept in `window.__policyViolations` (policyViolations reads it). Chromium logs
 * most breaches itself; the event names every one, a blocked `eval` in a library's try/catch
 * included.
 */
export function reportPolicyViolations() {
  const violations: string[] = [];
  (window as unknown as { __policyViolations: string[] }).__policyViolations = violations;
  addEventListener('securitypolicyviolation', (event) => {
    const violation =
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
      (event.sample ? ` (${event.sample})` : '') +
      ` at ${event.sourceFile || event.documentURI}:${event.lineNumber}`;
    violations.push(violation);
    console.error(`Content-Security-Policy violation: ${violation}`);
  });
}

/** The breaches of its Content-Security-Policy the page's document has seen so far. */
export const policyViolations = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? null,
  );

/** `page.goto` and `page.reload` resolve once the page they load has hydrated. */
function waitForHydrationOnLoad(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => readyAfter(page, await goto(url, options), options);
  page.reload = async (options) => readyAfter(page, await reload(options), options);
}

/**
 * `sweep` is `test` with one tab per worker, which the worker's sweeps take turns in, as a visitor
 * goes from page to page, instead of a browser context each. Most of the browser suite uses it.
 *
 * Each test still loads its page afresh (a new document, whose scripts run and hydrate again);
 * what carries over is the browser's cache and its renderer, which spares about a third of each
 * test's time on two cores (the first five specs moved: 906 s of worker time before, 626 s after).
 * A tab starts every test at the test's viewport, colour scheme and motion, with no routes, and is
 * left on about:blank with its storage cleared. What a tab keeps is its history (a test goes Back
 * no further than its own first page, as in a new tab), and what a test adds to it that cannot be
 * taken off here: init scripts, listeners, CDP sessions, the clock, the context's permissions and
 * the pages it opens. A test that adds any of those uses `test`, with a context of its own.
 */
export const sweep = test.extend<{ tabReset: void }, { tabs: (scripts: boolean) => Promise<Page> }>(
  {
    // One tab with scripts and one without (`test.use({ javaScriptEnabled: false })`), each opened
    // when a test first asks for it.
    tabs: [
      async ({ browser }, use, workerInfo) => {
        const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
          workerInfo.project.use;
        const { locale, timezoneId } = workerInfo.project.use;
        const opened = new Map<boolean, Promise<Page>>();
        const open = async (javaScriptEnabled: boolean) => {
          const context = await browser.newContext({
            ...{ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
            ...{ locale, timezoneId, javaScriptEnabled },
          });
          await context.addInitScript(reportPolicyViolations);
          const tab = await context.newPage();
          if (javaScriptEnabled) waitForHydrationOnLoad(tab);
          return tab;
        };
        await use((scripts) => {
          if (!opened.has(scripts)) opened.set(scripts, open(scripts));
          return opened.get(scripts)!;
        });
        // Nothing to close here: the tabs' contexts go with the worker's browser, which closes
        // right after. Closing each first asked Chromium to dispose of it, which once in a CI run
        // did not answer, and the worker's teardown ran out of time.
      },
      { scope: 'worker' },
    ],
    // The test's viewport, colour scheme and motion are applied to the tab; what a tab cannot
    // change once open (touch, mobile, locale, time zone) must be the project's.
    page: async (
      {
        tabs,
        javaScriptEnabled,
        viewport,
        colorScheme,
        reducedMotion,
        hasTouch,
        isMobile,
        locale,
        timezoneId,
      },
      use,
      testInfo,
    ) => {
      const fixed = { hasTouch, isMobile, locale, timezoneId };
      for (const [option, value] of Object.entries(fixed)) {
        const project = testInfo.project.use[option as keyof typeof fixed];
        if (value !== project) throw new Error(`a sweep cannot set ${option}: use test instead`);
      }
      const tab = await tabs(javaScriptEnabled !== false);
      if (viewport) await tab.setViewportSize(viewport);
      await tab.emulateMedia({ media: null, colorScheme, reducedMotion });
      await use(tab);
    },
    // Set up after `problems`, so torn down before it: the page is left while still watched.
    tabReset: [
      async ({ page, problems }, use) => {
        void problems;
        await use();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        // A form keeps what was typed in session storage: no draft is left for the next test.
        await page
          .evaluate(() => {
            sessionStorage.clear();
            localStorage.clear();
          })
          .catch(() => undefined); // about:blank has no storage to clear
        await page.goto('about:blank', { waitUntil: 'commit' });
      },
      { auto: true },
    ],
  },
);

export { expect };

type WaitOptions = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' };

async function readyAfter(page: Page, response: Response | null, options?: WaitOptions) {
  const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
  const html = response?.headers()['content-type']?.startsWith('text/html') ?? true;
  if (!early && html) await waitForHydration(page);
  return response;
}

/** Takes the problems a test expects out of the list (and fails if there were none). */
export function allowProblems(problems: string[], pattern: RegExp) {
  const expected = problems.filter((problem) => pattern.test(problem));
  expect(expected, `expected a problem matching ${pattern}`).not.toEqual([]);
  problems.splice(0, problems.length, ...problems.filter((problem) => !pattern.test(problem)));
}

/**
 * The page at `path` as a crawler reads it: its HTML as served (status 200), parsed with no browser
 * (jsdom runs no scripts and loads nothing, and reads <noscript> as a page without scripts shows it).
 */
export async function servedDocument(request: APIRequestContext, path: string): Promise<Document> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

/** A layout shift the page reported, and whether it moved anything inside its <main>. */
export type LayoutShift = { value: number; inMain: boolean };

/**
 * Records the layout shifts of the page's next documents from their first paint (call it before
 * `goto`); `layoutShifts` reads them, `forgetLayoutShifts` starts the list afresh.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Entry = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      const main = document.querySelector('main');
      for (const entry of list.getEntries() as Entry[]) {
        shifts.push({
          value: entry.value,
          inMain: entry.sources.some(({ node }) => !!node && !!main?.contains(node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

export async function forgetLayoutShifts(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { layoutShifts: unknown[] }).layoutShifts.length = 0;
  });
}

/** The shifts' values added up. */
export const totalShift = (shifts: readonly LayoutShift[]) =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);

/**
 * The names of the fonts Chromium draws the text of the first element `selector` matches in
 * (CDP's CSS.getPlatformFontsForNode): 'Playfair Display' when the web font is used, a fallback's
 * name ('Liberation Serif') when it is not.
 */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`renderedFonts: nothing matches ${selector}`);
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/** What axe-core's script defines on `window`, as used here. */
type Axe = { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
let axeSource: string | undefined;

/**
 * Runs axe on the page as it is now and returns readable violations (empty when clean).
 *
 * axe-core is put into the page once per document and run there (`axe.run`), on the main frame
 * only: the site has no frames. @axe-core/playwright did the same in its legacy mode but put the
 * megabyte of script into the page twice per check; its default mode also finished each run in a
 * blank page it opened for the purpose, for cross-origin frames. The rules, passes and violations
 * were compared on every route type: the same.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // The state a visitor sees, not a frame of a colour still fading in (a tab just chosen): every
  // transition or animation that ends is brought to its end first (the header's 600 ms slide-in
  // after a load, a tab's fade), as it would be a moment later; endless ones are left as they are.
  // In the same round trip: whether this document has axe yet.
  const hasAxe = await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
    return 'axe' in window;
  });
  if (!hasAxe) await page.evaluate(axeSource);
  const { violations } = await page.evaluate(
    ({ selector, tags }) =>
      (window as unknown as { axe: Axe }).axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    { selector: include, tags: AXE_TAGS },
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

/**
 * Waits until React has hydrated the page: the root layout marks <html data-hydrated> once
 * hydration has committed (components/layout/hydration-marker.tsx).
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Records, for each selector, whether React had hydrated the last element it matches when the
 * page was marked hydrated: `<html data-hydrated-when-marked>` then reads 'true' or 'false' for
 * each, space-separated (see e2e/pages.spec.ts).
 */
export async function recordHydratedWhenMarked(page: Page, selectors: readonly string[]) {
  await page.addInitScript((selectors) => {
    new MutationObserver((_, observer) => {
      observer.disconnect();
      document.documentElement.dataset.hydratedWhenMarked = selectors
        .map((selector) => {
          const all = document.querySelectorAll(selector);
          const last = all[all.length - 1];
          return !!last && Object.keys(last).some((key) => key.startsWith('__reactProps$'));
        })
        .join(' ');
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  }, selectors);
}

/**
 * Holds every request of `page` that `url` matches (a glob or a RegExp, as page.route takes) until
 * the returned function is called, as a slow network would: a test acts while they are on their
 * way.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the page's scripts (Next's chunks) until the returned function is called. */
export const holdScripts = (page: Page) => holdRequests(page, /\/_next\/static\/chunks\/.+\.js$/);

/**
 * Waits until the transitions and animations in `target` (a page, or one element and what it
 * holds) have ended, over as many rounds as it takes, since one can start another. A cancelled
 * one has ended too: a photo's hover zoom reverses when the lightbox comes over it, and the zoom
 * that was running rejects its `finished` (AbortError), which is no failure. Endless animations
 * are left out.
 */
export async function animationsEnded(target: Page | Locator) {
  const root = 'goto' in target ? target.locator('html') : target;
  await root.evaluate(async (element) => {
    for (let round = 0; round < 20; round += 1) {
      const running = element
        .getAnimations({ subtree: true })
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (!running.length) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
