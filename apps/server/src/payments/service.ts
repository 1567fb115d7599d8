import {
  PAID_PLAN_IDS,
  PLAN_PRICES_CENTS,
  isPaidPlan,
  type CreateOrderResponse,
  type PlanId,
  type VerifyPaymentRequest,
} from '@quillpost/shared';
import { AppError, invalidInput, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { AppDeps } from '../types';
import { applyPayment, type RejectionReason } from './apply';
import * as repository from './repository';
import { playSandboxCheckout } from './sandbox';
import { isCheckoutSignatureValid } from './signature';

const CURRENCY = 'USD';

const REJECTION_MESSAGES: Record<RejectionReason, string> = {
  unknown_order: 'The payment could not be verified: razorpay_order_id is not one of your orders.',
  foreign_order: 'The payment could not be verified: razorpay_order_id is not one of your orders.',
  amount_mismatch: 'The payment could not be verified: the amount paid does not match the order.',
  order_paid_by_another_payment: 'This order has already been paid with another payment.',
  payment_used_for_another_order: 'This payment has already been used for another order.',
};

/** Creates an order for a paid plan; the amount comes only from the server's price table. */
export async function createOrder(
  deps: AppDeps,
  input: { userId: string; plan: PlanId },
): Promise<CreateOrderResponse> {
  if (!isPaidPlan(input.plan)) {
    throw invalidInput(
      `plan: ${input.plan} needs no payment; choose one of ${PAID_PLAN_IDS.join(', ')}`,
    );
  }
  const id = newId();
  const amount = PLAN_PRICES_CENTS[input.plan];
  const { providerOrderId } = await deps.payments.createOrder({
    amountCents: amount,
    currency: CURRENCY,
    receipt: id,
    plan: input.plan,
    userId: input.userId,
  });
  await repository.insertOrder(deps.db, {
    id,
    provider: deps.payments.name,
    providerOrderId,
    userId: input.userId,
    plan: input.plan,
    amountCents: amount,
    currency: CURRENCY,
    createdAt: deps.now(),
  });
  return { id: providerOrderId, amount, currency: CURRENCY, plan: input.plan };
}

/** Verifies a completed checkout and upgrades the caller; a replay answers the same and changes nothing. */
export async function verifyPayment(
  deps: AppDeps,
  input: { userId: string; payment: VerifyPaymentRequest },
) {
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = input.payment;
  const signed = isCheckoutSignatureValid(deps.payments.checkoutSecret, {
    orderId,
    paymentId,
    signature: input.payment.razorpay_signature,
  });
  if (!signed) {
    throw new AppError(
      'payment_invalid',
      'The payment could not be verified: razorpay_signature does not match the order and payment.',
    );
  }
  const outcome = await applyPayment(deps, {
    providerOrderId: orderId,
    providerPaymentId: paymentId,
    source: 'checkout',
    userId: input.userId,
  });
  if (outcome.status === 'rejected') {
    throw new AppError('payment_invalid', REJECTION_MESSAGES[outcome.reason]);
  }
  return {
    success: true as const,
    plan: outcome.plan,
    planExpiresAt: outcome.planExpiresAt.toISOString(),
  };
}

/** Plays the provider's checkout for the caller's own unpaid sandbox order. */
export async function paySandboxOrder(deps: AppDeps, input: { userId: string; orderId: string }) {
  if (deps.payments.name !== 'sandbox') {
    throw notFound('The sandbox checkout (the sandbox payment provider is not active)');
  }
  const order = await repository.findOrderByProviderId(deps.db, input.orderId);
  if (!order || order.userId !== input.userId || order.provider !== 'sandbox') {
    throw notFound('Order');
  }
  if (order.status === 'paid') {
    throw new AppError('payment_invalid', 'This order has already been paid.');
  }
  return playSandboxCheckout(deps.payments, order.providerOrderId);
}
