import { COLLECTIONS, type FileEntry, type RecordSchemas } from './collections';
import {
  ContentError,
  fileSource,
  pageSource,
  parseContent,
  readEditions,
  recordSource,
  type Source,
} from '../schemas/content-file';
import { fillPlaceholders, SITE_FACT_PLACEHOLDERS, type SiteFacts } from '../schemas/site-facts';
import { describeStyleIssues } from '../schemas/indonesian-style';

/**
 * The editor's own check before it saves (admin/cms.ts, Decap's preSave event): the record as the
 * build will read it, both editions, with the same schemas and pairing as data/content-files.ts.
 * Decap checks only the English pane's fields itself; this refuses a missing translation or a
 * fact the two panes disagree on, naming the file and the field, so an editor sees the error in
 * the editor and not in a failed build. The Indonesian pane is also read against the glossary
 * (docs/glossary.md): an avoided term or a typography slip is refused with what to write instead.
 * Throws a ContentError.
 */
export function checkEntry({
  collection: name,
  file: fileName,
  data,
  translated,
}: {
  collection: string;
  /** A files collection's entry ('about'). */
  file?: string;
  /** The English pane's values (or the only ones, for a one-language file). */
  data: unknown;
  /** The Indonesian pane's values. */
  translated?: unknown;
}): void {
  const collection = COLLECTIONS.find((candidate) => candidate.name === name);
  if (!collection) return;
  let record: RecordSchemas;
  let sources: { en: Source; id: Source };
  if (collection.kind === 'folder') {
    record = collection;
    const slug = (data as { slug?: unknown } | null)?.slug;
    const name = typeof slug === 'string' ? slug : '<slug>';
    sources = {
      en: recordSource(collection.folder, 'en', name),
      id: recordSource(collection.folder, 'id', name),
    };
  } else {
    const entry = collection.files.find((candidate) => candidate.name === fileName);
    if (!entry) return;
    record = entry;
    sources = record.translation
      ? { en: pageSource(entry.file, 'en'), id: pageSource(entry.file, 'id') }
      : { en: fileSource(entry.file), id: fileSource(entry.file) };
  }
  const { translation } = record;
  if (!translation) {
    parseContent(record.schema, data, sources.en);
    return;
  }
  const editions = readEditions(
    { ...record, translation },
    { en: data, id: translated ?? {} },
    sources,
  );
  if (collection.kind === 'files' && (record as FileEntry).placeholders) {
    const facts = Object.fromEntries(
      SITE_FACT_PLACEHOLDERS.map((fact) => [fact, fact]),
    ) as SiteFacts;
    fillPlaceholders(editions.en, facts, sources.en);
    fillPlaceholders(editions.id, facts, sources.id);
  }
  const slips = describeStyleIssues(translated ?? {}, sources.id);
  if (slips.length > 0) throw new ContentError(slips.join('\n'));
}
