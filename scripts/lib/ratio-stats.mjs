// How far apart two sets of page loads are, and how sure that is. On a phone throttled for real,
// one load's paint varies from the next (a standard deviation of 5–14 ms with Chromium under the
// real-time policy, 28–33 ms under the normal one: scripts/bench/phone.mjs), so the ratio of two
// medians of a dozen loads moves from run to run. The bench gives each ratio with the interval the
// loads allow (a bootstrap: the loads drawn again, with replacement, many times over), and the
// ratio over all route types together.

/** The median of the numbers (null for none). */
export function median(values) {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A small seeded generator (mulberry32), so that a bench's intervals are the same every time. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same number of values, drawn from `values` with replacement. */
const resample = (values, next) => values.map(() => values[Math.floor(next() * values.length)]);

/** The `q` quantile (0–1) of sorted numbers, as the nearest rank. */
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))];

const DEFAULTS = { rounds: 2000, level: 0.9, seed: 1 };

/**
 * median(a) ÷ median(b), with the central `level` interval of that ratio over `rounds` bootstrap
 * rounds. Null when either set is empty.
 */
export function ratioInterval(a, b, options = {}) {
  return pooledRatio([[a, b]], options);
}

/**
 * `statistic(sets)` over the pairs of load sets that have loads on both sides, with its central
 * `level` interval over `rounds` bootstrap rounds (each round draws every set again). Null when no
 * pair has loads on both sides.
 */
function pooled(pairs, statistic, options) {
  const { rounds, level, seed } = { ...DEFAULTS, ...options };
  const clean = pairs
    .map(([a, b]) => [a.filter((v) => v !== null), b.filter((v) => v !== null)])
    .filter(([a, b]) => a.length && b.length);
  if (!clean.length) return null;
  const next = random(seed);
  const draws = Array.from({ length: rounds }, () =>
    statistic(clean.map(([a, b]) => [resample(a, next), resample(b, next)])),
  ).sort((x, y) => x - y);
  const tail = (1 - level) / 2;
  return {
    value: statistic(clean),
    low: quantile(draws, tail),
    high: quantile(draws, 1 - tail),
  };
}

/**
 * The ratio over several pairs of load sets (one pair a route type: its loads with scripts, and
 * without), as the geometric mean of the pairs' median ratios, with its bootstrap interval. Null
 * when no pair has loads on both sides.
 */
export function pooledRatio(pairs, options = {}) {
  const geometricMean = (sets) =>
    Math.exp(sets.reduce((sum, [a, b]) => sum + Math.log(median(a) / median(b)), 0) / sets.length);
  const result = pooled(pairs, geometricMean, options);
  return result && { ratio: result.value, low: result.low, high: result.high };
}

/**
 * The mean over several pairs of load sets of median(a) − median(b), with its bootstrap interval:
 * for figures that may be zero (blocking time), where a ratio means nothing. Null when no pair has
 * loads on both sides.
 */
export function pooledDifference(pairs, options = {}) {
  const mean = (sets) => sets.reduce((sum, [a, b]) => sum + median(a) - median(b), 0) / sets.length;
  const result = pooled(pairs, mean, options);
  return result && { difference: result.value, low: result.low, high: result.high };
}
