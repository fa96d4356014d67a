// Building blocks of the site's form schemas. zod/mini: the same validation as zod's classic API,
// tree-shakable, for schemas the browser runs.
import * as z from 'zod/mini';

/** Text, at sign, text, dot, text: the spec's "simple pattern" for e-mail addresses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text limit and what to say when it is passed (the input's maxLength stops typing past it). */
export type TextLimit = { max: number; tooLong: string };

/** English and Indonesian words for a text that is too long. */
export const tooLong = {
  en: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
  id: (label: string, max: number) => `${label} maksimal ${max} karakter`,
} as const;

/** Required text: trimmed, then `message` when nothing is left. */
export function requiredText(message: string, { max, tooLong }: TextLimit) {
  return z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));
}

/** Optional text: trimmed, may be empty. */
export function optionalText({ max, tooLong }: TextLimit) {
  return z.string().check(z.trim(), z.maxLength(max, tooLong));
}

/** A required e-mail address: trimmed, then `required` when empty or `invalid` off the pattern. */
export function emailText(
  { required, invalid }: { required: string; invalid: string },
  { max, tooLong }: TextLimit,
) {
  return requiredText(required, { max, tooLong }).check(z.regex(EMAIL_PATTERN, invalid));
}

/** One of `values`; anything else (the empty "choose one" option) gets `message`. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** A box that must be ticked. */
export function mustAgree(message: string) {
  return z.boolean().check(z.refine((value) => value, message));
}

/**
 * The names of a form schema's fields in the order they were declared, which is the form's own
 * order: the error summary lists its messages in it.
 */
export function fieldOrder<T extends string>(schema: { shape: Record<T, unknown> }): T[] {
  return Object.keys(schema.shape) as T[];
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
