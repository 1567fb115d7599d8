import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { xConnectStates } from '../src/db/schema';
import { MAX_PENDING_CONNECTS } from '../src/accounts/connect';
import { bearer, signIn, useTestApp } from './support/app';
import { me, expectRetryAfterWithin } from './support/requests';
import { callback, getXAccount, startConnect, type StartedConnect } from './support/x';

describe('starting connects is limited per user and minute', () => {
  const app = useTestApp({ env: { RATE_LIMIT_CONNECTS_PER_MINUTE: '3' } });
  const connect = (token: string) =>
    app.inject({ method: 'POST', url: '/api/v0/x/connect', headers: bearer(token) });

  it('answers 429 rate_limited past the limit, for that user only', async () => {
    const ada = await signIn(app, { name: 'Ada' });
    for (let i = 0; i < 3; i += 1) expect((await connect(ada)).statusCode).toBe(200);
    const limited = await connect(ada);
    expect(limited.statusCode).toBe(429);
    expectRetryAfterWithin(limited);
    expect(limited.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Try again in 1 minute.',
    });
    const grace = await signIn(app, { name: 'Grace' });
    expect((await connect(grace)).statusCode).toBe(200);
  });
});

describe('pending connects are bounded per user', () => {
  const app = useTestApp();
  const pendingOf = async (token: string) => {
    const userId = (await me(app, token))._id;
    const [row] = await app.deps.db
      .select({ pending: count() })
      .from(xConnectStates)
      .where(eq(xConnectStates.userId, userId));
    return row!.pending;
  };

  it("keeps a user's newest connects only, and leaves other users' alone", async () => {
    const grace = await signIn(app, { name: 'Grace' });
    await startConnect(app, grace);
    const ada = await signIn(app, { name: 'Ada' });
    const started: StartedConnect[] = [];
    for (let i = 0; i < MAX_PENDING_CONNECTS + 3; i += 1)
      started.push(await startConnect(app, ada));
    expect(await pendingOf(ada)).toBe(MAX_PENDING_CONNECTS);
    expect(await pendingOf(grace)).toBe(1);

    // The oldest was dropped; the newest still connects (through sandbox X's consent).
    const consent = async ({ authorize }: StartedConnect) => {
      const submitted = await app.inject({
        method: 'POST',
        url: authorize.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          state: authorize.searchParams.get('state')!,
          code_challenge: authorize.searchParams.get('code_challenge')!,
          username: 'sandbox_ada',
        }).toString(),
      });
      return new URL(submitted.headers.location as string);
    };
    const oldest = started[0]!;
    const dropped = await callback(app, await consent(oldest), oldest.cookie);
    expect(dropped.searchParams.get('message')).toMatch(/not started here or was already used/);
    const newest = started.at(-1)!;
    const landing = await callback(app, await consent(newest), newest.cookie);
    expect(landing.searchParams.get('x')).toBe('connected');
    expect(await getXAccount(app, ada)).toMatchObject({ username: 'sandbox_ada' });
  });
});
