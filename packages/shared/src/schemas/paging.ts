import { z } from 'zod';

/** The most items one page of a list holds. */
export const PAGE_LIMIT_MAX = 100;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;

/** A list's `limit`: 1 to 100 in plain decimal digits (Number() would also take `0x10`, `1e1` or ` 5`). */
export const ZPageLimit = z
  .string({ error: LIMIT_MESSAGE })
  .regex(/^[0-9]{1,3}$/, LIMIT_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().min(1, LIMIT_MESSAGE).max(PAGE_LIMIT_MAX, LIMIT_MESSAGE));
