import { eq, sql } from 'drizzle-orm';
import type { Usage } from '@quillpost/shared';
import { preparedPerDatabase } from '../db/prepared';
import { usageCounters, users } from '../db/schema';
import { AppError, unauthorized } from '../lib/errors';
import type { AppDeps } from '../types';
import { countGeneration, thisMonthsCounter } from './repository';
import { effectivePlan, usagePeriod, type PlanAndCount } from './plan';

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
    limit: deps.config.planLimits[plan],
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
export function assertGenerationAvailable(deps: AppDeps, input: { account: PlanAndCount }) {
  const { usage } = usageOf(deps, input.account, deps.now());
  if (usage.used >= usage.limit) throw planLimitError(usage);
  return usage;
}

/** One generation counted, only while under the limit, in one statement. */
const countOne = preparedPerDatabase((db) => countGeneration(db).prepare('count_generation'));

/**
 * Counts a generation that saves nothing (an assist): one statement that adds one only while the
 * month's count is under the limit, so two calls racing for the last generation cannot both
 * pass. Throws the 402 when it was not counted.
 */
export async function takeGeneration(
  deps: AppDeps,
  input: { userId: string; usage: Usage },
): Promise<void> {
  const { period } = usagePeriod(deps.now());
  const counted = await countOne(deps.db).execute({
    userId: input.userId,
    period,
    limit: input.usage.limit,
  });
  if (counted.length === 0) throw planLimitError({ ...input.usage, used: input.usage.limit });
}
