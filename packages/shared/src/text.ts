import { z } from 'zod';

/** Half of a surrogate pair without its other half: UTF-8 cannot encode it, so it cannot be stored. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether PostgreSQL can store the text as it is: it refuses U+0000, and a lone surrogate would
 * be stored as U+FFFD, so what was answered and what was saved would differ.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * A text field of a request, refused with a 400 naming `field` when it holds what the database
 * cannot store. Every text field of a request that may reach the database starts from this.
 */
export function storableText(field: string, notText = `${field} must be text`) {
  return z.string({ error: notText }).refine(isStorableText, {
    error: `${field} contains a character that cannot be stored (U+0000 or half of a surrogate pair)`,
    abort: true,
  });
}
