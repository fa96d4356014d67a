// What every form shares and a page loads with it: the e-mail pattern, the words for a text that is
// too long, the order of a form's fields and the reading of a saved draft. No zod here: the rules
// themselves (rules.ts and the forms' *-schema.ts) are fetched once the form has hydrated.

/** Text, at sign, text, dot, text: the spec's "simple pattern" for e-mail addresses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text limit and what to say when it is passed (the input's maxLength stops typing past it). */
export type TextLimit = { max: number; tooLong: string };

/** English and Indonesian words for a text that is too long. */
export const tooLong = {
  en: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
  id: (label: string, max: number) => `${label} maksimal ${max} karakter`,
} as const;

/**
 * The names of a form's fields in the order they were declared, which is the form's own order:
 * the error summary lists its messages in it. Of a form's empty values, or of a schema's shape:
 * the two are written in the same order, and each form's test holds them equal.
 */
export function fieldOrder<T extends string>(fields: Record<T, unknown>): T[] {
  return Object.keys(fields) as T[];
}

type DraftValue = string | boolean;

/**
 * Reads a saved draft back into form values shaped like `empty`: text is cut to its limit, a
 * choice must be one of its values, a box is ticked only by `true`, anything else is dropped.
 * A stale or tampered draft can never break the form.
 */
export function readDraft<T extends Record<string, DraftValue>>(
  raw: string | null,
  empty: T,
  {
    limits = {},
    choices = {},
  }: {
    limits?: Partial<Record<keyof T, number>>;
    choices?: Partial<Record<keyof T, readonly string[]>>;
  } = {},
): T | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const draft = parsed as Record<string, unknown>;
  const values: Record<string, DraftValue> = {};
  for (const key of Object.keys(empty) as (keyof T & string)[]) {
    const fallback = empty[key] as DraftValue;
    const value = draft[key];
    const allowed = choices[key];
    if (typeof fallback === 'boolean') values[key] = value === true;
    else if (typeof value !== 'string') values[key] = fallback;
    else if (allowed) values[key] = allowed.includes(value) ? value : fallback;
    else values[key] = value.slice(0, limits[key] ?? value.length);
  }
  return values as T;
}

/**
 * Each field's error message, in the form's order: the fields with a message and nothing else,
 * read from react-hook-form's `errors` (a message that is not text is left out).
 */
export function fieldMessages<T extends string>(
  order: readonly T[],
  errors: Readonly<Record<string, { message?: unknown } | undefined>>,
): Partial<Record<T, string>> {
  const messages: Partial<Record<T, string>> = {};
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) messages[name] = message;
  }
  return messages;
}

/** Whether two forms' messages say the same thing, field by field. */
export function sameMessages<T extends string>(
  a: Partial<Record<T, string>>,
  b: Partial<Record<T, string>>,
): boolean {
  const keys = Object.keys(a) as T[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
