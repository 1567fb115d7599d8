import { describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { bearer, postBody, signIn, useTestApp } from './support/app';
import { type Checkout, me, post } from './support/requests';

const DAY_MS = 24 * 3600 * 1000;

async function buy(app: App, token: string, plan: string) {
  const order = (await post(app, '/api/payments/create-order', token, { plan })).json() as {
    id: string;
  };
  const checkout = (
    await post(app, '/api/payments/sandbox/pay', token, { order_id: order.id })
  ).json() as Checkout;
  const verified = await post(app, '/api/payments/verify-payment', token, checkout);
  expect(verified.statusCode).toBe(200);
  return verified.json() as { plan: string; planExpiresAt: string };
}

const generate = (app: App, token: string) => post(app, '/api/v0/posts/tweets', token, postBody());

async function generateUntilRefused(app: App, token: string, atMost: number): Promise<number> {
  for (let made = 0; made <= atMost; made += 1) {
    const response = await generate(app, token);
    if (response.statusCode === 402) {
      expect(response.json()).toMatchObject({ code: 'plan_limit_reached' });
      return made;
    }
    expect(response.statusCode).toBe(201);
  }
  throw new Error(`still generating after ${atMost} posts`);
}

describe('plan limits', () => {
  const app = useTestApp({
    env: { PLAN_LIMIT_FREE: '2', PLAN_LIMIT_BASIC: '4', PLAN_LIMIT_PREMIUM: '6' },
  });

  it('stops Free at its limit and lets Basic, then Premium, generate more', async () => {
    const token = await signIn(app);
    expect(await generateUntilRefused(app, token, 10)).toBe(2);
    expect((await me(app, token)).usage).toMatchObject({ used: 2, limit: 2 });

    await buy(app, token, '9_dollars');
    expect((await me(app, token)).usage).toMatchObject({ used: 2, limit: 4 });
    expect(await generateUntilRefused(app, token, 10)).toBe(2);

    await buy(app, token, '19_dollars');
    expect(await me(app, token)).toMatchObject({
      plan: '19_dollars',
      usage: { used: 4, limit: 6 },
    });
    expect(await generateUntilRefused(app, token, 10)).toBe(2);
  });

  it('gives nothing back when a post is deleted', async () => {
    const token = await signIn(app);
    const made = await generate(app, token);
    await generate(app, token);
    const { tweet } = made.json() as { tweet: { _id: string } };
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v0/posts/tweets/${tweet._id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await generate(app, token)).statusCode).toBe(402);
  });
});

describe('plan expiry', () => {
  let clock = new Date('2030-01-05T09:00:00.000Z');
  const app = useTestApp({
    now: () => clock,
    env: { TOKEN_TTL_SECONDS: String(365 * 24 * 3600), PLAN_LIMIT_FREE: '1' },
  });

  it('keeps a paid plan for 30 days, then falls back to Free', async () => {
    const token = await signIn(app);
    const bought = await buy(app, token, '9_dollars');
    const expiresAt = new Date(clock.getTime() + 30 * DAY_MS);
    expect(bought).toMatchObject({ plan: '9_dollars', planExpiresAt: expiresAt.toISOString() });

    clock = new Date(expiresAt.getTime() - 1000);
    expect(await me(app, token)).toMatchObject({
      plan: '9_dollars',
      planExpiresAt: expiresAt.toISOString(),
      usage: { limit: 300 },
    });

    clock = new Date(expiresAt.getTime() + 1000);
    expect(await me(app, token)).toMatchObject({
      plan: 'free',
      planExpiresAt: null,
      usage: { limit: 1 },
    });
    expect((await generate(app, token)).statusCode).toBe(201);
    expect((await generate(app, token)).statusCode).toBe(402);
  });

  it('renews the running plan from its end, and starts a different plan from now', async () => {
    const token = await signIn(app);
    const first = await buy(app, token, '9_dollars');
    clock = new Date(clock.getTime() + 10 * DAY_MS);
    const renewed = await buy(app, token, '9_dollars');
    expect(renewed.planExpiresAt).toBe(
      new Date(new Date(first.planExpiresAt).getTime() + 30 * DAY_MS).toISOString(),
    );
    const upgraded = await buy(app, token, '19_dollars');
    expect(upgraded).toMatchObject({
      plan: '19_dollars',
      planExpiresAt: new Date(clock.getTime() + 30 * DAY_MS).toISOString(),
    });
  });
});
