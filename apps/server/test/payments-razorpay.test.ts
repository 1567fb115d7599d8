import { createHmac } from 'node:crypto';
import { startFakeRazorpay } from '@quillpost/testing';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { bearer, signIn, useResource, useTestApp } from './support/app';
import { me, post } from './support/requests';

describe('payments with the razorpay provider (fake Orders API on loopback)', () => {
  const razorpay = useResource(startFakeRazorpay);
  const app = useTestApp(() => ({
    env: {
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_API_URL: razorpay.url,
    },
  }));
  afterEach(() => {
    razorpay.mode = 'ok';
  });

  const checkoutSignature = (orderId: string, paymentId: string) =>
    createHmac('sha256', razorpay.keySecret).update(`${orderId}|${paymentId}`).digest('hex');

  it('reports razorpay and its public key id in /api/config', async () => {
    const config = (await app.inject('/api/config')).json();
    expect(config.payments).toEqual({ provider: 'razorpay', keyId: razorpay.keyId });
  });

  it("creates the order through the Orders API with basic auth and the server's price", async () => {
    const token = await signIn(app);
    const response = await post(app, '/api/payments/create-order', token, { plan: '19_dollars' });
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({ amount: 1900, currency: 'USD', plan: '19_dollars' });
    expect(order.id).toMatch(/^order_/);
    const sent = razorpay.requests.at(-1)!;
    expect(sent.authorization).toBe(
      `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`,
    );
    expect(sent.body).toMatchObject({
      amount: 1900,
      currency: 'USD',
      receipt: expect.any(String),
      notes: { plan: '19_dollars' },
    });
  });

  it('verifies a checkout signed with the key secret and upgrades the buyer', async () => {
    const token = await signIn(app);
    const order = (
      await post(app, '/api/payments/create-order', token, { plan: '9_dollars' })
    ).json();
    const paymentId = 'pay_FakeCheckout01';
    const verified = await post(app, '/api/payments/verify-payment', token, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(order.id, paymentId),
    });
    expect(verified.statusCode).toBe(200);
    expect(await me(app, token)).toMatchObject({ plan: '9_dollars' });
  });

  it('refuses a checkout signed with anything but the key secret', async () => {
    const token = await signIn(app);
    const order = (
      await post(app, '/api/payments/create-order', token, { plan: '9_dollars' })
    ).json();
    const paymentId = 'pay_FakeCheckout02';
    const wrong = createHmac('sha256', 'sandbox-or-anything-else')
      .update(`${order.id}|${paymentId}`)
      .digest('hex');
    const response = await post(app, '/api/payments/verify-payment', token, {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: wrong,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'payment_invalid' });
    expect(await me(app, token)).toMatchObject({ plan: 'free' });
  });

  it('has no sandbox checkout', async () => {
    const token = await signIn(app);
    const order = (
      await post(app, '/api/payments/create-order', token, { plan: '9_dollars' })
    ).json();
    const response = await post(app, '/api/payments/sandbox/pay', token, { order_id: order.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers 503 provider_unavailable when Razorpay fails, and stores no order', async () => {
    const token = await signIn(app);
    for (const mode of ['fail', 'garbage'] as const) {
      razorpay.mode = mode;
      const response = await post(app, '/api/payments/create-order', token, { plan: '9_dollars' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'provider_unavailable' });
      expect(response.json().message).toMatch(/payment provider/);
    }
    const { user } = (await app.inject({ url: '/api/v0/users/me', headers: bearer(token) })).json();
    const stored = await app.deps.db.select().from(orders).where(eq(orders.userId, user._id));
    expect(stored).toEqual([]);
  });
});

describe('razorpay provider that cannot be reached', () => {
  const app = useTestApp(async () => {
    const razorpay = await startFakeRazorpay();
    await razorpay.close(); // Its port is now closed: connections are refused.
    return {
      env: {
        RAZORPAY_KEY_ID: razorpay.keyId,
        RAZORPAY_KEY_SECRET: razorpay.keySecret,
        RAZORPAY_API_URL: razorpay.url,
      },
    };
  });

  it('answers 503 with a clear message', async () => {
    const token = await signIn(app);
    const response = await post(app, '/api/payments/create-order', token, { plan: '9_dollars' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'provider_unavailable' });
    expect(response.json().message).toMatch(/could not be reached/);
  });
});
