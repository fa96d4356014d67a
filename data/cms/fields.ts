import type { z } from 'zod';
import { EXAMPLE_EMAIL_PATTERN, EXAMPLE_URL_PATTERN } from '../schemas/helpers';
import { shapeOf, type FieldRule, type ValueShape } from '../schemas/introspect';
import { MAX_UPLOAD_BYTES, UPLOAD_NAME_PATTERN } from '../uploads';

/**
 * The editor's fields (Decap CMS), built from a collection's zod schema and how its fields are
 * presented. What a value may be (required or not, its pattern, its choices, its range, how many
 * items a list takes) is read from the schema, so the editor refuses what the build would refuse;
 * how a field is shown (its label, hint, the widget for a text, a list's summary) is written in
 * data/cms/collections.ts. Which fields are translated comes from the translation schema.
 */

/** A Decap field, as far as this site uses them. */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  i18n?: boolean | 'duplicate';
  default?: unknown;
  options?: { label: string; value: string | number }[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  label_singular?: string;
  collapsed?: boolean;
  minimize_collapsed?: boolean;
  add_to_top?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  choose_url?: boolean;
  media_library?: { config: { max_file_size: number } };
};

/** How one field is shown in the editor. */
export type Presentation = {
  label: string;
  hint?: string;
  /** A text's widget: one line (the default), several lines, or an image to upload. */
  widget?: 'string' | 'text' | 'image';
  /** What a pattern's failure says, in the editor's words ('event- and three digits'). */
  patternMessage?: string;
  /** The labels of a choice's values, when they are not the values themselves. */
  optionLabels?: Readonly<Record<string, string>>;
  /** A list of texts: how each item is shown. */
  item?: Presentation;
  /** An object, or a list of objects: each field, in the order the editor shows them. */
  fields?: Readonly<Record<string, Presentation>>;
  /** A list of typed blocks (an article's sections): each type, by its `type` value. */
  types?: Readonly<Record<string, Presentation>>;
  /** A list's one-line summary of an item ('{{fields.time}} {{fields.session}}'). */
  summary?: string;
  /** A list's name for one item ('Session'). */
  labelSingular?: string;
  /** A list shown folded (long lists: the 34 provinces). */
  collapsed?: boolean;
};

export type Presentations = Readonly<Record<string, Presentation>>;

type Context = {
  /** Whether the collection has an Indonesian edition. */
  i18n: boolean;
  /** The translated text at this level (the translation schema's shape), if any. */
  text: ValueShape | undefined;
  /** Inside a list's item: every field is written in both files (see i18nOf). */
  inList: boolean;
  /** The field's place, for error messages. */
  where: string;
};

/**
 * A field's translation setting, as Decap takes it. A field with text in it is translated (`true`).
 * A fact outside a list is duplicated: Decap copies it into the Indonesian file and keeps it
 * equal; an object of facts is `true` with its fields duplicated (Decap allows no `duplicate` on
 * an object or a list), and a list of facts (the main officers) is written once, in the English
 * file (`false`), which the build reads for both editions. Decap carries no duplicated value into
 * a list's items, so inside a list every field is written in both files (`true`) and the build
 * checks the facts equal, which also proves the two lists line up.
 */
function i18nOf(context: Context, key: string, shape: ValueShape): CmsField['i18n'] {
  if (!context.i18n) return undefined;
  if (context.inList) return true;
  if (context.text?.kind === 'object' && key in context.text.fields) return true;
  if (shape.kind === 'object') return true;
  if (shape.kind === 'array') return false;
  return 'duplicate';
}

const fieldsOfText = (text: ValueShape | undefined, key: string) =>
  text?.kind === 'object' ? text.fields[key]?.shape : undefined;

const elementOf = (text: ValueShape | undefined) => (text?.kind === 'array' ? text.element : text);

/** The Decap fields of an object's shape, in the presentation's order; both must name the same. */
function objectFields(
  shape: Extract<ValueShape, { kind: 'object' }>,
  presentations: Presentations,
  context: Context,
  skip?: string,
): CmsField[] {
  const keys = Object.keys(shape.fields).filter((key) => key !== skip);
  const shown = Object.keys(presentations);
  const missing = keys.filter((key) => !shown.includes(key));
  const extra = shown.filter((key) => !keys.includes(key));
  if (missing.length || extra.length) {
    throw new Error(
      `${context.where}: the editor's fields and the schema disagree` +
        (missing.length ? `; not in the editor: ${missing.join(', ')}` : '') +
        (extra.length ? `; not in the schema: ${extra.join(', ')}` : ''),
    );
  }
  return shown.map((key) =>
    decapField(key, shape.fields[key]!, presentations[key]!, {
      ...context,
      text: fieldsOfText(context.text, key),
      where: `${context.where}.${key}`,
      // i18nOf reads the parent's text; the child's context carries its own below.
    }),
  );

  function decapField(
    name: string,
    rule: FieldRule,
    presentation: Presentation,
    own: Context,
  ): CmsField {
    const field = buildField(name, rule, presentation, own);
    const i18n = i18nOf(context, name, rule.shape);
    return i18n === undefined ? field : { ...field, i18n };
  }
}

/** One Decap field for a field of the schema. */
function buildField(
  name: string,
  rule: FieldRule,
  presentation: Presentation,
  context: Context,
): CmsField {
  const { shape, optional } = rule;
  const base: CmsField = {
    name,
    label: presentation.label,
    widget: 'string',
    ...(presentation.hint ? { hint: presentation.hint } : {}),
  };
  const required = { required: !optional };
  switch (shape.kind) {
    case 'string': {
      if (shape.format === 'date') {
        return {
          ...base,
          ...required,
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'D MMMM YYYY',
          time_format: false,
          picker_utc: true,
        };
      }
      const widget = presentation.widget ?? 'string';
      // Decap checks an image by its file name (the record's path is the build's to check, and
      // the editor's check before a save runs the schema on it).
      const pattern =
        widget === 'image'
          ? UPLOAD_NAME_PATTERN
          : shape.format === 'url'
            ? EXAMPLE_URL_PATTERN
            : shape.format === 'email'
              ? EXAMPLE_EMAIL_PATTERN
              : shape.pattern;
      const message =
        widget === 'image'
          ? 'a JPEG, PNG or WebP photo whose name is lowercase letters, digits and hyphens'
          : (presentation.patternMessage ??
            (shape.format === 'url'
              ? 'an https:// link on a reserved example domain'
              : shape.format === 'email'
                ? 'an address on a reserved example domain'
                : undefined));
      if (pattern && !message) throw new Error(`${context.where}: say what its pattern asks`);
      return {
        ...base,
        ...required,
        widget,
        ...(widget === 'image'
          ? { choose_url: false, media_library: { config: { max_file_size: MAX_UPLOAD_BYTES } } }
          : {}),
        ...(pattern ? { pattern: [pattern.source, message!] as [string, string] } : {}),
      };
    }
    case 'number':
      return {
        ...base,
        ...required,
        widget: 'number',
        value_type: shape.int ? 'int' : 'float',
        ...(shape.min !== undefined ? { min: shape.min } : {}),
        ...(shape.max !== undefined ? { max: shape.max } : {}),
        ...(shape.int ? { step: 1 } : {}),
      };
    case 'enum': {
      const labels = presentation.optionLabels ?? {};
      const options = shape.values.map((value) => ({
        label: labels[String(value)] ?? String(value),
        value,
      }));
      return {
        ...base,
        ...required,
        widget: 'select',
        options,
        ...(options.length === 1 ? { default: options[0]!.value } : {}),
      };
    }
    case 'boolean':
      // An unticked box is false, which Decap writes when the record is made.
      return { ...base, ...required, widget: 'boolean', default: false };
    case 'object':
      return {
        ...base,
        ...required,
        widget: 'object',
        fields: objectFields(shape, needFields(presentation, context), context),
      };
    case 'array':
      return listField(base, rule, presentation, context);
    case 'union':
      throw new Error(`${context.where}: a choice of shapes is only read as a list's item`);
  }
}

function needFields(presentation: Presentation, context: Context): Presentations {
  if (!presentation.fields) throw new Error(`${context.where}: say how its fields are shown`);
  return presentation.fields;
}

/** A list: of texts (`field`), of objects (`fields`) or of typed blocks (`types`). */
function listField(
  base: CmsField,
  rule: FieldRule,
  presentation: Presentation,
  context: Context,
): CmsField {
  const shape = rule.shape as Extract<ValueShape, { kind: 'array' }>;
  const itemContext: Context = { ...context, inList: true, text: elementOf(context.text) };
  // A list that may be empty is not required in Decap (which calls an empty list missing); it
  // starts empty, so the file always has it.
  const mayBeEmpty = !shape.min;
  const list: CmsField = {
    ...base,
    widget: 'list',
    required: !rule.optional && !mayBeEmpty,
    ...(!rule.optional && mayBeEmpty ? { default: [] } : {}),
    ...(shape.min ? { min: shape.min } : {}),
    ...(shape.max !== undefined ? { max: shape.max } : {}),
    ...(presentation.summary ? { summary: presentation.summary } : {}),
    ...(presentation.labelSingular ? { label_singular: presentation.labelSingular } : {}),
    // Items open, so their text is there to read and translate; long lists (the 34 provinces)
    // folded, each item by its summary.
    ...(presentation.collapsed
      ? { collapsed: true, minimize_collapsed: true }
      : { collapsed: false }),
  };
  const { element } = shape;
  if (element.kind === 'object') {
    return {
      ...list,
      fields: objectFields(element, needFields(presentation, context), itemContext),
    };
  }
  if (element.kind === 'union') {
    const types = presentation.types;
    if (!types) throw new Error(`${context.where}: say how each type of item is shown`);
    const names = Object.keys(types);
    const schemaTypes = Object.keys(element.variants);
    if ([...names].sort().join() !== [...schemaTypes].sort().join()) {
      throw new Error(
        `${context.where}: the editor's types are ${names.join(', ')}, the schema's ${schemaTypes.join(', ')}`,
      );
    }
    return {
      ...list,
      typeKey: element.discriminator,
      types: names.map((type) => ({
        name: type,
        label: types[type]!.label,
        widget: 'object',
        ...(types[type]!.summary ? { summary: types[type]!.summary } : {}),
        fields: objectFields(
          element.variants[type]!,
          needFields(types[type]!, context),
          { ...itemContext, where: `${context.where}(${type})` },
          element.discriminator,
        ),
      })),
    };
  }
  if (!presentation.item) throw new Error(`${context.where}: say how each item is shown`);
  const item = buildField('item', { optional: false, shape: element }, presentation.item, {
    ...itemContext,
    where: `${context.where}[]`,
  });
  return { ...list, field: context.i18n ? { ...item, i18n: true } : item };
}

/**
 * The editor's fields for a record: `schema`'s fields as `presentations` shows them, each
 * translated or duplicated as `translation` says (no translation: a one-language file).
 */
export function cmsFields(
  where: string,
  schema: z.ZodType,
  presentations: Presentations,
  translation?: z.ZodType,
): CmsField[] {
  const shape = shapeOf(schema);
  if (shape.kind !== 'object') throw new Error(`${where}: a record is an object`);
  return objectFields(shape, presentations, {
    i18n: Boolean(translation),
    text: translation ? shapeOf(translation) : undefined,
    inList: false,
    where,
  });
}
