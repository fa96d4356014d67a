// A page load as a slow phone lives it, throttled for real (not simulated): Chromium's own network
// emulation (150 ms round trip, 1.6 Mbps down, 750 kbps up) and 4× CPU slowdown through the
// DevTools protocol, a phone-sized viewport and a cold cache (a fresh browser context each load).
//
// Measured in the page itself: first contentful paint, largest contentful paint, the time long
// tasks blocked the main thread from the first paint on (as Lighthouse's TBT), and when hydration
// has completed: the moment <html data-hydrated> is set (lib/early-taps.ts), or, on a page without
// that marker (the framework floor), the first frame at which React has claimed <body>. A page
// that never hydrates (its scripts removed) reports none.
//
// Nothing of the harness runs in the page while it loads but the small observer below: the page
// itself says when it is done, through a DevTools binding, and the figures are read once, after.
// (Polling the page from Playwright evaluates Playwright's own injected script in it, on the
// throttled main thread, while the page hydrates: measured on /about, /articles and /news, six
// loads each, that put hydration 110–186 ms later.)
//
// Chromium's CPU slowdown makes the page's main thread wait, busy, for three slices of time in
// four: an idle page at 4× keeps 0.8 of a core busy (measured on this two-core VM). Under the
// normal scheduler that busy thread shares a small machine's cores with Chromium's other threads
// (compositor, raster, network service, browser), which a phone runs on cores of their own. Here
// that stretched the path to the first paint well past 4× and scattered one load's paint from the
// next by 28–33 ms (standard deviation, 20 loads of /id/news without scripts, three batches). So
// when the system lets it (root, or CAP_SYS_NICE) Chromium runs under the real-time round-robin
// policy (`chrt -r 1`), every thread of it alike: a loop in the page still runs 4.0× slower under
// the slowdown (16 → 64 ms, timed in the page while it loads) while the scatter falls to 5–14 ms,
// the slowdown then slowing the main thread as asked and nothing else. BENCH_SCHEDULER=normal
// keeps the normal policy; so does a system that refuses it (the bench says which it used).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';

export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const PHONE_CPU_SLOWDOWN = 4;

/** Throttles the page of a DevTools session as the phone: its network and its CPU. */
export async function throttleLikeAPhone(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
}
const VIEWPORT = { width: 412, height: 823 };
const SETTLE_MS = 20_000;
const MARKER_GRACE_MS = 3_000;
/** The binding through which the page says it is done. */
const DONE = '__phoneBenchDone';

/** Runs in the page before its own scripts; written without comments, as it is inlined. */
function observe({ done, grace }) {
  const bench = { fcp: null, lcp: null, claimed: null, marked: null, tasks: [] };
  window.__phoneBench = bench;
  let ready = false;
  let told = false;
  const tell = () => {
    if (told || !ready || bench.fcp === null) return;
    told = true;
    window[done]('');
  };
  const readyNow = () => {
    ready = true;
    tell();
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
    tell();
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (bench.marked === null && document.documentElement.hasAttribute('data-hydrated')) {
      bench.marked = performance.now();
      readyNow();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  const claimed = () =>
    document.body && Object.keys(document.body).some((key) => key.startsWith('__reactFiber$'));
  const poll = () => {
    if (!claimed()) return requestAnimationFrame(poll);
    bench.claimed = performance.now();
    setTimeout(readyNow, grace);
  };
  requestAnimationFrame(poll);
  addEventListener('load', () => {
    const scripted = [...document.scripts].some((script) =>
      /^(|module|text\/javascript)$/.test(script.type),
    );
    if (!scripted) readyNow();
  });
}

/** `chrt`'s arguments for the real-time round-robin policy, at its lowest priority. */
const REALTIME = ['-r', '1'];

/**
 * A Chromium to launch under the real-time policy: a wrapper script in a fresh directory, or null
 * when BENCH_SCHEDULER=normal or the system refuses the policy.
 */
function realtimeChromium() {
  if (process.env.BENCH_SCHEDULER === 'normal') return null;
  if (spawnSync('chrt', [...REALTIME, 'true']).status !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-realtime-'));
  const wrapper = join(dir, 'chromium');
  const quoted = (word) => `'${word.replaceAll("'", "'\\''")}'`;
  writeFileSync(wrapper, `#!/bin/sh\nexec chrt ${REALTIME.join(' ')} ${quoted(CHROMIUM)} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return { wrapper, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Opens one Chromium for a series of loads; `load(url)` measures one cold load, `scheduler` says
 * which policy its threads run under.
 */
export async function phoneBrowser() {
  const realtime = realtimeChromium();
  const browser = await chromium
    .launch({ executablePath: realtime?.wrapper ?? CHROMIUM, args: CHROMIUM_FLAGS })
    .finally(() => realtime?.remove());
  async function load(url) {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(observe, { done: DONE, grace: MARKER_GRACE_MS });
      const cdp = await context.newCDPSession(page);
      let settle;
      const settled = new Promise((resolve) => {
        settle = setTimeout(resolve, SETTLE_MS);
        cdp.on('Runtime.bindingCalled', ({ name }) => name === DONE && resolve());
      });
      await cdp.send('Runtime.enable');
      await cdp.send('Runtime.addBinding', { name: DONE });
      await throttleLikeAPhone(cdp);
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      // Until the first paint and hydration (scripted pages) or load (the rest).
      await settled;
      clearTimeout(settle);
      // The largest paint may come later (a late image, a font swap): give it a moment.
      await page.waitForTimeout(500);
      return await page.evaluate(() => {
        const { fcp, lcp, claimed, marked, tasks } = window.__phoneBench;
        // As Lighthouse's TBT: each long task's time beyond 50 ms, from the first paint on.
        const blocking = tasks
          .filter(([start, duration]) => start + duration > fcp)
          .reduce(
            (sum, [start, duration]) =>
              sum + Math.max(0, start + duration - Math.max(start, fcp) - 50),
            0,
          );
        return { fcp, lcp, hydrated: marked ?? claimed, blocking };
      });
    } finally {
      await context.close();
    }
  }
  return {
    load,
    close: () => browser.close(),
    scheduler: realtime ? `real-time round-robin (chrt ${REALTIME.join(' ')})` : 'normal',
  };
}
