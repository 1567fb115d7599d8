import type { JsonSchema, Operation } from './operations';
import { hostileValuesFor, leavesOf, withValueAt } from './schema-values';
import { HOSTILE_TEXT, INVALID_UTF8, UNKNOWN_NAMES, WRONG_TYPES } from './values';

export interface Body {
  payload: string | Buffer;
  contentType?: string;
}

export interface BodyAttack {
  what: string;
  body: Body;
  /** A JSON body that is not UTF-8 where the operation reads text: it must be refused. */
  mustRefuse?: boolean;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const json = (value: unknown): Body => ({ payload: JSON.stringify(value), contentType: JSON_TYPE });
const raw = (payload: string | Buffer, contentType: string | undefined = JSON_TYPE): Body => ({
  payload,
  contentType,
});

/** Methods whose requests carry a body. */
export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MARK = 'FUZZ-NOT-UTF-8';

/** The JSON of `value` with bytes that are not UTF-8 inside the string at `path`. */
function withBadBytes(value: unknown, path: (string | number)[], bytes: Buffer): Buffer {
  const [before, after] = JSON.stringify(withValueAt(value, path, MARK)).split(MARK);
  return Buffer.concat([Buffer.from(`${before}Small `), bytes, Buffer.from(` steps${after}`)]);
}

/** One way a body may be written (a branch of a union body, or the body) and a sample of it. */
interface BodyWay {
  schema: JsonSchema;
  sample: unknown;
}

/**
 * Each way the documented body may be written, with a plausible sample of it: every branch of a
 * union body is attacked on a sample of that branch, so its hostile values reach its own checks.
 */
function waysOf(body: JsonSchema, sample: unknown, sampleFor: (schema: JsonSchema) => unknown) {
  const branches = body.anyOf ?? body.oneOf;
  if (!branches) return [{ schema: body, sample }];
  return branches.map((schema): BodyWay => ({ schema, sample: sampleFor(schema) }));
}

/** Every hostile value at every place of the way, and each field left out. */
function fieldAttacks({ schema: way, sample }: BodyWay): BodyAttack[] {
  return leavesOf(way).flatMap(({ path, schema }) => {
    const where = `body ${path.join('.')}`;
    const missing = typeof path.at(-1) === 'string' ? [undefined] : [];
    return [...hostileValuesFor(schema), ...missing].map((value) => ({
      what: value === undefined ? `${where} left out` : where,
      body: json(withValueAt(sample, path, value)),
    }));
  });
}

/** Bytes that are not UTF-8 in each text field of each way (or in a field of its own). */
function invalidUtf8Attacks(ways: BodyWay[]): BodyAttack[] {
  const textPaths = ways.flatMap(({ schema, sample }) =>
    leavesOf(schema)
      .map(({ path }) => ({ path, sample }))
      .filter(
        ({ path }) =>
          typeof path.reduce<unknown>(
            (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
            sample,
          ) === 'string',
      ),
  );
  if (textPaths.length === 0) {
    return INVALID_UTF8.map((bytes) => ({
      what: 'body not UTF-8',
      body: raw(withBadBytes({ text: '' }, ['text'], bytes)),
    }));
  }
  return textPaths.map(({ path, sample }, i) => ({
    what: `body ${path.join('.')} not UTF-8`,
    body: raw(withBadBytes(sample, path, INVALID_UTF8[i % INVALID_UTF8.length]!)),
    mustRefuse: true,
  }));
}

/** Bodies wrong as a whole: their shape, nesting, size, encoding and content type. */
function shapeAttacks(sample: unknown): BodyAttack[] {
  const base = sample !== null && typeof sample === 'object' ? sample : {};
  const text = JSON.stringify(base);
  const fields = text.slice(1, -1);
  const firstKey = Object.keys(base)[0] ?? 'x';
  const form = new URLSearchParams(
    Object.entries(base).map(([name, value]): [string, string] => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  ).toString();
  const shapes: [string, Body][] = [
    ['body null', json(null)],
    ['body a string', json('x')],
    ['body a number', json(1)],
    ['body an empty array', json([])],
    ['body an array where an object belongs', json([base])],
    ['body an empty object', json({})],
    ...UNKNOWN_NAMES.map((name): [string, Body] => [
      `body with unknown field ${name.slice(0, 20)}`,
      raw(`{${JSON.stringify(name)}:{"x":1}${fields ? `,${fields}` : ''}}`),
    ]),
    [
      'body with a repeated field',
      raw(`${text.slice(0, -1)}${fields ? ',' : ''}"${firstKey}":{}}`),
    ],
    ['body nested 20000 arrays deep', raw(`${'['.repeat(20_000)}${']'.repeat(20_000)}`)],
    ['body nested 10000 objects deep', raw(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`)],
    ['body empty', raw('')],
    ['body blank', raw('  \n ')],
    ['body empty without a content type', raw('', undefined)],
    ['body cut short', raw(text.slice(0, Math.max(1, Math.floor(text.length / 2))))],
    ['body after a byte order mark', raw(`\ufeff${text}`)],
    ['body not JSON', raw('not json')],
    ['body over 64 KiB', json({ ...base, padding: 'x'.repeat(70_000) })],
    ['body as text/plain', raw(text, 'text/plain')],
    ['body as a form', raw(form, FORM_TYPE)],
    ['body as a form with unknown fields', raw('__proto__=x&constructor=y&toString=z', FORM_TYPE)],
    [
      'body as multipart',
      raw(
        '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--',
        'multipart/form-data; boundary=b',
      ),
    ],
    ['body as XML', raw('<x>1</x>', 'application/xml')],
    ['body as UTF-16', raw(Buffer.from(text, 'utf16le'), 'application/json; charset=utf-16le')],
    ['body as latin1', raw(text, 'application/json; charset=latin1')],
    ['body with an odd JSON type', raw(text, 'application/vnd.api+json')],
    ['body with a malformed content type', raw(text, 'application/json;;;=')],
    ['body without a content type', raw(text, undefined)],
  ];
  return shapes.map(([what, body]) => ({ what, body }));
}

/** For a hidden route: bodies holding every name it may read, all with the same hostile value. */
function guessedFieldAttacks(operation: Operation): BodyAttack[] {
  const names = operation.guessedNames ?? [];
  if (names.length === 0) return [];
  const everyName = <T>(value: T) => names.map((name): [string, T] => [name, value]);
  return [
    ...[...HOSTILE_TEXT, ...WRONG_TYPES].map((value) => ({
      what: 'body with every known name',
      body: json(Object.fromEntries(everyName(value))),
    })),
    ...HOSTILE_TEXT.map((value) => ({
      what: 'form with every known name',
      body: raw(new URLSearchParams(everyName(value)).toString(), FORM_TYPE),
    })),
  ];
}

/**
 * Every body attack for the operation, or none for a method that carries no body. `sample` is a
 * plausible body; `sampleFor` makes one of a branch of a union body.
 */
export function bodyAttacks(
  operation: Operation,
  sample: unknown,
  sampleFor: (schema: JsonSchema) => unknown,
): BodyAttack[] {
  if (!BODY_METHODS.has(operation.method)) return [];
  const ways = operation.body ? waysOf(operation.body, sample, sampleFor) : [];
  return [
    ...ways.flatMap(fieldAttacks),
    ...guessedFieldAttacks(operation),
    ...invalidUtf8Attacks(ways),
    ...shapeAttacks(sample),
  ];
}
