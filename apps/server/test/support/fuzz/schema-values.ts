import type { JsonSchema } from './operations';
import type { Random } from './random';
import { HOSTILE_BOOLEANS, HOSTILE_NUMBERS, HOSTILE_STRINGS, WRONG_TYPES } from './values';

export type JsonPath = (string | number)[];

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  const types = (schema.anyOf ?? schema.oneOf)?.map(typeOf);
  if (types?.every((type) => type !== undefined && type === types[0])) return types[0];
  if (schema.properties) return 'object';
  return undefined;
};

const FORMATS: Record<string, (value: string) => boolean> = {
  uuid: (value) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(value),
  'date-time': (value) => !Number.isNaN(Date.parse(value)) && value.includes('T'),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
};

function fits(schema: JsonSchema, value: string): boolean {
  if (schema.enum) return schema.enum.includes(value);
  if (schema.const !== undefined) return schema.const === value;
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  const format = schema.format && FORMATS[schema.format];
  return !format || format(value);
}

/** A field no value is accepted in: a plausible request leaves it out. */
const refusesEveryValue = (schema: JsonSchema) =>
  schema.not !== undefined && Object.keys(schema.not).length === 0;

/**
 * A value the schema accepts, to fill the places a case does not attack: an enum member, for
 * text without constraints one of the user's own ids half the time, else one of the known good
 * strings that fits the field's pattern, length and format.
 */
export function sampleOf(
  schema: JsonSchema,
  random: Random,
  strings: { own: string[]; plausible: string[] },
): unknown {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sampleOf(random.pick(branches), random, strings);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([, property]) => !refusesEveryValue(property))
          .map(([name, property]) => [name, sampleOf(property, random, strings)]),
      );
    case 'array':
      return schema.items && (schema.minItems ?? 1) > 0
        ? [sampleOf(schema.items, random, strings)]
        : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return random.chance(0.5);
    default: {
      const unconstrained = !schema.pattern && !schema.format && schema.maxLength === undefined;
      if (unconstrained && strings.own.length > 0 && random.chance(0.5))
        return random.pick(strings.own);
      const fitting = [...strings.own, ...strings.plausible].filter((value) => fits(schema, value));
      return fitting.length > 0 ? random.pick(fitting) : 'x';
    }
  }
}

/** Every place in a body schema a value goes: each property, and each array's first item. */
export function leavesOf(
  schema: JsonSchema,
  path: JsonPath = [],
): { path: JsonPath; schema: JsonSchema }[] {
  const here = path.length > 0 ? [{ path, schema }] : [];
  switch (typeOf(schema)) {
    case 'object':
      return [
        ...here,
        ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
          leavesOf(property, [...path, name]),
        ),
      ];
    case 'array':
      return schema.items ? [...here, ...leavesOf(schema.items, [...path, 0])] : here;
    default:
      return here;
  }
}

/** The hostile values for a place of this schema: its own kind's list, then wrong types. */
export function hostileValuesFor(schema: JsonSchema): readonly unknown[] {
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return HOSTILE_NUMBERS;
    case 'boolean':
      return HOSTILE_BOOLEANS;
    case 'array': {
      const tooMany = (schema.maxItems ?? 100) + 1;
      return [[], Array(tooMany).fill(null), Array(tooMany).fill({}), { 0: 'x' }, 'x', null];
    }
    case 'object':
      return ['x', null, [], [{}], 1];
    default:
      return [...HOSTILE_STRINGS, ...WRONG_TYPES];
  }
}

/** A copy of `value` with `replacement` at `path`. */
export function withValueAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const container = (
    Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }
  ) as Record<string | number, unknown>;
  container[head!] = withValueAt(container[head!], rest, replacement);
  return container;
}
