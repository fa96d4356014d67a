/** @jest-environment node */
import type { z } from 'zod';
import { COLLECTIONS, type RecordSchemas } from '@/data/cms/collections';
import { buildCmsConfig } from '@/data/cms/config';
import { CONTENT_FOLDER } from '@/data/schemas/content-file';
import type { CmsField } from '@/data/cms/fields';
import { EXAMPLE_EMAIL_PATTERN, EXAMPLE_URL_PATTERN } from '@/data/schemas/helpers';
import { UPLOAD_NAME_PATTERN } from '@/data/uploads';
import { shapeOf, type FieldRule, type ValueShape } from '@/data/schemas/introspect';

// The editor and the build must agree on what is valid, so an editor sees a mistake in the editor
// and not in a failed build. These tests read what each schema asks (data/schemas) and hold the
// editor's configuration (what /admin runs) to it, field by field, written apart from the code
// that builds that configuration (data/cms/fields.ts).

type Config = ReturnType<typeof buildCmsConfig>;
type ConfigCollection = {
  name: string;
  folder?: string;
  files?: ConfigFile[];
  fields?: CmsField[];
};
type ConfigFile = { name: string; file: string; fields: CmsField[]; i18n?: boolean };

const config = buildCmsConfig({ siteUrl: 'https://www.nusantara-ceo.example' }) as Omit<
  Config,
  'collections'
> & { collections: ConfigCollection[] };

/** What the editor would let through that the schema refuses, or the reverse, field by field. */
function mismatches(
  shape: Extract<ValueShape, { kind: 'object' }>,
  fields: readonly CmsField[],
  where: string,
  skip?: string,
): string[] {
  const problems: string[] = [];
  const keys = Object.keys(shape.fields).filter((key) => key !== skip);
  const names = fields.map((field) => field.name);
  for (const key of keys)
    if (!names.includes(key)) problems.push(`${where}.${key}: not in the editor`);
  for (const name of names)
    if (!keys.includes(name)) problems.push(`${where}.${name}: not in the schema`);
  for (const field of fields) {
    const rule = shape.fields[field.name];
    if (rule) problems.push(...fieldMismatches(rule, field, `${where}.${field.name}`));
  }
  return problems;
}

function fieldMismatches(rule: FieldRule, field: CmsField, where: string): string[] {
  const { shape, optional } = rule;
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${where}: ${problem}`);
  const required = field.required !== false;
  // A list that may be empty is optional in Decap (an empty list is "missing" to it) and starts
  // empty, so its file always has the list.
  const mayBeEmptyList = shape.kind === 'array' && !shape.min && !optional;
  if (mayBeEmptyList) {
    if (required || JSON.stringify(field.default) !== '[]')
      say('an empty list must be allowed and start empty');
  } else if (required === optional) {
    say(
      optional
        ? 'optional in the schema, required in the editor'
        : 'required in the schema, optional in the editor',
    );
  }
  const pattern = field.pattern?.[0];
  switch (shape.kind) {
    case 'string':
      if (shape.format === 'date') {
        if (
          field.widget !== 'datetime' ||
          field.format !== 'YYYY-MM-DD' ||
          field.time_format !== false
        ) {
          say('a date must be a date picker writing YYYY-MM-DD');
        }
      } else if (!['string', 'text', 'image'].includes(field.widget)) {
        say(`a text, not a ${field.widget}`);
      }
      // Decap checks an image by its file name; the record's path is checked before a save.
      if (field.widget === 'image') {
        if (pattern !== UPLOAD_NAME_PATTERN.source)
          say('an image must be checked by its file name');
        if (!shape.pattern?.test('/images/uploads/photo.jpg')) say('the schema refuses an upload');
        break;
      }
      if (shape.pattern && pattern !== shape.pattern.source)
        say(`pattern ${pattern}, not ${shape.pattern.source}`);
      if (shape.format === 'url' && pattern !== EXAMPLE_URL_PATTERN.source)
        say('a link must be checked as one');
      if (shape.format === 'email' && pattern !== EXAMPLE_EMAIL_PATTERN.source)
        say('an e-mail must be checked as one');
      if (!shape.pattern && !['url', 'email'].includes(shape.format ?? '') && pattern)
        say('a pattern the schema has not');
      break;
    case 'enum': {
      const values = (field.options ?? []).map((option) => option.value);
      if (field.widget !== 'select' || values.join('|') !== shape.values.join('|')) {
        say(`choices ${values.join(', ')}, not ${shape.values.join(', ')}`);
      }
      break;
    }
    case 'number':
      if (field.widget !== 'number') say(`a number, not a ${field.widget}`);
      if ((field.value_type === 'int') !== shape.int)
        say('whole numbers or not, as the schema says');
      if (field.min !== shape.min || field.max !== shape.max) {
        say(`range ${field.min}–${field.max}, not ${shape.min}–${shape.max}`);
      }
      break;
    case 'boolean':
      if (field.widget !== 'boolean') say(`a box to tick, not a ${field.widget}`);
      break;
    case 'object':
      if (field.widget !== 'object') say(`an object, not a ${field.widget}`);
      else problems.push(...mismatches(shape, field.fields ?? [], where));
      break;
    case 'array': {
      if (field.widget !== 'list') {
        say(`a list, not a ${field.widget}`);
        break;
      }
      if (field.min !== shape.min || field.max !== shape.max) {
        say(`${field.min}–${field.max} items, not ${shape.min}–${shape.max}`);
      }
      const { element } = shape;
      if (element.kind === 'object')
        problems.push(...mismatches(element, field.fields ?? [], `${where}[]`));
      else if (element.kind === 'union') {
        if (field.typeKey !== element.discriminator) say(`types keyed by ${field.typeKey}`);
        const types = field.types ?? [];
        const names = types.map((type) => type.name).sort();
        if (names.join() !== Object.keys(element.variants).sort().join())
          say(`types ${names.join(', ')}`);
        for (const type of types) {
          const variant = element.variants[type.name];
          if (variant) {
            problems.push(
              ...mismatches(
                variant,
                type.fields ?? [],
                `${where}(${type.name})`,
                element.discriminator,
              ),
            );
          }
        }
      } else if (!field.field) say('a list of texts needs its item field');
      else
        problems.push(
          ...fieldMismatches({ optional: false, shape: element }, field.field, `${where}[]`),
        );
      break;
    }
    case 'union':
      say('a choice of shapes outside a list');
  }
  return problems;
}

/** Every record the editor edits, with its place in the configuration. */
type Entry = { where: string; record: RecordSchemas; fields: CmsField[]; path: string };
const records: Entry[] = COLLECTIONS.flatMap((collection): Entry[] => {
  const configured = config.collections.find((entry) => entry.name === collection.name)!;
  if (collection.kind === 'folder') {
    return [
      {
        where: collection.name,
        record: collection,
        fields: configured.fields!,
        path: configured.folder!,
      },
    ];
  }
  return collection.files.map((file) => {
    const entry = configured.files!.find((candidate) => candidate.name === file.name)!;
    return {
      where: `${collection.name}/${file.name}`,
      record: file,
      fields: entry.fields,
      path: entry.file,
    };
  });
});

const objectShape = (schema: z.ZodType) =>
  shapeOf(schema) as Extract<ValueShape, { kind: 'object' }>;

describe('the editor’s configuration', () => {
  it('has every collection of the site, each in data/content', () => {
    expect(config.collections.map((collection) => collection.name)).toEqual([
      'events',
      'articles',
      'news',
      'ceos',
      'crowdfunding',
      'gallery',
      'pages',
      'leadership',
      'settings',
    ]);
    for (const { path } of records) expect(path).toMatch(new RegExp(`^${CONTENT_FOLDER}/`));
  });

  it.each(records.map((entry) => [entry.where, entry] as const))(
    'asks of %s what its schema asks, field by field',
    (_, { record, fields, where }) => {
      expect(mismatches(objectShape(record.schema), fields, where)).toEqual([]);
    },
  );

  it('reads the schemas right: a few fields, spelled out', () => {
    const events = records.find((entry) => entry.where === 'events')!.fields;
    const field = (name: string, list = events) =>
      list.find((candidate) => candidate.name === name)!;
    expect(field('id')).toMatchObject({
      required: true,
      pattern: ['^event-\\d{3}$', expect.any(String)],
    });
    expect(field('capacity')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(field('speakers')).toMatchObject({ widget: 'list', required: false, default: [] });
    expect(field('agenda')).toMatchObject({ widget: 'list', required: true, min: 1 });
    expect(field('speaker', field('agenda').fields)).toMatchObject({ required: false });
    const news = records.find((entry) => entry.where === 'news')!.fields;
    expect(field('sourceUrl', news)).toMatchObject({
      required: false,
      pattern: [EXAMPLE_URL_PATTERN.source, expect.any(String)],
    });
    expect(field('keyHighlights', news)).toMatchObject({ required: false, min: 1 });
    const ceos = records.find((entry) => entry.where === 'ceos')!.fields;
    expect(field('contact', ceos)).toMatchObject({ widget: 'object', required: false });
  });

  describe('fails when the two disagree', () => {
    const shape = objectShape(records[0]!.record.schema);
    const events = records[0]!.fields;
    const changed = (name: string, change: Partial<CmsField>) =>
      events.map((field) => (field.name === name ? { ...field, ...change } : field));

    it('on a required field missing from the editor, or made optional there', () => {
      expect(
        mismatches(
          shape,
          events.filter((field) => field.name !== 'title'),
          'events',
        ),
      ).toEqual(['events.title: not in the editor']);
      expect(mismatches(shape, changed('title', { required: false }), 'events')).toEqual([
        'events.title: required in the schema, optional in the editor',
      ]);
    });

    it('on an optional field made required, a field the schema has not, a choice or a pattern changed', () => {
      const agenda = events.find((field) => field.name === 'agenda')!;
      const speakerRequired = {
        ...agenda,
        fields: agenda.fields!.map((field) =>
          field.name === 'speaker' ? { ...field, required: true } : field,
        ),
      };
      expect(mismatches(shape, changed('agenda', speakerRequired), 'events')).toEqual([
        'events.agenda[].speaker: optional in the schema, required in the editor',
      ]);
      expect(
        mismatches(
          shape,
          [...events, { name: 'subtitle', label: 'Subtitle', widget: 'string' }],
          'events',
        ),
      ).toEqual(['events.subtitle: not in the schema']);
      expect(
        mismatches(
          shape,
          changed('category', { options: [{ label: 'Gala', value: 'Gala' }] }),
          'events',
        ),
      ).toHaveLength(1);
      expect(
        mismatches(shape, changed('slug', { pattern: ['.*', 'anything'] }), 'events'),
      ).toHaveLength(1);
    });
  });

  describe('translation', () => {
    const events = records[0]!.fields;
    const byName = (name: string, list = events) => list.find((field) => field.name === name)!;

    it('translates the text, duplicates the facts, and writes a list of facts once', () => {
      expect(byName('title').i18n).toBe(true);
      expect(byName('date').i18n).toBe('duplicate');
      expect(byName('location').i18n).toBe(true);
      expect(byName('city', byName('location').fields).i18n).toBe('duplicate');
      expect(byName('time', byName('agenda').fields).i18n).toBe(true);
      const central = records.find((entry) => entry.where === 'leadership/central')!.fields;
      expect(byName('mainOfficers', central).i18n).toBe(false);
    });

    it('keeps the boards’ one-language files and the collections’ folders apart', () => {
      const provincial = records.find((entry) => entry.where === 'leadership/provincial')!;
      expect(provincial.fields.every((field) => field.i18n === undefined)).toBe(true);
      expect(config.i18n).toEqual({
        structure: 'multiple_folders',
        locales: ['en', 'id'],
        default_locale: 'en',
      });
      const pages = config.collections.find((collection) => collection.name === 'pages') as {
        i18n?: unknown;
      };
      expect(pages.i18n).toEqual({ structure: 'single_file' });
    });
  });

  it('uploads into data/uploads, named by /images/uploads/ in a record, and never takes a link', () => {
    expect(config).toMatchObject({
      media_folder: 'data/uploads',
      public_folder: '/images/uploads',
    });
    const images = JSON.stringify(config.collections).match(/"widget":"image"[^}]*/g) ?? [];
    expect(images).toHaveLength(10);
    for (const image of images) expect(image).toContain('"choose_url":false');
  });
});
