import { errorCode, errorMessage } from './api-error';

export interface FieldErrors<Field extends string> {
  /** What was said about each field, to show beside it. */
  byField: Partial<Record<Field, string>>;
  /** What names no field (a rate limit, no connection), to show for the whole form. */
  rest: string | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const count = (digits: string) => Number(digits).toLocaleString('en-US');

/**
 * The API's wording for programs ("title (the description) must be at most 2000 characters"),
 * said in the words of the screen, with the field's label. What is not listed keeps its words.
 */
const SCREEN_WORDS: [RegExp, (label: string, match: RegExpMatchArray) => string][] = [
  [/^must not be empty\.?$/, (label) => `${label} is empty: write something here.`],
  [
    /^must be at most (\d+) characters\.?$/,
    (label, match) => `${label} is too long: keep it to ${count(match[1]!)} characters.`,
  ],
  [/^must be one of: .*$/, (label) => `Choose ${label} from the list.`],
  // The rules' own wording of a post's part ("Idea 2 is 301 characters as X counts them; ...").
  [/^is empty\.?$/, (label) => `${label} is empty: write something here.`],
  [
    /^is \d+ characters as X counts them; the limit is (\d+)\.?$/,
    (label, match) => `${label} is too long: keep it to ${count(match[1]!)} characters.`,
  ],
  [
    /^has hashtags \((.*)\); use none\.?$/,
    (label, match) => `${label} has hashtags (${match[1]}): take them out.`,
  ],
];

/** One problem of a field, its key already taken off (and a "(the description)" aside with it). */
export function inScreenWords(problem: string, label: string): string {
  const said = problem.trim().replace(/^\([^)]*\)\s*/, '');
  for (const [pattern, words] of SCREEN_WORDS) {
    const match = said.match(pattern);
    if (match) return words(label, match);
  }
  return `${label} ${said}`;
}

/**
 * A refusal split by the form's fields. The server starts every message of a 400 with the field
 * it is about (`appPassword: …`, `instance must be …`) and joins several with "; ", so each part
 * goes beside its field: the `field: ` prefix is dropped, and a leading field key becomes the
 * field's label, with the API's wording for programs put in the screen's words (`inScreenWords`).
 * The API keeps its precise messages for its own users; only the web app rewords them.
 */
export function fieldErrors<Field extends string>(
  failure: unknown,
  labels: Record<Field, string>,
): FieldErrors<Field> {
  if (!failure) return { byField: {}, rest: null };
  const message = errorMessage(failure);
  if (errorCode(failure) !== 'invalid_input') return { byField: {}, rest: message };
  const fields = Object.keys(labels) as Field[];
  const names = fields.map(escape).join('|');
  const byField: Partial<Record<Field, string>> = {};
  const rest: string[] = [];
  // A message may itself hold "; ", so it is split only where the next part names a field.
  for (const part of message.split(new RegExp(`; (?=(?:${names})\\b)`))) {
    const field = fields.find((name) => new RegExp(`^${escape(name)}\\b`).test(part));
    if (!field) {
      rest.push(part);
      continue;
    }
    const said = part.startsWith(`${field}: `)
      ? part.slice(field.length + 2)
      : inScreenWords(part.slice(field.length), labels[field]);
    byField[field] = byField[field] ? `${byField[field]} ${said}` : said;
  }
  return { byField, rest: rest.length > 0 ? rest.join('; ') : null };
}
