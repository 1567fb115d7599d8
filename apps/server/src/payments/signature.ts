import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string | Uint8Array, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a received signature with the expected one without leaking where they differ. */
export function sameSignature(expected: string, received: string): boolean {
  const left = Buffer.from(expected, 'utf8');
  const right = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function signCheckout(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

export function isCheckoutSignatureValid(
  secret: string,
  input: { orderId: string; paymentId: string; signature: string },
): boolean {
  return sameSignature(signCheckout(secret, input.orderId, input.paymentId), input.signature);
}

/** Razorpay's webhook signature: HMAC-SHA256 of the exact raw body with the webhook secret. */
export function isWebhookSignatureValid(
  secret: string,
  rawBody: Buffer,
  signature: string,
): boolean {
  return sameSignature(hmacHex(secret, rawBody), signature);
}
