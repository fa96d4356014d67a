// Lighthouse (mobile preset: slow 4G and 4× CPU) on one URL, in a fresh Chromium each run, reduced
// to the figures the benchmark prints. The load itself is throttled (`throttlingMethod: 'devtools'`),
// as a phone lives it; never Lighthouse's default simulation, a model of an unthrottled load that
// credits paints no visitor sees.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../lib/ratio-stats.mjs';
import { launchChromium } from './browser.mjs';

// Lighthouse is the benchmark's alone, so it is not among the project's dependencies, which every
// CI run installs (it brings 114 packages, 176 MB). scripts/bench/package.json pins it, with its
// own lockfile, and the first run that needs it installs it there.
const HERE = dirname(fileURLToPath(import.meta.url));
let lighthouseModule;
function loadLighthouse() {
  if (!existsSync(join(HERE, 'node_modules', 'lighthouse'))) {
    console.log('Installing Lighthouse for the benchmark (scripts/bench/package.json)…');
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: HERE, stdio: 'inherit' });
  }
  lighthouseModule ??= import('lighthouse');
  return lighthouseModule;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run: category scores (0–100) and the metrics in ms (CLS unitless). */
export async function runLighthouse(url) {
  const { default: lighthouse } = await loadLighthouse();
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttlingMethod: 'devtools',
    });
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      lcpElement:
        audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? '',
    };
  } finally {
    await chromium.close();
  }
}

/** The median of each figure over several runs (scores and times alike), and the worst CLS. */
export function medianOf(runs) {
  const keys = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === 'number');
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
    lcpElement: runs.map((run) => run.lcpElement).find(Boolean) ?? '',
    // A layout shift in any run is one a visitor can meet: the worst, not the median.
    worstCls: Math.max(...runs.map((run) => run.cls)),
    // Blocking time scatters from run to run: every run's, beside the median.
    tbtRuns: runs.map((run) => Math.round(run.tbt)),
    runs: runs.length,
  };
}
