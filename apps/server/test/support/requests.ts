import { expect } from 'vitest';
import type { MeResponse, VerifyPaymentRequest } from '@quillpost/shared';
import type { App } from '../../src/types';
import { bearer } from './app';

/** A signed-in JSON POST. */
export const post = (app: App, url: string, token: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

/** The signed-in user as `GET /api/v0/users/me` answers. */
export async function me(app: App, token: string): Promise<MeResponse['user']> {
  const response = await app.inject({ url: '/api/v0/users/me', headers: bearer(token) });
  return (response.json() as MeResponse).user;
}

export type Checkout = VerifyPaymentRequest;

/** Creates an order and plays the sandbox checkout for it: the three fields to verify. */
export async function orderAndCheckout(app: App, token: string, plan = '9_dollars') {
  const order = await post(app, '/api/payments/create-order', token, { plan });
  const { id } = order.json() as { id: string };
  const checkout = await post(app, '/api/payments/sandbox/pay', token, { order_id: id });
  return checkout.json() as Checkout;
}

/** The events of a Server-Sent Events body, in order. */
export function parseEvents(body: string) {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>,
    }));
}

/** A generation through the posts API, as JSON or, with `stream`, as Server-Sent Events. */
export const generate = (
  app: App,
  token: string,
  collection: 'tweets' | 'threads' | 'ideas',
  body: object,
  stream = false,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v0/posts/${collection}`,
    headers: { ...bearer(token), ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload: body,
  });

/**
 * A 429's Retry-After is a whole number of seconds, at least one and no more than the limit's
 * window, so a client that waits that long is let in again.
 */
export function expectRetryAfterWithin(
  response: { headers: Record<string, unknown> },
  windowSeconds = 60,
): void {
  const header = response.headers['retry-after'];
  expect(header, 'Retry-After').toMatch(/^\d+$/);
  expect(Number(header)).toBeGreaterThanOrEqual(1);
  expect(Number(header)).toBeLessThanOrEqual(windowSeconds);
}
