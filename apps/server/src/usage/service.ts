import { and, eq, sql } from 'drizzle-orm';
import type { Usage } from '@quillpost/shared';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { usageCounters, users } from '../db/schema';
import { AppError, unauthorized } from '../lib/errors';
import type { AppDeps } from '../types';
import { effectivePlan, planLimits, usagePeriod } from './plan';

/** The user with this month's count, in one prepared round trip: every generation reads it. */
const userWithUsage = preparedPerDatabase((db) =>
  db
    .select({ user: users, used: usageCounters.used })
    .from(users)
    .leftJoin(
      usageCounters,
      and(eq(usageCounters.userId, users.id), eq(usageCounters.period, sql.placeholder('period'))),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_with_usage'),
);

export async function getUsage(deps: AppDeps, input: { userId: string }) {
  const now = deps.now();
  const { period, resetsAt } = usagePeriod(now);
  const [row] = await userWithUsage(deps.db).execute({ userId: input.userId, period });
  if (!row) throw unauthorized();
  const { user } = row;
  const plan = effectivePlan(user, now);
  const usage: Usage = {
    used: row.used ?? 0,
    limit: planLimits(deps.config)[plan],
    resetsAt: resetsAt.toISOString(),
  };
  return { user, plan, usage };
}

export function planLimitError(usage: Usage): AppError {
  return new AppError(
    'plan_limit_reached',
    `You have used all ${usage.limit} generations of your plan this month. Upgrade your plan to keep generating.`,
    { limit: usage.limit, used: usage.used, resetsAt: usage.resetsAt },
  );
}

/** Throws 402 when the user has no generation left this month. */
export async function assertGenerationAvailable(deps: AppDeps, input: { userId: string }) {
  const { usage } = await getUsage(deps, input);
  if (usage.used >= usage.limit) throw planLimitError(usage);
  return usage;
}

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
