export type Interval = { ratio: number; low: number; high: number };
export type IntervalOptions = { rounds?: number; level?: number; seed?: number };
export function median(values: readonly (number | null | undefined)[]): number | null;
export function ratioInterval(
  a: readonly (number | null)[],
  b: readonly (number | null)[],
  options?: IntervalOptions,
): Interval | null;
export function pooledRatio(
  pairs: readonly (readonly [readonly (number | null)[], readonly (number | null)[]])[],
  options?: IntervalOptions,
): Interval | null;
export function pooledDifference(
  pairs: readonly (readonly [readonly (number | null)[], readonly (number | null)[]])[],
  options?: IntervalOptions,
): { difference: number; low: number; high: number } | null;
