import type { z } from 'zod';
import { shapeOf, type ValueShape } from './introspect';
import { checkComplete, overlayText, type TextOverlay } from './translation';

/**
 * Reading a record from a content file, as the editor (Decap CMS) writes it, and pairing its two
 * editions. Pure: the loaders read the files (data/content-files.ts), the editor's own check runs
 * the same code in the browser before it saves.
 */

/** Where a value sits: a file under data/content, and the path inside it (`id` for a page's Indonesian). */
export type Source = { readonly file: string; readonly path?: readonly PropertyKey[] };

/** Where the content files are, in the repository (and in the repository the editor saves to). */
export const CONTENT_FOLDER = 'data/content';

/** A folder collection's record in one language: data/content/<folder>/<lang>/<name>.json. */
export function recordSource(folder: string, lang: string, name: string): Source {
  return { file: `${CONTENT_FOLDER}/${folder}/${lang}/${name}.json` };
}

/** A single file under data/content ('leadership/provincial.json'). */
export function fileSource(name: string): Source {
  return { file: `${CONTENT_FOLDER}/${name}` };
}

/** A page's edition in its file (data/content/<name>): its `en` or `id` half. */
export function pageSource(name: string, lang: string): Source {
  return { ...fileSource(name), path: [lang] };
}

/** Content that cannot be published as it is: the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** 'data/content/events/en/summit.json: agenda[2].time' */
export function describePlace(source: Source, path: readonly PropertyKey[] = []): string {
  const keys = [...(source.path ?? []), ...path];
  const field = keys
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
  return field ? `${source.file}: ${field}` : source.file;
}

/** One line per issue, each naming the file and the field, in words an editor can act on. */
export function describeIssues(error: z.ZodError, source: Source): string {
  return error.issues
    .map((issue) => {
      const input = (issue as { input?: unknown }).input;
      let message = issue.message;
      if (issue.code === 'invalid_type' && input === undefined) message = 'is required';
      else if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) {
        message = 'is required';
      } else if (issue.code === 'too_small' && issue.origin === 'array') {
        message = `needs at least ${String(issue.minimum)} item${issue.minimum === 1 ? '' : 's'}`;
      } else if (issue.code === 'unrecognized_keys') {
        message = `has no field ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
      }
      return `${describePlace(source, issue.path)}: ${message}`;
    })
    .join('\n');
}

/**
 * A record as the editor wrote it, made ready for its schema. The editor writes a field it
 * cleared as '' (a cleared number, date or choice as null) and an optional list whose items were
 * all removed as []: each means "no value", so it is left out, and a required field left empty is
 * then reported as required. Text pasted with a space or a line break at either end is trimmed.
 */
export function fromEditor(value: unknown, shape: ValueShape): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) {
    return shape.kind === 'array' ? value.map((item) => fromEditor(item, shape.element)) : value;
  }
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  let object: Extract<ValueShape, { kind: 'object' }> | undefined;
  if (shape.kind === 'object') object = shape;
  else if (shape.kind === 'union') object = shape.variants[String(record[shape.discriminator])];
  if (!object) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    const rule = object.fields[key];
    const given = typeof field === 'string' ? field.trim() : field;
    if (given === '' || given === null) continue;
    if (rule?.optional && Array.isArray(given) && given.length === 0) continue;
    result[key] = rule ? fromEditor(given, rule.shape) : given;
  }
  return result;
}

/** Reads one record with `schema` (after fromEditor); throws naming the file and the field. */
export function parseContent<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: Source,
): z.output<S> {
  const parsed = schema.safeParse(fromEditor(value, shapeOf(schema)));
  if (!parsed.success) throw new ContentError(describeIssues(parsed.error, source));
  return parsed.data;
}

/**
 * Checks a whole collection with its list schema (unique ids and slugs, counts, references),
 * naming the file of each record an issue is about.
 */
export function checkCollection(
  schema: z.ZodType,
  records: readonly unknown[],
  sources: readonly Source[],
): void {
  const parsed = schema.safeParse(records);
  if (parsed.success) return;
  throw new ContentError(
    parsed.error.issues
      .map((issue) => {
        const [index, ...path] = issue.path;
        const source = typeof index === 'number' ? sources[index] : undefined;
        return source
          ? `${describePlace(source, path)}: ${issue.message}`
          : `${sources.map((s) => s.file).join(', ')}: ${issue.message}`;
      })
      .join('\n'),
  );
}

/** The text of `value` that `shape` (a translation schema's) names; facts are left behind. */
function pickText(value: unknown, shape: ValueShape): unknown {
  if (Array.isArray(value) && shape.kind === 'array') {
    return value.map((item) => pickText(item, shape.element));
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && shape.kind === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(shape.fields)
        .filter(([key]) => record[key] !== undefined)
        .map(([key, rule]) => [key, pickText(record[key], rule.shape)]),
    );
  }
  return value;
}

type Difference = { path: PropertyKey[]; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const shown = (value: unknown) =>
  typeof value === 'string' ? `'${value}'` : JSON.stringify(value);

/** Where `value` first differs from `expected` (the English record with this edition's text). */
function firstDifference(
  expected: unknown,
  value: unknown,
  path: PropertyKey[] = [],
): Difference | undefined {
  if (Object.is(expected, value)) return undefined;
  if (Array.isArray(expected) && Array.isArray(value)) {
    if (expected.length !== value.length) {
      return { path, message: `has ${value.length} items, the English ${expected.length}` };
    }
    for (const [index, item] of expected.entries()) {
      const difference = firstDifference(item, value[index], [...path, index]);
      if (difference) return difference;
    }
    return undefined;
  }
  if (isObject(expected) && isObject(value)) {
    for (const key of new Set([...Object.keys(expected), ...Object.keys(value)])) {
      if (!(key in value)) return { path: [...path, key], message: 'is missing' };
      if (!(key in expected)) return { path: [...path, key], message: 'is not in the English' };
      const difference = firstDifference(expected[key], value[key], [...path, key]);
      if (difference) return difference;
    }
    return undefined;
  }
  return { path, message: `is ${shown(value)}, the English ${shown(expected)}` };
}

/**
 * The Indonesian edition of a record. Both files hold the whole record (the editor duplicates the
 * facts into the Indonesian file) and have passed the record's schema; the Indonesian one gives
 * the text `translation` names, and every other field (a date, a figure, a slug, an image, a
 * person's name) must be what the English file says: the editions never silently differ. With
 * `shared` (the names of the fields that are facts), every text of the English record must be
 * translated, optional ones included. Throws naming the Indonesian file and the field.
 */
export function pairEditions<T>(
  en: T,
  id: T,
  translation: z.ZodType,
  sources: { readonly en: Source; readonly id: Source },
  shared?: readonly string[],
): T {
  const text = translation.safeParse(pickText(id, shapeOf(translation)));
  if (!text.success) throw new ContentError(describeIssues(text.error, sources.id));
  const place = (path: readonly PropertyKey[]) => describePlace(sources.id, path);
  let expected: T;
  try {
    if (shared) checkComplete(en, text.data, new Set(shared), place);
    expected = overlayText(en, text.data as TextOverlay, place);
  } catch (error) {
    throw new ContentError(`${(error as Error).message} (${sources.en.file})`);
  }
  const difference = firstDifference(expected, id);
  if (difference) {
    throw new ContentError(
      `${describePlace(sources.id, difference.path)}: ${difference.message} ` +
        `(${sources.en.file}); it is the same in both languages`,
    );
  }
  return expected;
}

/**
 * The Indonesian file's values with the facts it leaves out taken from the English record: the
 * editor writes a list of facts (the main officers) once, in the English file. Only fields with
 * no text in them (none in `text`, the translation's shape) are taken; objects are followed.
 */
function withEnglishFacts(en: unknown, id: unknown, text: ValueShape | undefined): unknown {
  if (!isObject(en) || !isObject(id)) return id;
  const result: Record<string, unknown> = { ...id };
  const fields = text?.kind === 'object' ? text.fields : {};
  for (const [key, value] of Object.entries(en)) {
    if (!(key in id)) {
      if (!(key in fields)) result[key] = value;
    } else if (isObject(value)) {
      result[key] = withEnglishFacts(value, id[key], fields[key]?.shape);
    }
  }
  return result;
}

/**
 * A record's two editions from their files' values: each read with the record's schema, the
 * Indonesian completed with the facts it leaves out and paired with the English (pairEditions).
 * What the loaders (data/content-files.ts) and the editor's check before a save (data/cms) share.
 */
export function readEditions<T>(
  record: { schema: z.ZodType<T>; translation: z.ZodType; shared?: readonly string[] },
  values: { readonly en: unknown; readonly id: unknown },
  sources: { readonly en: Source; readonly id: Source },
): { en: T; id: T } {
  const en = parseContent(record.schema, values.en, sources.en);
  const id = parseContent(
    record.schema,
    withEnglishFacts(en, values.id, shapeOf(record.translation)),
    sources.id,
  );
  return { en, id: pairEditions(en, id, record.translation, sources, record.shared) };
}
