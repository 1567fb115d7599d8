import type { PaidPlanId } from '@quillpost/shared';
import type { AppDeps } from '../types';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider } from './sandbox';

export interface ProviderOrderInput {
  amountCents: number;
  currency: 'USD';
  /** Our own order id, shown in the provider's dashboard. */
  receipt: string;
  plan: PaidPlanId;
  userId: string;
}

/** The one seam between Quillpost and whoever takes the money. */
export interface PaymentProvider {
  name: 'razorpay' | 'sandbox';
  /** Public key id given to the checkout in the browser. */
  keyId: string;
  /** Secret that signs `order_id|payment_id` on a completed checkout. */
  checkoutSecret: string;
  createOrder(input: ProviderOrderInput): Promise<{ providerOrderId: string }>;
}

export function createPaymentProvider(deps: Pick<AppDeps, 'config' | 'secret'>): PaymentProvider {
  const { config } = deps;
  if (config.razorpayEnabled && config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      apiUrl: config.RAZORPAY_API_URL ?? 'https://api.razorpay.com',
    });
  }
  return createSandboxProvider(deps.secret);
}
