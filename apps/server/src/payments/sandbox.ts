import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { hmacHex, signCheckout } from './signature';

const SANDBOX_SECRET_LABEL = 'quillpost sandbox checkout signatures';

const randomId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/**
 * Keeps orders locally and signs checkouts with a secret derived from the server's own secret,
 * so the verification path is exactly the one Razorpay payments take. No money moves.
 */
export function createSandboxProvider(options: {
  serverSecret: Uint8Array;
  /** Lets a sandbox take signed webhooks too, to rehearse them without Razorpay. */
  webhookSecret: string | undefined;
}): PaymentProvider {
  return {
    name: 'sandbox',
    description: 'sandbox (no real money)',
    keyId: 'sandbox',
    webhookSecret: options.webhookSecret,
    checkoutOrigins: [],
    checkoutSecret: hmacHex(options.serverSecret, SANDBOX_SECRET_LABEL),
    createOrder: async () => ({ providerOrderId: randomId('order_sandbox') }),
  };
}

/** What a completed sandbox checkout hands back to the browser. */
export function playSandboxCheckout(provider: PaymentProvider, orderId: string) {
  const paymentId = randomId('pay_sandbox');
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signCheckout(provider.checkoutSecret, orderId, paymentId),
  };
}
