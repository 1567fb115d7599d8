import type { PaidPlanId } from '@quillpost/shared';

export interface ProviderOrderInput {
  amountCents: number;
  currency: 'USD';
  /** Our own order id, shown in the provider's dashboard. */
  receipt: string;
  plan: PaidPlanId;
  userId: string;
}

/**
 * The one seam between Quillpost and whoever takes the money. Which provider is active is decided
 * once, when `buildApp` makes it; everything else asks this object (its name, key id, origins).
 */
export interface PaymentProvider {
  name: 'razorpay' | 'sandbox';
  /** How the start-up line names it. */
  description: string;
  /** Public key id given to the checkout in the browser. */
  keyId: string;
  /** Secret that signs `order_id|payment_id` on a completed checkout. */
  checkoutSecret: string;
  /** Secret that signs webhook bodies; without it webhooks are refused. */
  webhookSecret: string | undefined;
  /** Origins the browser checkout loads scripts and frames from (for the Content-Security-Policy). */
  checkoutOrigins: readonly string[];
  createOrder(input: ProviderOrderInput): Promise<{ providerOrderId: string }>;
}
