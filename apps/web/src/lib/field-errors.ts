import { errorCode, errorMessage } from './api-error';

export interface FieldErrors<Field extends string> {
  /** What was said about each field, to show beside it. */
  byField: Partial<Record<Field, string>>;
  /** What names no field (a rate limit, no connection), to show for the whole form. */
  rest: string | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A refusal split by the form's fields. The server starts every message of a 400 with the field
 * it is about (`appPassword: …`, `instance must be …`) and joins several with "; ", so each part
 * goes beside its field: the `field: ` prefix is dropped, and a leading field key becomes the
 * field's label.
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
      : `${labels[field]}${part.slice(field.length)}`;
    byField[field] = byField[field] ? `${byField[field]} ${said}` : said;
  }
  return { byField, rest: rest.length > 0 ? rest.join('; ') : null };
}
