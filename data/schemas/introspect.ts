import type { z } from 'zod';

/**
 * What a zod schema asks of a value, read from the schema itself: the shape the content files'
 * reader normalises against (data/schemas/content-file.ts) and the CMS's configuration is checked
 * against (__tests__/data/cms-config.test.ts), so the editor, the files and the build agree.
 */
export type ValueShape =
  | { kind: 'object'; fields: Readonly<Record<string, FieldRule>> }
  | { kind: 'array'; element: ValueShape; min?: number; max?: number }
  | { kind: 'string'; min?: number; pattern?: RegExp; format?: string }
  | { kind: 'number'; int: boolean; min?: number; max?: number }
  | { kind: 'enum'; values: readonly (string | number)[] }
  | { kind: 'boolean' }
  | {
      kind: 'union';
      discriminator: string;
      /** The object shape of each variant, by its discriminator's value. */
      variants: Readonly<Record<string, Extract<ValueShape, { kind: 'object' }>>>;
    };

/** A field of an object: whether it may be left out, and what it holds. */
export type FieldRule = { optional: boolean; shape: ValueShape };

type Check = { check: string; [key: string]: unknown };
type Def = {
  type: string;
  format?: string;
  checks?: readonly { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  options?: readonly z.ZodType[];
  discriminator?: string;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** The shape `schema` accepts. Throws on a kind of schema the content does not use. */
export function shapeOf(schema: z.ZodType): ValueShape {
  const def = defOf(schema);
  const checks = checksOf(def);
  switch (def.type) {
    case 'object': {
      const fields: Record<string, FieldRule> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) fields[key] = fieldRule(field);
      return { kind: 'object', fields };
    }
    case 'array': {
      const shape: Extract<ValueShape, { kind: 'array' }> = {
        kind: 'array',
        element: shapeOf(def.element!),
      };
      for (const check of checks) {
        if (check.check === 'min_length') shape.min = check.minimum as number;
        if (check.check === 'max_length') shape.max = check.maximum as number;
        if (check.check === 'length_equals') shape.min = shape.max = check.length as number;
      }
      return shape;
    }
    case 'string': {
      const shape: Extract<ValueShape, { kind: 'string' }> = { kind: 'string' };
      if (def.format) shape.format = def.format;
      for (const check of checks) {
        if (check.check === 'min_length') shape.min = check.minimum as number;
        if (check.check === 'string_format' && check.format === 'regex') {
          shape.pattern = check.pattern as RegExp;
        }
      }
      return shape;
    }
    case 'number': {
      const int = def.format === 'safeint';
      const shape: Extract<ValueShape, { kind: 'number' }> = { kind: 'number', int };
      for (const check of checks) {
        const value = check.value as number;
        const step = check.inclusive ? 0 : int ? 1 : Number.EPSILON;
        if (check.check === 'greater_than') shape.min = value + step;
        if (check.check === 'less_than') shape.max = value - step;
      }
      return shape;
    }
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries ?? {}) };
    case 'literal':
      return { kind: 'enum', values: def.values as (string | number)[] };
    case 'boolean':
      return { kind: 'boolean' };
    case 'union': {
      const discriminator = def.discriminator;
      if (!discriminator) throw new Error('Only discriminated unions are read');
      const variants: Record<string, Extract<ValueShape, { kind: 'object' }>> = {};
      for (const option of def.options ?? []) {
        const variant = shapeOf(option);
        const tag = variant.kind === 'object' ? variant.fields[discriminator]?.shape : undefined;
        if (variant.kind !== 'object' || tag?.kind !== 'enum' || tag.values.length !== 1) {
          throw new Error(`A variant without a single "${discriminator}"`);
        }
        variants[String(tag.values[0])] = variant;
      }
      return { kind: 'union', discriminator, variants };
    }
    default:
      throw new Error(`No shape for a zod "${def.type}" schema`);
  }
}

/** A field may be left out when it is optional, or has a default the schema puts in. */
function fieldRule(schema: z.ZodType): FieldRule {
  const def = defOf(schema);
  return def.type === 'optional' || def.type === 'default'
    ? { optional: true, shape: shapeOf(def.innerType!) }
    : { optional: false, shape: shapeOf(schema) };
}
