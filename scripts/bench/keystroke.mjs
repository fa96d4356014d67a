// Keystroke-to-paint in the directory's search, in Chromium at 4× CPU throttling: for each key,
// the Event Timing API's duration of the interaction (input delay + handlers + rendering, up to
// the next paint: what INP measures), in ms.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';

const QUERY = 'wira'; // matches names, companies and titles in both the 12- and 3,000-profile sites

/** Types QUERY into the search, clears it, `rounds` times; returns every keystroke's duration. */
export async function measureKeystrokes(origin, { rounds = 5, cpuSlowdown = 4 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/ceo-directory`, { waitUntil: 'networkidle' });
    const search = page.getByRole('searchbox', { name: 'Search' });
    // Reaching for the search loads the index (3,000 profiles); wait until it is in.
    await search.focus();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      window.__keystrokes = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) window.__keystrokes.push([entry.interactionId, entry.duration]);
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let keys = 0;
    for (let round = 0; round < rounds; round += 1) {
      for (const key of [...QUERY, ...QUERY.split('').map(() => 'Backspace')]) {
        await search.press(key);
        await page.waitForTimeout(150);
        keys += 1;
      }
    }
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() => window.__keystrokes);
    // One interaction per key (keydown, input and keyup share an id): its longest event counts.
    const byInteraction = new Map();
    for (const [id, duration] of entries) {
      byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
    }
    // Keys under the 16 ms threshold report nothing: count them as 16 ms (an upper bound).
    const durations = [...byInteraction.values()];
    while (durations.length < keys) durations.push(16);
    durations.sort((a, b) => a - b);
    const at = (q) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))];
    return { keys, median: at(0.5), p75: at(0.75), max: durations.at(-1) };
  } finally {
    await browser.close();
  }
}
