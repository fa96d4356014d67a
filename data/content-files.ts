import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import type { z } from 'zod';
import {
  checkCollection,
  CONTENT_FOLDER,
  ContentError,
  describePlace,
  fileSource,
  pageSource,
  parseContent,
  readEditions,
  recordSource,
  type Source,
} from './schemas/content-file';
import type { Locale } from './locales';
import { publishedPhotoSize, UPLOADS_FOLDER, UPLOADS_PATH } from './uploads';
import { describeStyleIssues } from './schemas/indonesian-style';

/**
 * The content files: every record the site publishes, one JSON file per record and language, in
 * the layout the editor (Decap CMS, /admin) reads and writes. This module alone reads them, at
 * build time; the loaders (data/<collection>.ts) hand the parsed records to the pages.
 *
 *   data/content/<collection>/en/<slug>.json   a record in English (events, articles, news…)
 *   data/content/<collection>/id/<slug>.json   the same record in Indonesian, facts duplicated
 *   data/content/pages/<page>.json             a page's texts, { "en": …, "id": … }
 */
/**
 * The directory whose data/content, data/uploads and public/images the site is built from: the
 * working directory, or CONTENT_ROOT (the editor's tests render a temporary copy of the content).
 */
const root = () => process.env.CONTENT_ROOT ?? process.cwd();

/** One content file, by its path under data/content ('pages/about.json'). */
export function readContentFile(name: string): { file: string; data: unknown } {
  const { file } = fileSource(name);
  let text: string;
  try {
    text = readFileSync(join(root(), file), 'utf8');
  } catch {
    throw new ContentError(`${file}: missing`);
  }
  try {
    return { file, data: JSON.parse(text) };
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

/** The `.json` files of a folder under data/content, by name; none when it does not exist. */
function jsonFiles(folder: string): string[] {
  const path = join(root(), CONTENT_FOLDER, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/**
 * Every record of a folder collection, its English and Indonesian files side by side. A record
 * without its Indonesian file, or an Indonesian file without its record, fails naming the file.
 */
function readFolderPairs(folder: string) {
  const en = jsonFiles(`${folder}/en`);
  const id = new Set(jsonFiles(`${folder}/id`));
  if (en.length === 0) throw new ContentError(`${CONTENT_FOLDER}/${folder}/en: no records`);
  for (const name of en) {
    if (!id.has(name)) {
      throw new ContentError(
        `${CONTENT_FOLDER}/${folder}/id/${name}: missing (the Indonesian of ${CONTENT_FOLDER}/${folder}/en/${name})`,
      );
    }
    id.delete(name);
  }
  const [orphan] = id;
  if (orphan) {
    throw new ContentError(
      `${CONTENT_FOLDER}/${folder}/id/${orphan}: no English record (${CONTENT_FOLDER}/${folder}/en/${orphan})`,
    );
  }
  return en.map((name) => ({
    name: name.slice(0, -'.json'.length),
    en: readContentFile(`${folder}/en/${name}`),
    id: readContentFile(`${folder}/id/${name}`),
  }));
}

export type Editions<T> = Readonly<Record<Locale, T>>;

/** A collection's order when it has no other: the order of the records' ids (event-001, …). */
export const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

type FolderOptions<T> = {
  /** The folder under data/content ('events'). */
  folder: string;
  /** The record's schema: both files of a record must pass it. */
  schema: z.ZodType<T>;
  /** The record's text (data/schemas/<x>.ts): what the Indonesian file translates. */
  translation: z.ZodType;
  /** With these (the facts' field names), every text of the English must be translated. */
  shared?: readonly string[];
  /** The whole collection's checks (unique ids and slugs…), run on the English records. */
  list?: z.ZodType;
  /** The collection's order (files are read by name). */
  order: (a: T, b: T) => number;
};

/** A folder collection in both editions, every file parsed, paired and checked. */
export function loadFolder<T>(options: FolderOptions<T>): Editions<readonly T[]> {
  const { folder, schema, translation, shared, list, order } = options;
  const records = readFolderPairs(folder).map((pair) => {
    const sources = {
      en: recordSource(folder, 'en', pair.name),
      id: recordSource(folder, 'id', pair.name),
    };
    const editions = readEditions(
      { schema, translation, shared },
      { en: pair.en.data, id: pair.id.data },
      sources,
    );
    checkImages(editions.en, sources.en);
    return { ...editions, source: sources.en };
  });
  records.sort((a, b) => order(a.en, b.en));
  const en = records.map((record) => record.en);
  if (list) {
    checkCollection(
      list,
      en,
      records.map((record) => record.source),
    );
  }
  return { en, id: records.map((record) => record.id) };
}

/** A page's texts (data/content/pages/<name>.json, or another single file), in both editions. */
export function loadPage<T>(
  name: string,
  schema: z.ZodType<T>,
  translation: z.ZodType,
  shared?: readonly string[],
): Editions<T> {
  const { data } = readContentFile(name);
  const sources = { en: pageSource(name, 'en'), id: pageSource(name, 'id') };
  const both = (data ?? {}) as Record<string, unknown>;
  const editions = readEditions(
    { schema, translation, shared },
    { en: both.en, id: both.id },
    sources,
  );
  checkImages(editions.en, sources.en);
  return editions;
}

/** A file with one language (the boards' names are the same in both), parsed with `schema`. */
export function loadFile<T>(name: string, schema: z.ZodType<T>): T {
  const { data } = readContentFile(name);
  const source = fileSource(name);
  const value = parseContent(schema, data, source);
  checkImages(value, source);
  return value;
}

/** The file an image path names: the drawn artwork in public/, or a photo staff uploaded. */
export function imageFile(path: string): string {
  return path.startsWith(`${UPLOADS_PATH}/`)
    ? join(UPLOADS_FOLDER, path.slice(UPLOADS_PATH.length + 1))
    : join('public', path);
}

/** Every image a record names exists: a missing one fails the build naming the file and field. */
function checkImages(value: unknown, source: Source, path: PropertyKey[] = []): void {
  if (typeof value === 'string') {
    if (value.startsWith('/images/') && !existsSync(join(root(), imageFile(value)))) {
      throw new ContentError(
        `${describePlace(source, path)}: the image ${value} is not there (${imageFile(value)}); upload it again`,
      );
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkImages(item, source, [...path, index]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) checkImages(item, source, [...path, key]);
  }
}

/** When any content file last changed: its name and time, for every file. */
function contentSignature(folder = join(root(), CONTENT_FOLDER)): string {
  return readdirSync(folder, { withFileTypes: true })
    .map((entry) => {
      const path = join(folder, entry.name);
      return entry.isDirectory() ? contentSignature(path) : `${path}@${statSync(path).mtimeMs}`;
    })
    .join('|');
}

/**
 * `load`'s result, computed once. Under `next dev` it is computed again when a content file has
 * changed, so an editor's save (npm run cms) shows on the next reload without a restart.
 */
export function fromContent<T>(load: () => T): () => T {
  let value: { result: T; signature: string } | undefined;
  const watch = process.env.NODE_ENV === 'development';
  return () => {
    const signature = watch ? contentSignature() : '';
    if (!value || value.signature !== signature) value = { result: load(), signature };
    return value.result;
  };
}

/**
 * The pixel size an image path names, as the site publishes it: the drawn artwork's own, read from
 * its header; an upload's as it is seen (a phone photo turned by its EXIF orientation is measured
 * upright), scaled as the build publishes it (publishedPhotoSize: at most MAX_PHOTO_WIDTH wide).
 */
export function imageSizeOf(path: string): { width: number; height: number } {
  const file = imageFile(path);
  let header: ReturnType<typeof imageSize>;
  try {
    header = imageSize(readFileSync(join(root(), file)));
  } catch (error) {
    throw new ContentError(`${file}: not an image (${(error as Error).message}); upload it again`);
  }
  const { width, height, orientation } = header;
  const seen =
    orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  return path.startsWith(`${UPLOADS_PATH}/`) ? publishedPhotoSize(seen) : seen;
}

/**
 * Every slip of the Indonesian content against the glossary and the typography of numbers
 * (data/schemas/indonesian-style.ts), one line each naming the file, the field and the words:
 * each record in `<collection>/id/` and the Indonesian pane of every page, board and settings file.
 * `npm run check:content` refuses the content with any; the editor refuses them before a save.
 */
export function indonesianStyleIssues(): string[] {
  const lines: string[] = [];
  for (const folder of readdirSync(join(root(), CONTENT_FOLDER)).sort()) {
    const translated = existsSync(join(root(), CONTENT_FOLDER, folder, 'id'));
    for (const name of jsonFiles(translated ? join(folder, 'id') : folder)) {
      const path = translated ? `${folder}/id/${name}` : `${folder}/${name}`;
      const { data } = readContentFile(path);
      // A file of facts only (the international boards) has no Indonesian pane and no prose.
      const pane = translated ? data : (data as { id?: unknown }).id;
      if (pane === undefined) continue;
      lines.push(
        ...describeStyleIssues(pane, translated ? fileSource(path) : pageSource(path, 'id')),
      );
    }
  }
  return lines;
}
