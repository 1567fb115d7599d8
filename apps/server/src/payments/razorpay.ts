import { z } from 'zod';
import type { RazorpaySection } from '../config';
import { AppError } from '../lib/errors';
import type { PaymentProvider } from './provider';

const REQUEST_TIMEOUT_MS = 10_000;

/** Where Razorpay's checkout loads its script and frames from. */
const CHECKOUT_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

const ZRazorpayOrder = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
});

const unavailable = (why: string) =>
  new AppError(
    'provider_unavailable',
    `The payment provider could not create the order (${why}). Please try again in a moment.`,
  );

/** Orders through Razorpay's Orders API; the base URL is configurable so tests can use a fake. */
export function createRazorpayProvider(options: RazorpaySection): PaymentProvider {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/v1/orders`;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  return {
    name: 'razorpay',
    description: 'Razorpay',
    keyId: options.keyId,
    checkoutSecret: options.keySecret,
    webhookSecret: options.webhookSecret,
    checkoutOrigins: CHECKOUT_ORIGINS,
    async createOrder(input) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: input.amountCents,
            currency: input.currency,
            receipt: input.receipt,
            notes: { plan: input.plan, user_id: input.userId },
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw unavailable(timedOut ? 'no answer in time' : 'it could not be reached');
      }
      if (!response.ok) throw unavailable(`it answered ${response.status}`);
      const parsed = ZRazorpayOrder.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw unavailable('its answer was not an order');
      if (parsed.data.amount !== input.amountCents || parsed.data.currency !== input.currency) {
        throw unavailable('its order does not match the price');
      }
      return { providerOrderId: parsed.data.id };
    },
  };
}
