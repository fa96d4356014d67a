// The site search in Chromium at 4× CPU throttling (the DevTools protocol), on an export served
// like a CDN: how long after a keystroke the results of the query it completes are painted, and
// how many bytes search fetches. Also the index's size on disk.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';

/** Queries that find members, events, articles and pages at 12 and at 3,000 profiles alike. */
const QUERIES = ['surabaya', 'hospitality', 'succession', 'jakarta', 'logistics', 'teknologi'];

/** Files and bytes of the index on disk (out/pagefind). */
export function searchIndexSize(outDir) {
  let files = 0;
  let bytes = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.(gz|br)$/.test(entry.name)) {
        files += 1;
        bytes += statSync(path).size;
      }
    }
  };
  walk(join(outDir, 'pagefind'));
  return { files, bytes };
}

/**
 * Runs in the page: the time from the keydown of each key to the first frame painted after the
 * first results of the query it completes are shown (the dialog's list names its query).
 */
function observeResults() {
  const bench = { keys: [], painted: {} };
  window.__searchBench = bench;
  document.addEventListener('keydown', (event) => bench.keys.push(event.timeStamp), true);
  // A query pasted in one go has no key of its own: its input event stands for it.
  document.addEventListener('input', (event) => (bench.input = event.timeStamp), true);
  new MutationObserver(() => {
    const list = document.querySelector('dialog[open] [data-results-for]');
    const query = list?.getAttribute('data-results-for');
    if (!query || query in bench.painted || !list.querySelector('[data-search-result]')) return;
    bench.painted[query] = null;
    // After the next frame is produced: rAF runs before it, the task after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        bench.painted[query] = performance.now();
      }),
    );
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Bytes fetched (body as sent on the wire, and headers) between `start()` and `stop()`: Pagefind's
 * files, and the rest (the dialog's code). Playwright sees the requests of the search's worker too.
 */
function byteCounter(page) {
  let counting = false;
  let pending = [];
  page.on('requestfinished', (request) => {
    if (!counting) return;
    pending.push(
      (async () => {
        const { responseBodySize, responseHeadersSize } = await request.sizes();
        // A worker's own script reports no body size: its Content-Length (as sent) stands in.
        const sent = Number((await (await request.response())?.allHeaders())?.['content-length']);
        return {
          url: request.url(),
          bytes: Math.max(responseBodySize, sent || 0) + responseHeadersSize,
        };
      })(),
    );
  });
  return {
    start: () => {
      counting = true;
      pending = [];
    },
    stop: async () => {
      counting = false;
      const done = await Promise.all(pending);
      const index = done.filter((r) => r.url.includes('/pagefind/'));
      const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
      if (process.env.BENCH_SEARCH_DEBUG)
        for (const r of done) console.log(`${r.bytes}\t${r.url.replace(/^https?:\/\/[^/]+/, '')}`);
      return {
        index: sum(index),
        code: sum(done) - sum(index),
        total: sum(done),
        requests: done.length,
      };
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One query on a cold cache, pasted into the search box in one go: everything search fetched for
 * it (the dialog's code, Pagefind's runtime, the index's chunks and the results shown), and the
 * time from the input to the first results painted.
 */
async function pastedQuery(browser, origin, query, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeResults);
    const cdp = await context.newCDPSession(page);
    const bytes = byteCounter(page);
    await page.goto(`${origin}/about`, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    bytes.start();
    await page.keyboard.press('/');
    await page.getByRole('dialog').getByRole('searchbox').waitFor();
    await page.keyboard.insertText(query);
    await page.waitForFunction((q) => window.__searchBench.painted[q] > 0, query, {
      timeout: 30_000,
    });
    const { input, painted } = await page.evaluate(() => window.__searchBench);
    await page.waitForLoadState('networkidle');
    return { ms: painted[query] - input, fetched: await bytes.stop() };
  } finally {
    await context.close();
  }
}

/**
 * Opens /about, opens search with '/', and for each query types it as a visitor would (100 ms
 * between keys): the time from the last key to its results painted, at `cpuSlowdown`. The first
 * query, on a cold cache, also counts the bytes search fetched for it: the dialog's code, Pagefind's
 * runtime and the index's chunks and results; a later query, only what it adds.
 */
export async function measureSearch(origin, { cpuSlowdown = 4, queries = QUERIES } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const pasted = await pastedQuery(browser, origin, queries[0], cpuSlowdown);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(observeResults);
    const cdp = await context.newCDPSession(page);
    const bytes = byteCounter(page);
    await page.goto(`${origin}/about`, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    const box = page.getByRole('dialog').getByRole('searchbox');
    const latencies = [];
    let firstQuery = null;
    let laterQuery = null;
    for (const [index, query] of queries.entries()) {
      bytes.start();
      if (index === 0) await page.keyboard.press('/');
      else await box.fill('');
      await box.waitFor();
      await page.waitForTimeout(300);
      for (const key of query) {
        await page.keyboard.press(key);
        await page.waitForTimeout(100);
      }
      await page.waitForFunction((q) => window.__searchBench.painted[q] > 0, query, {
        timeout: 30_000,
      });
      const { keys, painted } = await page.evaluate(() => window.__searchBench);
      latencies.push({ query, ms: painted[query] - keys.at(-1), first: index === 0 });
      await page.waitForLoadState('networkidle');
      const fetched = await bytes.stop();
      if (index === 0) firstQuery = fetched;
      if (index === 1) laterQuery = fetched;
    }
    const later = latencies.filter((l) => !l.first).map((l) => l.ms);
    return {
      pasted: pasted.ms,
      pastedQuery: pasted.fetched,
      first: latencies[0].ms,
      median: median(later),
      max: Math.max(...later),
      latencies,
      firstQuery,
      laterQuery,
    };
  } finally {
    await browser.close();
  }
}
