import { sql } from 'drizzle-orm';

/**
 * `offset 0` for a subquery: it keeps the planner from flattening the subquery into the statement
 * around it, so a lookup written per row stays one (by its key) instead of becoming one join over
 * every row of the table. The builder leaves out an offset of the number 0, so it is given as SQL.
 */
export const OFFSET_ZERO = sql`0` as unknown as number;
