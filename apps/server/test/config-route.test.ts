import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';

describe('GET /api/config', () => {
  const app = useTestApp({ env: { PLAN_LIMIT_FREE: '12', PLAN_LIMIT_BASIC: '345' } });

  it("answers every plan with its price and this server's limit", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().plans).toEqual([
      { id: 'free', priceCents: 0, limit: 12 },
      { id: '9_dollars', priceCents: 900, limit: 345 },
      { id: '19_dollars', priceCents: 1900, limit: 3000 },
    ]);
  });

  describe('X prices', () => {
    const priced = useTestApp({ env: { X_PRICE_POST: '0.02', X_PRICE_READ: '0.0005' } });

    it('answers the configured prices, and the defaults for those not set', async () => {
      const response = await priced.inject({ method: 'GET', url: '/api/config' });
      expect(response.json().xPrices).toEqual({
        post: 0.02,
        postWithLink: 0.2,
        mediaMetadata: 0.005,
        read: 0.0005,
      });
    });
  });
});
