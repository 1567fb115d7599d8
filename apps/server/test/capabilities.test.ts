import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../src/payments/provider';
import { signIn, useTestApp } from './support/app';
import { post } from './support/requests';

/** A provider the configuration knows nothing of: whatever the app says of payments must come from it. */
const handedIn: PaymentProvider = {
  name: 'razorpay',
  description: 'a provider handed in',
  keyId: 'rzp_handed_in',
  checkoutSecret: 'handed-in-checkout-secret',
  webhookSecret: undefined,
  checkoutOrigins: ['https://checkout.example.test'],
  createOrder: async () => ({ providerOrderId: 'order_handed_in' }),
};

describe('capabilities built once', () => {
  const app = useTestApp({ payments: handedIn });

  it('answers /api/config from the payment provider in deps, not from the configuration', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().payments).toEqual({ provider: 'razorpay', keyId: 'rzp_handed_in' });
  });

  it('lets the Content-Security-Policy allow the checkout origins the provider names', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' https:\/\/checkout\.example\.test/);
    expect(policy).toMatch(/frame-src https:\/\/checkout\.example\.test/);
  });

  it('creates orders with the same provider', async () => {
    const token = await signIn(app);
    const response = await post(app, '/api/payments/create-order', token, { plan: '9_dollars' });
    expect(response.json()).toMatchObject({ id: 'order_handed_in', amount: 900 });
  });
});
