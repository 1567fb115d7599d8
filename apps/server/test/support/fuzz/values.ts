/**
 * Hostile values, by the kind of place they go. Each list is short and chosen, not random: the
 * fuzz sends every value of a list to every place of its kind, so the run stays bounded and any
 * value that breaks something breaks it on every run.
 */

const NUMERALS = ['0x10', '1e3', '-1', '0', '1.5', '+5', ' 5', '99999999999999999999', 'NaN'];
const DATES = [
  '0000-01-01',
  '9999-12-31T99:99',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59-23:59',
  '0001-01-01T00:00:00+23:59',
  '2026-02-29',
  '2024-02-29T24:00:00Z',
  '1969-12-31T23:59:59.999999999-23:59',
  '+275760-09-13T00:00:00Z',
];
const TIME_ZONES = ['AET', '+05:30', 'IST', 'europe/paris', 'US/Pacific-New', 'Etc/GMT+14', 'Z'];
const TEXT = [
  '\u0000',
  'a\u0000b',
  '%00',
  '',
  ' \t\n',
  'x'.repeat(5_000),
  '\ud800',
  '😀'.repeat(300),
  'a\u202eb\u200b',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
];

/** Strings for any text field or query value. */
export const HOSTILE_STRINGS: readonly string[] = [...TEXT, ...NUMERALS, ...DATES, ...TIME_ZONES];

/** Text for path segments, which also get HOSTILE_PATH_SEGMENTS. */
export const HOSTILE_TEXT: readonly string[] = TEXT;

/** JSON values of the wrong type for a field of any type. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  -1.5,
  [],
  ['x'],
  { toString: 1, valueOf: 1 },
  [[[[[['deep']]]]]],
];

/** Numbers out of range, not whole, too big for any column, or numbers as text. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  '1',
  '0x10',
  '1e3',
  null,
  true,
  [],
  {},
];

export const HOSTILE_BOOLEANS: readonly unknown[] = ['true', 'false', 1, 0, null, [], {}];

/**
 * Path segments as they appear in the address, already %-encoded: NUL, a literal `%00`, broken
 * escapes, bytes that are not UTF-8, dot segments, and segments at and past the longest id.
 */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%2500',
  '%zz',
  '%',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '..',
  '%2e%2e',
  'a%2Fb',
  '%20',
  '+',
  ';',
  'x'.repeat(100),
  'x'.repeat(101),
  '0',
  '-1',
  '1e3',
  '0x10',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'zzzzzzzz-zzzz-7zzz-8zzz-zzzzzzzzzzzz',
  '%F0%9F%98%80',
];

/** Query values already encoded, for what encodeURIComponent cannot write (broken escapes, bad bytes). */
export const HOSTILE_RAW_QUERY_VALUES: readonly string[] = [
  '%zz',
  '%',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%2500',
];

/** Query parameter names no operation expects, some of them names of JavaScript's own. */
export const UNKNOWN_NAMES: readonly string[] = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'then',
  'x'.repeat(300),
];

/** Field names of sign-in and OAuth forms, which routes the document hides read. */
export const FORM_NAMES: readonly string[] = [
  'state',
  'code',
  'code_challenge',
  'code_challenge_method',
  'redirect_uri',
  'error',
  'username',
  'name',
  'email',
  'token',
  '_xsrf',
];

/** Bytes that are not UTF-8: a lone byte, an overlong `/`, a surrogate half, a cut sequence. */
export const INVALID_UTF8: readonly Buffer[] = [
  Buffer.from([0xff]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe2, 0x82]),
];

/** Values that pass for most fields; a case fills the fields it does not attack with these. */
export function plausibleStrings(now: Date): string[] {
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
  return [
    'Why small pull requests ship faster',
    'Quick Tips',
    'tech',
    'casual',
    'now',
    'next-slot',
    '09:00',
    '10',
    'UTC',
    'Europe/Paris',
    inDays(2).toISOString(),
    inDays(-2).toISOString().slice(0, 10),
    '0190a6e4-5f3a-7c2b-9d4e-1f2a3b4c5d6e',
  ];
}
