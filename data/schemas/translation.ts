import type { z } from 'zod';

/**
 * A translation is the record's text and nothing else, in the record's own shape: objects key by
 * key, arrays item by item (same length, same order), strings replacing strings. Names, figures,
 * dates, slugs and images are not in it, so the editions cannot drift apart on facts.
 */
export type TextOverlay = string | readonly TextOverlay[] | { readonly [key: string]: TextOverlay };

/**
 * Lays `overlay` over `base` and returns the translated copy; `base` is left as it is. Throws,
 * naming the place (`where`), when the overlay does not fit the record: a field the record lacks,
 * a list of another length, a string where the record has none.
 */
export function overlayText<T>(base: T, overlay: TextOverlay, where: string): T {
  if (typeof overlay === 'string') {
    if (typeof base !== 'string') throw new Error(`${where}: the record has no text here`);
    return overlay as T;
  }
  if (Array.isArray(overlay)) {
    if (!Array.isArray(base)) throw new Error(`${where}: the record has no list here`);
    if (base.length !== overlay.length) {
      throw new Error(
        `${where}: the translation has ${overlay.length} items, the record ${base.length}`,
      );
    }
    return base.map((item, index) =>
      overlayText(item, overlay[index] as TextOverlay, `${where}[${index}]`),
    ) as T;
  }
  if (typeof base !== 'object' || base === null || Array.isArray(base)) {
    throw new Error(`${where}: the record has no fields here`);
  }
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overlay as Record<string, TextOverlay>)) {
    if (!(key in result)) throw new Error(`${where}.${key}: the record has no such field`);
    result[key] = overlayText(result[key], value, `${where}.${key}`);
  }
  return result as T;
}

function describe(error: z.ZodError, where: string): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map((key) =>
        typeof key === 'number' ? `[${key}]` : `.${String(key)}`,
      );
      return `${where}${path.join('')}: ${issue.message}`;
    })
    .join('\n');
}

/**
 * The place of every string in `value` (`.title`, `.sections[2].items[0]`…), leaving out the
 * fields named in `shared` (ids, slugs, names, dates: the facts both editions share).
 */
export function textPaths(value: unknown, shared: ReadonlySet<string>, where = ''): string[] {
  if (typeof value === 'string') return [where];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => textPaths(item, shared, `${where}[${index}]`));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      shared.has(key) ? [] : textPaths(item, shared, `${where}.${key}`),
    );
  }
  return [];
}

/**
 * Checks that `translation` gives every text of `record` but the `shared` fields, and nothing
 * else: the check that catches an optional field (a caption, a meta title) left in English.
 */
function checkComplete(
  record: unknown,
  translation: unknown,
  shared: ReadonlySet<string>,
  where: string,
) {
  const expected = textPaths(record, shared);
  const given = new Set(textPaths(translation, new Set()));
  const missing = expected.filter((path) => !given.has(path));
  if (missing.length) throw new Error(`${where}${missing[0]}: missing`);
  const extra = [...given].filter((path) => !expected.includes(path));
  if (extra.length) throw new Error(`${where}${extra[0]}: the record has no text here`);
}

/**
 * Every record in its Indonesian edition. `translations` holds one entry per record, keyed by
 * `key(record)`; each entry must pass `schema` (which lists every translatable field as required),
 * so a missing translation fails the build naming the record and the field. An entry for no
 * record is an error too. With `shared` (the fields both editions share), the translation must also
 * give every other text of the record, optional fields included.
 */
export function localizeRecords<T, S extends z.ZodType<TextOverlay>>(
  label: string,
  records: readonly T[],
  translations: Readonly<Record<string, z.input<S>>>,
  schema: S,
  key: (record: T) => string,
  shared?: readonly string[],
): T[] {
  const keys = new Set(records.map(key));
  const orphans = Object.keys(translations).filter((k) => !keys.has(k));
  if (orphans.length) {
    throw new Error(`Indonesian ${label}: no record for ${orphans.join(', ')}`);
  }
  return records.map((record) => {
    const id = key(record);
    const where = `Indonesian ${label} "${id}"`;
    if (!Object.hasOwn(translations, id)) throw new Error(`${where}: missing`);
    const parsed = schema.safeParse(translations[id]);
    if (!parsed.success) throw new Error(describe(parsed.error, where));
    if (shared) checkComplete(record, parsed.data, new Set(shared), where);
    return overlayText(record, parsed.data as TextOverlay, where);
  });
}

/** One record (a page's copy) in Indonesian: `translation` must pass `schema`. */
export function localizeRecord<T, S extends z.ZodType<TextOverlay>>(
  label: string,
  record: T,
  translation: z.input<S>,
  schema: S,
): T {
  const where = `Indonesian ${label}`;
  const parsed = schema.safeParse(translation);
  if (!parsed.success) throw new Error(describe(parsed.error, where));
  return overlayText(record, parsed.data as TextOverlay, where);
}

/**
 * An `as const` page-copy object with its literal strings widened to `string`, the type of
 * either edition (the English literals would be a lie about the Indonesian one).
 */
export type Widened<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widened<U>[]
    : { readonly [K in keyof T]: Widened<T[K]> };
