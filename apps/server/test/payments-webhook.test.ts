import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import type { App } from '../src/types';
import { signIn, useTestApp } from './support/app';
import { me, orderAndCheckout, post } from './support/requests';

const WEBHOOK_SECRET = 'whsec_test_secret';

function capturedEvent(
  orderId: string,
  paymentId: string,
  amount: number,
  event = 'payment.captured',
) {
  return JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          order_id: orderId,
          amount,
          currency: 'USD',
          status: 'captured',
        },
      },
    },
  });
}

const sign = (body: string, secret = WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

const sendWebhook = (app: App, body: string, signature: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }),
    },
    payload: body,
  });

describe('payment webhook', () => {
  const app = useTestApp({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });

  it('applies payment.captured signed over the raw body, once', async () => {
    const token = await signIn(app);
    const checkout = await orderAndCheckout(app, token);
    // Spacing a re-serialisation would lose: only the exact bytes carry the signature.
    const body = capturedEvent(checkout.razorpay_order_id, 'pay_hook_1', 900).replace('{', '{  ');
    const first = await sendWebhook(app, body, sign(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'applied' });
    const upgraded = await me(app, token);
    expect(upgraded.plan).toBe('9_dollars');

    const again = await sendWebhook(app, body, sign(body));
    expect(again.json()).toEqual({ status: 'already_applied' });
    expect(await me(app, token)).toEqual(upgraded);
  });

  it('applies order.paid too', async () => {
    const token = await signIn(app);
    const checkout = await orderAndCheckout(app, token, '19_dollars');
    const body = capturedEvent(checkout.razorpay_order_id, 'pay_hook_2', 1900, 'order.paid');
    const response = await sendWebhook(app, body, sign(body));
    expect(response.json()).toEqual({ status: 'applied' });
    expect((await me(app, token)).plan).toBe('19_dollars');
  });

  it('refuses a missing or wrong signature with 400 and changes nothing', async () => {
    const token = await signIn(app);
    const checkout = await orderAndCheckout(app, token);
    const body = capturedEvent(checkout.razorpay_order_id, 'pay_hook_3', 900);
    const tampered = body.replace('pay_hook_3', 'pay_hook_4');
    for (const [payload, signature] of [
      [body, undefined],
      [body, sign(body, 'another-secret')],
      [body, 'not-hex'],
      [tampered, sign(body)],
    ] as const) {
      const response = await sendWebhook(app, payload, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'payment_invalid' });
    }
    expect(await me(app, token)).toMatchObject({ plan: 'free', planExpiresAt: null });
  });

  it('answers 200 and ignores an unknown order, another event or a wrong amount', async () => {
    const token = await signIn(app);
    const checkout = await orderAndCheckout(app, token);
    const cases = [
      capturedEvent('order_unknown', 'pay_hook_5', 900),
      capturedEvent(checkout.razorpay_order_id, 'pay_hook_6', 900, 'payment.failed'),
      capturedEvent(checkout.razorpay_order_id, 'pay_hook_7', 100),
    ];
    for (const body of cases) {
      const response = await sendWebhook(app, body, sign(body));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ignored' });
    }
    expect(await me(app, token)).toMatchObject({ plan: 'free' });
  });

  it('is a no-op after verify-payment applied the same payment, and verify after it', async () => {
    const token = await signIn(app);
    const checkout = await orderAndCheckout(app, token);
    expect((await post(app, '/api/payments/verify-payment', token, checkout)).statusCode).toBe(200);
    const upgraded = await me(app, token);
    const body = capturedEvent(checkout.razorpay_order_id, checkout.razorpay_payment_id, 900);
    expect((await sendWebhook(app, body, sign(body))).json()).toEqual({
      status: 'already_applied',
    });
    expect(await me(app, token)).toEqual(upgraded);

    const later = await signIn(app);
    const second = await orderAndCheckout(app, later);
    const hook = capturedEvent(second.razorpay_order_id, second.razorpay_payment_id, 900);
    expect((await sendWebhook(app, hook, sign(hook))).json()).toEqual({ status: 'applied' });
    const afterHook = await me(app, later);
    expect((await post(app, '/api/payments/verify-payment', later, second)).statusCode).toBe(200);
    expect(await me(app, later)).toEqual(afterHook);
  });

  it('applies a payment once when the webhook and verify-payment race', async () => {
    const token = await signIn(app);
    const checkout = await orderAndCheckout(app, token);
    const body = capturedEvent(checkout.razorpay_order_id, checkout.razorpay_payment_id, 900);
    const attempts = Array.from({ length: 4 }, () => [
      post(app, '/api/payments/verify-payment', token, checkout),
      sendWebhook(app, body, sign(body)),
    ]).flat();
    const answers = await Promise.all(attempts);
    const verified = answers.filter((_, index) => index % 2 === 0);
    const hooked = answers.filter((_, index) => index % 2 === 1);
    for (const answer of verified) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(verified[0]!.json());
    }
    const hookStatuses = hooked.map((answer) => answer.json().status);
    const verifyApplied = hookStatuses.every((status) => status === 'already_applied');
    expect(hookStatuses.filter((status) => status === 'applied')).toHaveLength(
      verifyApplied ? 0 : 1,
    );
    expect(
      hookStatuses.every((status) => status === 'applied' || status === 'already_applied'),
    ).toBe(true);

    const user = await me(app, token);
    expect(user.plan).toBe('9_dollars');
    expect(user.planExpiresAt).toBe(verified[0]!.json().planExpiresAt);
    const recorded = await app.deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerPaymentId, checkout.razorpay_payment_id));
    expect(recorded).toHaveLength(1);
  });
});

describe('payment webhook without a webhook secret', () => {
  const app = useTestApp();

  it('refuses every event with 400', async () => {
    const body = capturedEvent('order_x', 'pay_x', 900);
    const response = await sendWebhook(app, body, sign(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'payment_invalid' });
  });
});
