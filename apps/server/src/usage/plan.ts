import type { PlanId } from '@quillpost/shared';

/** A user's stored plan and this month's generation count, as the session check reads them. */
export interface PlanAndCount {
  plan: string;
  planExpiresAt: Date | null;
  /** Generations counted this month. */
  used: number;
}

/** A paid plan counts until it expires; then the user is back on Free. */
export function effectivePlan(
  user: { plan: string; planExpiresAt: Date | null },
  now: Date,
): PlanId {
  if (user.plan === 'free' || !user.planExpiresAt || user.planExpiresAt <= now) return 'free';
  return user.plan === '9_dollars' || user.plan === '19_dollars' ? user.plan : 'free';
}

/** Usage is counted per calendar month (UTC). */
export function usagePeriod(now: Date): { period: string; resetsAt: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    period: `${year}-${String(month + 1).padStart(2, '0')}`,
    resetsAt: new Date(Date.UTC(year, month + 1, 1)),
  };
}
