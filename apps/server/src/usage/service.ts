import { and, eq, sql } from 'drizzle-orm';
import type { Usage } from '@quillpost/shared';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { usageCounters, users } from '../db/schema';
import { AppError, unauthorized } from '../lib/errors';
import type { SessionAccount } from '../auth/repository';
import type { AppDeps } from '../types';
import { effectivePlan, planLimits, usagePeriod } from './plan';

const thisMonthsCounter = and(
  eq(usageCounters.userId, users.id),
  eq(usageCounters.period, sql.placeholder('period')),
);

/** The user with this month's count, in one prepared round trip. */
const userWithUsage = preparedPerDatabase((db) =>
  db
    .select({ user: users, used: usageCounters.used })
    .from(users)
    .leftJoin(usageCounters, thisMonthsCounter)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_with_usage'),
);

function usageOf(
  deps: AppDeps,
  row: { plan: string; planExpiresAt: Date | null; used: number | null },
  now: Date,
) {
  const plan = effectivePlan(row, now);
  const usage: Usage = {
    used: row.used ?? 0,
    limit: planLimits(deps.config)[plan],
    resetsAt: usagePeriod(now).resetsAt.toISOString(),
  };
  return { plan, usage };
}

/** The user, their plan now and this month's usage. */
export async function getUsage(deps: AppDeps, input: { userId: string }) {
  const now = deps.now();
  const { period } = usagePeriod(now);
  const [row] = await userWithUsage(deps.db).execute({ userId: input.userId, period });
  if (!row) throw unauthorized();
  return { user: row.user, ...usageOf(deps, { ...row.user, used: row.used }, now) };
}

export function planLimitError(usage: Usage): AppError {
  return new AppError(
    'plan_limit_reached',
    `You have used all ${usage.limit} generations of your plan this month. Upgrade your plan to keep generating.`,
    { limit: usage.limit, used: usage.used, resetsAt: usage.resetsAt },
  );
}

/** Throws 402 when the account has no generation left this month. */
export function assertGenerationAvailable(deps: AppDeps, input: { account: SessionAccount }) {
  const { usage } = usageOf(deps, input.account, deps.now());
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
