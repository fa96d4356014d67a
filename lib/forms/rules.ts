// Building blocks of the site's form schemas. zod/mini: the same validation as zod's classic API,
// tree-shakable, for schemas the browser runs. Only the forms' *-schema.ts modules import this, and
// a form fetches its schema once it has hydrated (components/forms/use-simulated-form.ts), so zod is
// never part of a page's first load.
import * as z from 'zod/mini';
import { EMAIL_PATTERN, type TextLimit } from './fields';

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
