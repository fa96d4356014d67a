/**
 * A translation is the record's text and nothing else, in the record's own shape: objects key by
 * key, arrays item by item (same length, same order), strings replacing strings. Names, figures,
 * dates, slugs and images are not in it, so the editions cannot drift apart on facts.
 */
export type TextOverlay = string | readonly TextOverlay[] | { readonly [key: string]: TextOverlay };

/** Names a place in a record for an error message ('…/id/summit.json: agenda[2]'). */
export type Place = (path: readonly PropertyKey[]) => string;

/**
 * Lays `overlay` over `base` and returns the translated copy; `base` is left as it is. Throws,
 * naming the place, when the overlay does not fit the record: a field the record lacks, a list of
 * another length, a string where the record has none.
 */
export function overlayText<T>(
  base: T,
  overlay: TextOverlay,
  place: Place,
  path: readonly PropertyKey[] = [],
): T {
  if (typeof overlay === 'string') {
    if (typeof base !== 'string') throw new Error(`${place(path)}: the English has no text here`);
    return overlay as T;
  }
  if (Array.isArray(overlay)) {
    if (!Array.isArray(base)) throw new Error(`${place(path)}: the English has no list here`);
    if (base.length !== overlay.length) {
      throw new Error(`${place(path)}: has ${overlay.length} items, the English ${base.length}`);
    }
    return base.map((item, index) =>
      overlayText(item, overlay[index] as TextOverlay, place, [...path, index]),
    ) as T;
  }
  if (typeof base !== 'object' || base === null || Array.isArray(base)) {
    throw new Error(`${place(path)}: the English has no fields here`);
  }
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overlay as Record<string, TextOverlay>)) {
    if (!(key in result))
      throw new Error(`${place([...path, key])}: the English has no such field`);
    result[key] = overlayText(result[key], value, place, [...path, key]);
  }
  return result as T;
}

/**
 * The place of every string in `value` (`['title']`, `['sections', 2, 'items', 0]`…), leaving out
 * the fields named in `shared` (ids, slugs, names, dates: the facts both editions share).
 */
export function textPaths(
  value: unknown,
  shared: ReadonlySet<string>,
  path: readonly PropertyKey[] = [],
): PropertyKey[][] {
  if (typeof value === 'string') return [[...path]];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => textPaths(item, shared, [...path, index]));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      shared.has(key) ? [] : textPaths(item, shared, [...path, key]),
    );
  }
  return [];
}

/**
 * Checks that `translation` gives every text of `record` but the `shared` fields, and nothing
 * else: the check that catches an optional field (a caption, a meta title) left untranslated.
 */
export function checkComplete(
  record: unknown,
  translation: unknown,
  shared: ReadonlySet<string>,
  place: Place,
): void {
  const key = (path: readonly PropertyKey[]) => path.map(String).join('\u0000');
  const given = new Map(textPaths(translation, new Set()).map((path) => [key(path), path]));
  const expected = textPaths(record, shared);
  const missing = expected.find((path) => !given.has(key(path)));
  if (missing) throw new Error(`${place(missing)}: is not translated`);
  const expectedKeys = new Set(expected.map(key));
  const extra = [...given.values()].find((path) => !expectedKeys.has(key(path)));
  if (extra) throw new Error(`${place(extra)}: the English has no text here`);
}
