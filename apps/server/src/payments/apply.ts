import { PAID_PLAN_DAYS, isPaidPlan, type PaidPlanId } from '@quillpost/shared';
import { newId } from '../lib/ids';
import type { AppDeps } from '../types';
import { effectivePlan } from '../usage';
import * as repository from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RejectionReason =
  | 'unknown_order'
  | 'foreign_order'
  | 'amount_mismatch'
  | 'order_paid_by_another_payment'
  | 'payment_used_for_another_order';

export type ApplyOutcome =
  | { status: 'applied' | 'already_applied'; plan: PaidPlanId; planExpiresAt: Date }
  | { status: 'rejected'; reason: RejectionReason };

export interface PaymentToApply {
  providerOrderId: string;
  providerPaymentId: string;
  source: 'checkout' | 'webhook';
  /** The signed-in caller; the order must be theirs. Webhooks act for the order's owner. */
  userId?: string;
  /** The amount the provider says it captured, when it says so. */
  amountCents?: number;
}

/** Same plan still running: the new period starts where the current one ends. */
function newExpiry(
  current: { plan: string; planExpiresAt: Date | null } | undefined,
  plan: PaidPlanId,
  now: Date,
): Date {
  const running = current && effectivePlan(current, now) === plan && current.planExpiresAt;
  const start = running ? current.planExpiresAt! : now;
  return new Date(start.getTime() + PAID_PLAN_DAYS * DAY_MS);
}

/**
 * Records a payment and upgrades its buyer, all in one transaction on the locked order row.
 * Checkout verification and the webhook both come here, so whichever arrives first applies the
 * payment and the other finds it already applied: a payment buys its plan exactly once.
 */
export async function applyPayment(deps: AppDeps, input: PaymentToApply): Promise<ApplyOutcome> {
  return deps.db.transaction(async (tx) => {
    const order = await repository.lockOrderByProviderId(tx, input.providerOrderId);
    if (!order || !isPaidPlan(order.plan)) return { status: 'rejected', reason: 'unknown_order' };
    if (input.userId !== undefined && order.userId !== input.userId) {
      return { status: 'rejected', reason: 'foreign_order' };
    }
    if (input.amountCents !== undefined && input.amountCents !== order.amountCents) {
      return { status: 'rejected', reason: 'amount_mismatch' };
    }
    const plan = order.plan;

    if (order.status === 'paid') {
      const payment = await repository.findPaymentOfOrder(tx, order.id);
      if (payment?.providerPaymentId !== input.providerPaymentId) {
        return { status: 'rejected', reason: 'order_paid_by_another_payment' };
      }
      const user = await repository.findUserPlan(tx, order.userId);
      return {
        status: 'already_applied',
        plan,
        planExpiresAt: user?.planExpiresAt ?? order.paidAt ?? deps.now(),
      };
    }

    const now = deps.now();
    const recorded = await repository.insertPaymentOnce(tx, {
      id: newId(),
      providerPaymentId: input.providerPaymentId,
      orderId: order.id,
      userId: order.userId,
      amountCents: order.amountCents,
      source: input.source,
      createdAt: now,
    });
    if (!recorded) return { status: 'rejected', reason: 'payment_used_for_another_order' };

    await repository.markOrderPaid(tx, { orderId: order.id, paidAt: now });
    const current = await repository.findUserPlan(tx, order.userId);
    const planExpiresAt = newExpiry(current, plan, now);
    await repository.setUserPlan(tx, { userId: order.userId, plan, planExpiresAt });
    return { status: 'applied', plan, planExpiresAt };
  });
}
