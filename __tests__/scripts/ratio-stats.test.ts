import {
  median,
  pooledDifference,
  pooledRatio,
  ratioInterval,
} from '../../scripts/lib/ratio-stats.mjs';

/** Loads around `centre` spread evenly over ±`spread` (no randomness in the test itself). */
const loads = (centre: number, spread: number, count: number) =>
  Array.from({ length: count }, (_, i) => centre - spread + (2 * spread * i) / (count - 1));

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, leaving out missing figures', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, null, 1, undefined, 3])).toBe(3);
    expect(median([])).toBeNull();
  });
});

describe('ratioInterval', () => {
  it('gives the ratio of the medians, exactly, when every load is alike', () => {
    expect(ratioInterval([550, 550, 550], [500, 500, 500])).toEqual({
      ratio: 1.1,
      low: 1.1,
      high: 1.1,
    });
  });

  it('holds the ratio inside an interval as wide as the loads spread', () => {
    const result = ratioInterval(loads(520, 50, 15), loads(500, 50, 15))!;
    expect(result.ratio).toBeCloseTo(1.04, 5);
    expect(result.low).toBeLessThan(result.ratio);
    expect(result.high).toBeGreaterThan(result.ratio);
    // ±50 ms over fifteen loads: the ratio is known to a few hundredths, not better.
    expect(result.high - result.low).toBeGreaterThan(0.03);
    expect(result.high - result.low).toBeLessThan(0.2);
  });

  it('narrows as the loads spread less or grow in number', () => {
    const width = (r: { low: number; high: number } | null) => r!.high - r!.low;
    const wide = width(ratioInterval(loads(520, 50, 15), loads(500, 50, 15)));
    expect(width(ratioInterval(loads(520, 10, 15), loads(500, 10, 15)))).toBeLessThan(wide);
    expect(width(ratioInterval(loads(520, 50, 61), loads(500, 50, 61)))).toBeLessThan(wide);
  });

  it('is the same every time for the same loads (a seeded draw)', () => {
    const a = loads(520, 50, 9);
    const b = loads(500, 40, 9);
    expect(ratioInterval(a, b)).toEqual(ratioInterval(a, b));
  });

  it('is null without loads on either side, and leaves out missing figures', () => {
    expect(ratioInterval([], [500])).toBeNull();
    expect(ratioInterval([null], [500])).toBeNull();
    expect(ratioInterval([550, null], [500])).toEqual({ ratio: 1.1, low: 1.1, high: 1.1 });
  });
});

describe('pooledRatio', () => {
  it('is the geometric mean of the route types’ ratios', () => {
    const result = pooledRatio([
      [[605], [500]],
      [[500], [500]],
    ])!;
    expect(result.ratio).toBeCloseTo(1.1, 10);
  });

  it('is known more closely than any one route type’s ratio', () => {
    const pair = [loads(520, 50, 15), loads(500, 50, 15)] as const;
    const one = ratioInterval(...pair)!;
    const all = pooledRatio(Array.from({ length: 48 }, () => pair))!;
    expect(all.ratio).toBeCloseTo(one.ratio, 10);
    expect(all.high - all.low).toBeLessThan((one.high - one.low) / 3);
  });

  it('is null when no route type has loads on both sides', () => {
    expect(pooledRatio([])).toBeNull();
    expect(pooledRatio([[[], [500]]])).toBeNull();
  });
});

describe('pooledDifference', () => {
  it('is the mean of the route types’ differences of medians, zero included', () => {
    const result = pooledDifference([
      [
        [40, 50, 60],
        [0, 0, 0],
      ],
      [[20], [10]],
    ])!;
    expect(result.difference).toBe(30);
    expect(result.low).toBeLessThanOrEqual(30);
    expect(result.high).toBeGreaterThanOrEqual(30);
  });

  it('has an interval that holds zero when the two sides are alike, and not when apart', () => {
    const alike = pooledDifference(
      Array.from({ length: 24 }, () => [loads(20, 10, 5), loads(20, 10, 5)] as const),
    )!;
    expect(alike.low).toBeLessThanOrEqual(0);
    expect(alike.high).toBeGreaterThanOrEqual(0);
    const apart = pooledDifference(
      Array.from({ length: 24 }, () => [loads(60, 10, 5), loads(20, 10, 5)] as const),
    )!;
    expect(apart.low).toBeGreaterThan(0);
    expect(pooledDifference([[[], [1]]])).toBeNull();
  });
});
