import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { signIn, useTestApp } from './support/app';
import { type Checkout, me, post } from './support/requests';

async function createOrder(app: App, token: string, plan = '9_dollars') {
  const response = await post(app, '/api/payments/create-order', token, { plan });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; amount: number; currency: string; plan: string };
}

async function sandboxPay(app: App, token: string, orderId: string): Promise<Checkout> {
  const response = await post(app, '/api/payments/sandbox/pay', token, { order_id: orderId });
  expect(response.statusCode).toBe(200);
  return response.json() as Checkout;
}

describe('payments with the sandbox provider', () => {
  let clock = new Date('2030-03-10T12:00:00.000Z');
  const app = useTestApp({ now: () => clock });

  it('reports the sandbox provider in /api/config', async () => {
    const config = (await app.inject('/api/config')).json();
    expect(config.payments).toEqual({ provider: 'sandbox', keyId: 'sandbox' });
  });

  it('creates orders with the amount in cents from the price table', async () => {
    const token = await signIn(app);
    const basic = await createOrder(app, token, '9_dollars');
    expect(basic).toMatchObject({ amount: 900, currency: 'USD', plan: '9_dollars' });
    expect(basic.id).toEqual(expect.any(String));
    const premium = await createOrder(app, token, '19_dollars');
    expect(premium).toMatchObject({ amount: 1900, currency: 'USD', plan: '19_dollars' });
    expect(premium.id).not.toBe(basic.id);
  });

  it('ignores an amount sent by the client', async () => {
    const token = await signIn(app);
    const response = await post(app, '/api/payments/create-order', token, {
      plan: '19_dollars',
      amount: 1,
    });
    expect(response.json()).toMatchObject({ amount: 1900 });
  });

  it('refuses the free plan, an unknown plan and a missing plan with 400', async () => {
    const token = await signIn(app);
    for (const payload of [{ plan: 'free' }, { plan: '5_dollars' }, {}]) {
      const response = await post(app, '/api/payments/create-order', token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input' });
      expect(response.json().message).toMatch(/plan/);
    }
  });

  it('needs a signed-in caller for every payment route but the webhook', async () => {
    for (const url of [
      '/api/payments/create-order',
      '/api/payments/verify-payment',
      '/api/payments/sandbox/pay',
    ]) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('upgrades the buyer for 30 days after a verified sandbox checkout', async () => {
    const token = await signIn(app);
    expect(await me(app, token)).toMatchObject({
      plan: 'free',
      planExpiresAt: null,
      usage: { limit: 30 },
    });
    const order = await createOrder(app, token, '19_dollars');
    const checkout = await sandboxPay(app, token, order.id);
    expect(checkout.razorpay_order_id).toBe(order.id);

    const verified = await post(app, '/api/payments/verify-payment', token, checkout);
    expect(verified.statusCode).toBe(200);
    const expiresAt = new Date(clock.getTime() + 30 * 24 * 3600 * 1000).toISOString();
    expect(verified.json()).toEqual({
      success: true,
      plan: '19_dollars',
      planExpiresAt: expiresAt,
    });
    expect(await me(app, token)).toMatchObject({
      plan: '19_dollars',
      planExpiresAt: expiresAt,
      usage: { limit: 3000 },
    });
  });

  it('answers a replay with success and changes nothing', async () => {
    const token = await signIn(app);
    const order = await createOrder(app, token);
    const checkout = await sandboxPay(app, token, order.id);
    const first = await post(app, '/api/payments/verify-payment', token, checkout);
    expect(first.statusCode).toBe(200);
    const before = await me(app, token);
    clock = new Date(clock.getTime() + 60_000);
    const replay = await post(app, '/api/payments/verify-payment', token, checkout);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await me(app, token)).toEqual(before);
  });

  it("refuses a second user redeeming the first user's payment", async () => {
    const owner = await signIn(app, { email: 'owner@example.com' });
    const thief = await signIn(app, { email: 'thief@example.com' });
    const order = await createOrder(app, owner);
    const checkout = await sandboxPay(app, owner, order.id);

    const stolen = await post(app, '/api/payments/verify-payment', thief, checkout);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'payment_invalid' });
    expect(await me(app, thief)).toMatchObject({ plan: 'free', planExpiresAt: null });
    expect(await me(app, owner)).toMatchObject({ plan: 'free' });

    // Refusing the thief used nothing up: the owner still redeems it.
    const own = await post(app, '/api/payments/verify-payment', owner, checkout);
    expect(own.statusCode).toBe(200);
    expect(await me(app, owner)).toMatchObject({ plan: '9_dollars' });
    const again = await post(app, '/api/payments/verify-payment', thief, checkout);
    expect(again.statusCode).toBe(400);
    expect(await me(app, thief)).toMatchObject({ plan: 'free' });
  });

  it('refuses forged signatures and ids and changes nothing', async () => {
    const token = await signIn(app);
    const order = await createOrder(app, token);
    const checkout = await sandboxPay(app, token, order.id);
    const forgedWithWrongSecret = createHmac('sha256', 'not-the-secret')
      .update(`${order.id}|${checkout.razorpay_payment_id}`)
      .digest('hex');
    const forgeries: Checkout[] = [
      { ...checkout, razorpay_signature: forgedWithWrongSecret },
      { ...checkout, razorpay_signature: checkout.razorpay_signature.slice(0, -1) },
      { ...checkout, razorpay_payment_id: 'pay_other' },
      { ...checkout, razorpay_order_id: 'order_other' },
    ];
    for (const forged of forgeries) {
      const response = await post(app, '/api/payments/verify-payment', token, forged);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'payment_invalid' });
    }
    expect(await me(app, token)).toMatchObject({ plan: 'free', planExpiresAt: null });
  });

  it('names a missing verification field with invalid_input', async () => {
    const token = await signIn(app);
    const order = await createOrder(app, token);
    const checkout = await sandboxPay(app, token, order.id);
    for (const field of Object.keys(checkout) as (keyof Checkout)[]) {
      const { [field]: _left, ...rest } = checkout;
      const response = await post(app, '/api/payments/verify-payment', token, rest);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input' });
      expect(response.json().message).toContain(field);
    }
    expect(await me(app, token)).toMatchObject({ plan: 'free' });
  });

  it("plays the sandbox checkout only for the caller's own unpaid order", async () => {
    const owner = await signIn(app);
    const other = await signIn(app);
    const order = await createOrder(app, owner);
    const foreign = await post(app, '/api/payments/sandbox/pay', other, { order_id: order.id });
    expect(foreign.statusCode).toBe(404);
    const missing = await post(app, '/api/payments/sandbox/pay', owner, { order_id: 'order_nope' });
    expect(missing.statusCode).toBe(404);
    const empty = await post(app, '/api/payments/sandbox/pay', owner, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('order_id');

    const checkout = await sandboxPay(app, owner, order.id);
    await post(app, '/api/payments/verify-payment', owner, checkout);
    const paid = await post(app, '/api/payments/sandbox/pay', owner, { order_id: order.id });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toMatchObject({ code: 'payment_invalid' });
  });

  it('refuses a second payment for an order that is already paid', async () => {
    const token = await signIn(app);
    const order = await createOrder(app, token);
    const first = await sandboxPay(app, token, order.id);
    const second = await sandboxPay(app, token, order.id);
    expect((await post(app, '/api/payments/verify-payment', token, first)).statusCode).toBe(200);
    const before = await me(app, token);
    const response = await post(app, '/api/payments/verify-payment', token, second);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'payment_invalid' });
    expect(await me(app, token)).toEqual(before);
  });
});
