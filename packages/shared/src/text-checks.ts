/**
 * Checks of text that no post may fail, whatever wrote it: characters X refuses or that reorder
 * what is shown, and what a template leaves behind when it is filled badly.
 */

/**
 * X's own invalid characters (U+FFFE, U+FEFF, U+FFFF), control characters other than tab and
 * line breaks, direction overrides and isolates that make text display in another order than
 * it reads (U+202A-U+202E, U+2066-U+2069), and halves of a surrogate pair standing alone.
 */
const UNACCEPTABLE =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069\uFEFF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const codePoint = (char: string) =>
  `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The distinct characters of the text that no post may hold, as `U+XXXX`. */
export function unacceptableCharacters(text: string): string[] {
  return [...new Set(text.match(UNACCEPTABLE) ?? [])].map(codePoint);
}

/**
 * Characters that show nothing on their own: white space, zero-width and other invisible format
 * characters (U+200B-U+200D, U+2060, U+FEFF, the soft hyphen, variation selectors, tag
 * characters: Unicode's default-ignorable ones), the Hangul fillers, and the blank braille
 * pattern (U+2800). A text of nothing else looks empty to a reader.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when nothing of the text would be seen: it is empty, whatever characters it holds. */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/** A list line: `1. item`, `2) item`, `- item`, `• item`; the marker, then the item. */
const LIST_LINE = /^[ \t]*(\d+[.)]|[-•*])(?:[ \t]+(.*))?$/;

/** A key under which two items count as the same: case, spacing and punctuation ignored. */
export function sameTextKey(text: string): string {
  return text
    .replace(INVISIBLE, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A template placeholder, filled or not: braces around words (`{Topic}`, `{Tip in tech}`), or a
 * brace opened inside another (`{... in {Field}}`). Braces around code (`{}`, `{ a: 1 }`,
 * `if (x) { run(); }`) hold punctuation that placeholders never do, so posts about code pass.
 */
const PLACEHOLDER = /\{[^{}\n:;=()"'`<>[\]]*\p{L}[^{}\n:;=()"'`<>[\]]*\}|\{[^{}\n]*\{/u;

/** Problems a filled-in template may leave: placeholders, a list number without its item, repeats. */
export function leftoverProblems(text: string, label: string): string[] {
  const problems: string[] = [];
  if (PLACEHOLDER.test(text)) {
    problems.push(`${label} still has braces from a template placeholder; write the text instead.`);
  }
  const items: string[] = [];
  for (const line of text.split('\n')) {
    const match = LIST_LINE.exec(line);
    if (!match) continue;
    const item = sameTextKey(match[2] ?? '');
    if (item === '') {
      problems.push(`${label} has a list number or bullet (${match[1]}) without its item.`);
    } else if (items.includes(item)) {
      problems.push(`${label} repeats a list item.`);
    }
    items.push(item);
  }
  return [...new Set(problems)];
}
