/**
 * Reading listing state from a URL query: every reader returns a valid value, falling back to the
 * default for anything missing or malformed, so a hand-edited or stale link never breaks a page.
 */
export type QueryInput = string | URLSearchParams;

export function toSearchParams(input: QueryInput): URLSearchParams {
  return typeof input === 'string' ? new URLSearchParams(input) : input;
}

/** A free-text parameter, capped in length; '' when missing. */
export function readText(params: URLSearchParams, key: string, maxLength = 200): string {
  return (params.get(key) ?? '').slice(0, maxLength);
}

/** One of a fixed list of values, or the fallback. */
export function readOption<T extends string | number>(
  params: URLSearchParams,
  key: string,
  options: readonly T[],
  fallback: T,
): T {
  const raw = params.get(key);
  if (raw === null) return fallback;
  return options.find((option) => String(option) === raw) ?? fallback;
}

/** A whole number ≥ 1 written plainly ("2", not "2.5", "02" or "1e3"), or the fallback. */
export function readPositiveInt(params: URLSearchParams, key: string, fallback: number): number {
  const raw = params.get(key);
  if (raw === null || !/^[1-9]\d{0,5}$/.test(raw)) return fallback;
  return Number(raw);
}

/** Writes the entries that differ from their defaults as `?a=1&b=2`, or '' when none do. */
export function buildQuery(
  entries: readonly (readonly [string, string | number, string | number])[],
): string {
  const params = new URLSearchParams();
  for (const [key, value, fallback] of entries) {
    if (value !== fallback && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Case-insensitive "contains" over several fields; an empty or blank query matches everything. */
export function matchesText(query: string, fields: readonly (string | undefined)[]): boolean {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return true;
  return fields.some((field) => field?.toLocaleLowerCase('en-US').includes(needle));
}
