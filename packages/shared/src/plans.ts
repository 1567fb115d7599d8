export const PLAN_IDS = ['free', '9_dollars', '19_dollars'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PAID_PLAN_IDS = ['9_dollars', '19_dollars'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** Price in USD cents a month: the server's price table, the only source of an order's amount. */
export const PLAN_PRICES_CENTS: Record<PlanId, number> = {
  free: 0,
  '9_dollars': 900,
  '19_dollars': 1900,
};

export const PLAN_TITLES: Record<PlanId, string> = {
  free: 'Free',
  '9_dollars': 'Basic',
  '19_dollars': 'Premium',
};

export const PAID_PLAN_DAYS = 30;

export function isPaidPlan(plan: string): plan is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(plan);
}
