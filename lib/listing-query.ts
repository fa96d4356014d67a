/**
 * Listing state in a URL query, written once for every listing: a listing declares its defaults
 * and one reader per field, and gets back parse, serialize, update (back to page 1), clear and
 * hasFilters. Every reader returns a valid value, falling back to the default for anything
 * missing or malformed, so a hand-edited or stale link never breaks a page.
 */
export type QueryInput = string | URLSearchParams;

type Value = string | number;

export type QueryReader<V extends Value> = {
  /** The URL parameter, when it is not the field's own name ('per' for perPage). */
  key?: string;
  /** Kept by 'Clear Filters' (a page size, a tab): a view setting, not a filter. */
  kept?: boolean;
  read: (raw: string | null, fallback: V) => V;
};

type ReaderOptions = { key?: string; kept?: boolean };

/** Free text, capped in length; '' when missing. */
export function text(maxLength = 200): QueryReader<string> {
  return { read: (raw) => (raw ?? '').slice(0, maxLength) };
}

/** One of a fixed list of values (compared as written in the URL), or the default. */
export function option<T extends Value>(
  options: readonly T[],
  settings: ReaderOptions = {},
): QueryReader<T> {
  return {
    ...settings,
    read: (raw, fallback) =>
      raw === null ? fallback : (options.find((value) => String(value) === raw) ?? fallback),
  };
}

/** A whole number ≥ 1 written plainly ("2", not "2.5", "02" or "1e3"), or the default. */
export function positiveInt(): QueryReader<number> {
  return {
    read: (raw, fallback) => (raw !== null && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : fallback),
  };
}

export type ListingQuery<T extends Record<string, Value>> = {
  defaults: T;
  /** Each field's URL parameter, which is also the `name` of its control in the filter form. */
  names: { readonly [K in keyof T]: string };
  /**
   * Reads the state from a query ('?q=…' or URLSearchParams). A parameter given twice takes its
   * last value: a filter form submitted before hydration sends the current value (a hidden field)
   * and then the button pressed (`?category=All&category=Strategy`).
   */
  parse: (input: QueryInput) => T;
  /** Reads only the fields a query names (the controls a visitor changed before hydration). */
  pick: (input: QueryInput) => Partial<T>;
  /**
   * Writes the state as '?a=1&b=2', leaving out defaults ('' for the plain listing). Parameters
   * the listing carries (the gallery's open photo) are kept from `current` as they are.
   */
  serialize: (criteria: T, current?: QueryInput) => string;
  /** The state after a filter changes: the change, back on page 1. */
  update: (criteria: T, change: Partial<T>) => T;
  /** What 'Clear Filters' gives: the defaults, keeping the view settings (page size, tab). */
  clear: (criteria: T) => T;
  /** Whether any filter narrows the list (blank search text does not). */
  hasFilters: (criteria: T) => boolean;
  /** How many of `fields` are set to something other than their default (a folded panel's count). */
  countActive: (criteria: T, fields: readonly (keyof T & string)[]) => number;
};

/**
 * A listing's query from its defaults and one reader per field, in the order the parameters are
 * written. `carry` names parameters that belong to the page rather than the listing.
 */
export function defineListingQuery<T extends Record<string, Value>>(
  defaults: T,
  readers: { [K in keyof T]: QueryReader<T[K]> },
  { carry = [] }: { carry?: readonly string[] } = {},
): ListingQuery<T> {
  const fields = Object.keys(readers) as (keyof T & string)[];
  const keyOf = (field: keyof T & string) => readers[field].key ?? field;
  const isFilter = (field: keyof T & string) => field !== 'page' && !readers[field].kept;

  const lastValue = (params: URLSearchParams, field: keyof T & string) =>
    params.getAll(keyOf(field)).at(-1) ?? null;

  const parse = (input: QueryInput): T => {
    const params = new URLSearchParams(input);
    const state = {} as T;
    for (const field of fields) {
      state[field] = readers[field].read(lastValue(params, field), defaults[field]);
    }
    return state;
  };

  const pick = (input: QueryInput): Partial<T> => {
    const params = new URLSearchParams(input);
    const picked: Partial<T> = {};
    for (const field of fields) {
      const raw = lastValue(params, field);
      if (raw !== null) picked[field] = readers[field].read(raw, defaults[field]);
    }
    return picked;
  };

  const serialize = (criteria: T, current: QueryInput = ''): string => {
    const params = new URLSearchParams();
    for (const field of fields) {
      const value = criteria[field];
      if (value !== defaults[field] && value !== '') params.set(keyOf(field), String(value));
    }
    const from = new URLSearchParams(current);
    for (const key of carry) {
      const value = from.get(key);
      if (value !== null) params.set(key, value);
    }
    const query = params.toString();
    return query ? `?${query}` : '';
  };

  const update = (criteria: T, change: Partial<T>): T =>
    'page' in defaults ? { ...criteria, ...change, page: 1 } : { ...criteria, ...change };

  const clear = (criteria: T): T => {
    const state = { ...defaults };
    for (const field of fields) if (readers[field].kept) state[field] = criteria[field];
    return state;
  };

  const hasFilters = (criteria: T) =>
    fields.some(
      (field) => isFilter(field) && String(criteria[field]).trim() !== String(defaults[field]),
    );

  const names = Object.fromEntries(fields.map((field) => [field, keyOf(field)])) as {
    [K in keyof T]: string;
  };

  const countActive = (criteria: T, only: readonly (keyof T & string)[]) =>
    only.filter((field) => String(criteria[field]).trim() !== String(defaults[field])).length;

  return { defaults, names, parse, pick, serialize, update, clear, hasFilters, countActive };
}

/** Case-insensitive "contains" over several fields; an empty or blank query matches everything. */
export function matchesText(query: string, fields: readonly (string | undefined)[]): boolean {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return true;
  return fields.some((field) => field?.toLocaleLowerCase('en-US').includes(needle));
}

/**
 * A filter's value as its form control carries it: '' for the filter's 'All' value, so a GET submit
 * before hydration writes `year=` rather than `year=All+Years` (every reader takes '' for its
 * default). `fromControlValue` reads it back.
 */
export function toControlValue(value: string, all: string): string {
  return value === all ? '' : value;
}

/** A control's value as the filter's: '' is the 'All' value. */
export function fromControlValue(raw: string, all: string): string {
  return raw === '' ? all : raw;
}
