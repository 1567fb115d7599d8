import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { usageCounters, users } from '../db/schema';

/** Joins a user to their counter of the month in the `period` placeholder. */
export const thisMonthsCounter = and(
  eq(usageCounters.userId, users.id),
  eq(usageCounters.period, sql.placeholder('period')),
);

/**
 * The statement that counts one generation, only while under the limit (placeholders `userId`,
 * `period` and `limit`). It runs as part of the statement that saves the post (see
 * insertCountedPost), so two generations racing for the last one cannot both pass, and a post is
 * never saved without being counted.
 */
export function countGeneration(db: Database) {
  return db
    .insert(usageCounters)
    .values({ userId: sql.placeholder('userId'), period: sql.placeholder('period'), used: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.period],
      set: { used: sql`${usageCounters.used} + 1` },
      setWhere: sql`${usageCounters.used} < ${sql.placeholder('limit')}`,
    })
    .returning({ used: usageCounters.used });
}
