import type { PaidPlanId } from '@quillpost/shared';

/**
 * Starts the payment of a paid plan for the signed-in person. The plan card shows its
 * processing state until the returned promise settles.
 */
export async function startCheckout(_plan: PaidPlanId): Promise<void> {
  // The checkout flow (order, provider checkout, verification) arrives with the payments work.
}
