import { z } from 'zod';

/** Most ids a screen asks about at once: a page of cards, or of the schedule's published list. */
export const MAX_LISTED_IDS = 100;

const ZId = z.uuid();

/**
 * A query parameter holding 1 to 100 `_id`s separated by commas, answered as a list without
 * repeats; anything else is refused with a message naming the parameter.
 */
export function idList(field: string, what: string) {
  const message = `${field} must be 1 to ${MAX_LISTED_IDS} ${what} _ids separated by commas`;
  return z
    .string({ error: message })
    .transform((value) => [...new Set(value.split(','))])
    .refine(
      (ids) => ids.length <= MAX_LISTED_IDS && ids.every((id) => ZId.safeParse(id).success),
      message,
    );
}
