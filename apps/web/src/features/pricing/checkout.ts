import type { CreateOrderResponse, PaidPlanId, VerifyPaymentRequest } from '@quillpost/shared';
import { createOrder } from './api/create-order';
import { getBuyer } from './api/get-buyer';
import { getPaymentConfig } from './api/get-payment-config';
import { paySandboxOrder } from './api/pay-sandbox-order';
import { verifyPayment } from './api/verify-payment';
import { loadRazorpayScript, openRazorpayCheckout } from './razorpay-checkout';

export type CheckoutOutcome =
  'paid' | 'verification_failed' | 'initialization_failed' | 'dismissed';

export interface CheckoutUi {
  /** Shows the sandbox checkout; resolves true when the person pays, false when they cancel. */
  openSandboxCheckout: (order: CreateOrderResponse) => Promise<boolean>;
}

async function prepare(plan: PaidPlanId) {
  const config = await getPaymentConfig();
  const order = await createOrder(plan);
  if (config.provider === 'razorpay') await loadRazorpayScript();
  return { config, order };
}

async function checkoutResult(
  prepared: Awaited<ReturnType<typeof prepare>>,
  ui: CheckoutUi,
): Promise<VerifyPaymentRequest | null> {
  const { config, order } = prepared;
  if (config.provider === 'razorpay') {
    const buyer = await getBuyer().catch(() => null);
    return openRazorpayCheckout({ keyId: config.keyId, order, buyer });
  }
  if (!(await ui.openSandboxCheckout(order))) return null;
  return paySandboxOrder(order.id);
}

/**
 * Pays for a plan: order on the server, the provider's checkout, then verification on the
 * server. Never throws: every way it can end is one of the outcomes the pricing section shows.
 */
export async function runCheckout(plan: PaidPlanId, ui: CheckoutUi): Promise<CheckoutOutcome> {
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    prepared = await prepare(plan);
  } catch (error) {
    console.error(error);
    return 'initialization_failed';
  }
  try {
    const payment = await checkoutResult(prepared, ui);
    if (!payment) return 'dismissed';
    await verifyPayment(payment);
    return 'paid';
  } catch (error) {
    console.error(error);
    return 'verification_failed';
  }
}
