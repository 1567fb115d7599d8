import { storableText } from '@quillpost/shared';
import { z } from 'zod';
import { AppError, invalidInput } from '../lib/errors';
import { decodeUtf8 } from '../lib/utf8';
import { applyPayment } from './apply';
import type { AppDeps } from '../types';
import { isWebhookSignatureValid } from './signature';

const APPLIED_EVENTS = new Set(['payment.captured', 'order.paid']);

const ZWebhookEvent = z.object({
  event: storableText('event'),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: storableText('payload.payment.entity.id').min(1),
            order_id: storableText('payload.payment.entity.order_id').min(1),
            amount: z.number().int(),
            currency: storableText('payload.payment.entity.currency').optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});

export type WebhookAnswer =
  { status: 'applied' | 'already_applied' } | { status: 'ignored'; reason: string };

/**
 * Applies a payment Razorpay reports, even when the buyer's browser never came back. Only a body
 * signed with RAZORPAY_WEBHOOK_SECRET is read at all.
 */
export async function handleWebhook(
  deps: AppDeps,
  input: { rawBody: Buffer; signature: string | undefined },
): Promise<WebhookAnswer> {
  const secret = deps.payments.webhookSecret;
  if (!secret) {
    throw new AppError('payment_invalid', 'Webhooks are not accepted: no webhook secret is set.');
  }
  if (!input.signature || !isWebhookSignatureValid(secret, input.rawBody, input.signature)) {
    throw new AppError(
      'payment_invalid',
      'The X-Razorpay-Signature header is missing or does not match the body.',
    );
  }
  const text = decodeUtf8(input.rawBody);
  if (text === null) throw invalidInput('The webhook body is not valid UTF-8.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidInput('The webhook body is not JSON.');
  }
  const parsed = ZWebhookEvent.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map(({ path, message }) => {
        const field = path.join('.');
        return message.startsWith(field) ? message : `${field}: ${message}`;
      })
      .join('; ');
    throw invalidInput(`The webhook body is not a Razorpay event: ${problems}`);
  }
  const { event, payload } = parsed.data;
  if (!APPLIED_EVENTS.has(event)) return { status: 'ignored', reason: `event ${event}` };

  const payment = payload?.payment?.entity;
  if (!payment) throw invalidInput(`The ${event} event has no payload.payment.entity.`);
  if (payment.currency && payment.currency !== 'USD') {
    return { status: 'ignored', reason: 'currency_mismatch' };
  }
  const outcome = await applyPayment(deps, {
    providerOrderId: payment.order_id,
    providerPaymentId: payment.id,
    source: 'webhook',
    amountCents: payment.amount,
  });
  return outcome.status === 'rejected'
    ? { status: 'ignored', reason: outcome.reason }
    : { status: outcome.status };
}
