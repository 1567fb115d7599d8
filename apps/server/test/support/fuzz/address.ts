import type { Operation } from './operations';
import type { Random } from './random';
import { sampleOf } from './schema-values';
import {
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_RAW_QUERY_VALUES,
  HOSTILE_STRINGS,
  HOSTILE_TEXT,
  UNKNOWN_NAMES,
} from './values';

export interface KnownStrings {
  /** Values the signed-in user owns: ids of their posts, publications, X posts, orders. */
  own: string[];
  plausible: string[];
}

/** The parts of an address a case may change, each already %-encoded. */
export interface Address {
  params: Record<string, string>;
  query: [string, string][];
}

/** %-encodes text; a lone surrogate, which encodeURIComponent refuses, becomes its bytes. */
export function encodeText(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

export function sampleAddress(operation: Operation, random: Random, known: KnownStrings): Address {
  const text = (value: unknown) => encodeText(String(value));
  const params = Object.fromEntries(
    operation.params.map((param) => [param.name, text(sampleOf(param.schema, random, known))]),
  );
  const query = operation.query
    .filter((param) => param.required || random.chance(0.5))
    .map((param): [string, string] => [param.name, text(sampleOf(param.schema, random, known))]);
  return { params, query };
}

export function urlOf(operation: Operation, address: Address): string {
  const path = operation.path
    .split('/')
    .map((segment) => {
      if (segment === '*') return address.params['*'] ?? 'x';
      return segment.startsWith(':') ? address.params[segment.slice(1)] : segment;
    })
    .join('/');
  const query = address.query.map(([name, value]) => `${name}=${value}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** A change to a plausible address that makes one part of it hostile. */
export interface AddressAttack {
  what: string;
  apply: (address: Address) => Address;
}

const withParam = (query: [string, string][], name: string, value: string): [string, string][] => [
  ...query.filter(([other]) => other !== name),
  [name, value],
];

/** Every hostile segment in every path parameter. */
export function pathAttacks(operation: Operation): AddressAttack[] {
  const segments = [...new Set([...HOSTILE_PATH_SEGMENTS, ...HOSTILE_TEXT.map(encodeText)])];
  return operation.params.flatMap((param) =>
    segments.map((segment) => ({
      what: `path ${param.name}`,
      apply: (address: Address) => ({
        ...address,
        params: { ...address.params, [param.name]: segment },
      }),
    })),
  );
}

/** Every hostile value in every query parameter, then query strings malformed as a whole. */
export function queryAttacks(operation: Operation): AddressAttack[] {
  const values = [...HOSTILE_STRINGS.map(encodeText), ...HOSTILE_RAW_QUERY_VALUES];
  const names = operation.query.map((param) => param.name);
  const name = names[0] ?? 'id';
  const valueOf = (address: Address) => address.query.find(([other]) => other === name)?.[1] ?? 'x';
  const added = (what: string, extra: (address: Address) => [string, string][]): AddressAttack => ({
    what,
    apply: (address) => ({ ...address, query: [...address.query, ...extra(address)] }),
  });
  return [
    ...names.flatMap((param) =>
      values.map((value) => ({
        what: `query ${param}`,
        apply: (address: Address) => ({
          ...address,
          query: withParam(address.query, param, value),
        }),
      })),
    ),
    added('repeated parameter', (address) => [
      [name, valueOf(address)],
      [name, '2'],
    ]),
    added('parameter as a list', (address) => [[`${name}[]`, valueOf(address)]]),
    added('parameter as an object', (address) => [[`${name}[a]`, valueOf(address)]]),
    added('broken escape in a name', () => [['%zz', 'x']]),
    added('a thousand parameters', () =>
      Array.from({ length: 1000 }, (_, i): [string, string] => [`p${i}`, 'x']),
    ),
    ...UNKNOWN_NAMES.map((unknown) =>
      added(`unknown parameter ${unknown.slice(0, 20)}`, () => [[unknown, 'x']]),
    ),
    {
      what: 'empty parameter',
      apply: (address) => ({ ...address, query: withParam(address.query, name, '') }),
    },
    ...guessedQueries(operation),
  ];
}

/** For a hidden route: every name it may read, all at once, holding the same hostile text. */
function guessedQueries(operation: Operation): AddressAttack[] {
  const names = operation.guessedNames ?? [];
  if (names.length === 0) return [];
  return [...HOSTILE_TEXT.map(encodeText), ...HOSTILE_RAW_QUERY_VALUES].map((value) => ({
    what: 'query with every known name',
    apply: (address) => ({
      ...address,
      query: [...address.query, ...names.map((name): [string, string] => [name, value])],
    }),
  }));
}
