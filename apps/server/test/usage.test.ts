import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors';
import type { GenerationService } from '../src/generation';
import type { App } from '../src/types';
import { bearer, postBody, signIn, useTestApps } from './support/app';
import { me as meOf } from './support/requests';

const failing: GenerationService = {
  engine: { name: 'failing', model: 'none', offline: true },
  generate: async () => {
    throw new AppError('provider_unavailable', 'The writing service is unavailable right now.');
  },
  assist: async () => {
    throw new AppError('provider_unavailable', 'The writing service is unavailable right now.');
  },
};

describe('generation quota', () => {
  const openApp = useTestApps();
  let app: App;

  const me = (token: string) => meOf(app, token);
  const generate = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v0/posts/tweets',
      headers: bearer(token),
      payload: postBody(),
    });

  it('counts each generation and answers 402 past the monthly limit', async () => {
    app = await openApp({ env: { PLAN_LIMIT_FREE: '2' } });
    const token = await signIn(app);
    expect((await me(token)).usage).toMatchObject({ used: 0, limit: 2 });
    expect((await generate(token)).statusCode).toBe(201);
    expect((await generate(token)).statusCode).toBe(201);
    const refused = await generate(token);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'plan_limit_reached', limit: 2, used: 2 });
    expect(refused.json().message).toMatch(/2 generations/);
    expect((await me(token)).usage.used).toBe(2);
    const list = await app.inject({ url: '/api/v0/posts/tweets', headers: bearer(token) });
    expect(list.json().tweets).toHaveLength(2);
  });

  it('gives nothing back when a post is deleted', async () => {
    app = await openApp({ env: { PLAN_LIMIT_FREE: '1' } });
    const token = await signIn(app);
    const id = (await generate(token)).json().tweet._id;
    await app.inject({
      method: 'DELETE',
      url: `/api/v0/posts/tweets/${id}`,
      headers: bearer(token),
    });
    expect((await me(token)).usage.used).toBe(1);
    expect((await generate(token)).statusCode).toBe(402);
  });

  it('keeps each user’s count apart and shows when it resets', async () => {
    app = await openApp({
      env: { PLAN_LIMIT_FREE: '1' },
      now: () => new Date('2026-03-15T10:00:00Z'),
    });
    const first = await signIn(app);
    const second = await signIn(app);
    await generate(first);
    expect((await generate(second)).statusCode).toBe(201);
    expect((await me(first)).usage.resetsAt).toBe('2026-04-01T00:00:00.000Z');
  });

  it('saves nothing and counts nothing when generation fails', async () => {
    app = await openApp({ generation: failing });
    const token = await signIn(app);
    const response = await generate(token);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'provider_unavailable',
      message: 'The writing service is unavailable right now.',
    });
    expect((await me(token)).usage.used).toBe(0);
    expect(
      (await app.inject({ url: '/api/v0/posts/tweets', headers: bearer(token) })).json().tweets,
    ).toEqual([]);
  });

  it('lets two racing generations take only the last free one', async () => {
    app = await openApp({ env: { PLAN_LIMIT_FREE: '1' } });
    const token = await signIn(app);
    const answers = await Promise.all([generate(token), generate(token), generate(token)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(2);
    expect((await me(token)).usage.used).toBe(1);
  });
});
