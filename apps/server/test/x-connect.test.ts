import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, xConnectStates } from '../src/db/schema';
import { bearer, signIn, useResource, useTestApp } from './support/app';
import { me } from './support/requests';

import { startFakeX, trustLoopbackCertificate, type FakeX } from '@quillpost/testing';
import {
  authorizeAtFakeX,
  callback,
  connectX,
  fakeXEnv,
  getXAccount,
  startConnect,
} from './support/x';

describe('connecting an X account (OAuth 2.0 with PKCE against a fake X over HTTPS)', () => {
  const clock = { offsetMs: 0 };
  const fake: FakeX = useResource(async () => {
    trustLoopbackCertificate();
    return startFakeX();
  });
  const app = useTestApp(() => ({
    env: fakeXEnv(fake),
    now: () => new Date(Date.now() + clock.offsetMs),
  }));
  afterEach(() => {
    clock.offsetMs = 0;
    fake.refuseExchange = false;
    fake.meFails = false;
  });

  const expectError = (landing: URL) => {
    expect(landing.origin + landing.pathname).toBe(
      `${app.deps.config.webOrigin}/dashboard/settings`,
    );
    expect(landing.searchParams.get('x')).toBe('error');
    expect(landing.searchParams.get('message')).toBeTruthy();
    return landing.searchParams.get('message')!;
  };

  it('connects through X with PKCE, a one-time state and the scopes it needs', async () => {
    const token = await signIn(app);
    const { authorize, cookie } = await startConnect(app, token);
    expect(authorize.origin + authorize.pathname).toBe(fake.authorizeUrl);
    const query = authorize.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe(fake.clientId);
    expect(query.get('redirect_uri')).toBe(`${app.deps.config.publicUrl}/auth/x/callback`);
    expect(query.get('scope')!.split(' ')).toEqual(
      expect.arrayContaining([
        'tweet.read',
        'tweet.write',
        'users.read',
        'offline.access',
        'media.write',
      ]),
    );
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('state')!.length).toBeGreaterThanOrEqual(32);

    const landing = await callback(app, await authorizeAtFakeX(authorize), cookie);
    expect(landing.href).toBe(`${app.deps.config.webOrigin}/dashboard/settings?x=connected`);
    // The fake answers tokens only for a verifier matching the challenge and Basic client auth.
    expect(fake.tokenCalls.at(-1)).toMatchObject({ grant_type: 'authorization_code' });
    expect(await getXAccount(app, token)).toEqual({
      _id: expect.any(String),
      xUserId: fake.user.id,
      username: fake.user.username,
      name: fake.user.name,
      provider: 'x',
      status: 'connected',
      connectedAt: expect.any(String),
    });
  });

  it('keeps no token in clear in the database', async () => {
    const token = await signIn(app);
    await startConnect(app, token); // a flow left pending keeps its verifier
    await connectX(app, token);
    const stored = JSON.stringify([
      await app.deps.db.select().from(accounts),
      await app.deps.db.select().from(xConnectStates),
    ]);
    expect(fake.issuedTokens.length).toBeGreaterThan(0);
    for (const issued of fake.issuedTokens) expect(stored).not.toContain(issued);
    for (const call of fake.tokenCalls) {
      if (call.code_verifier) expect(stored).not.toContain(call.code_verifier);
    }
    const [row] = await app.deps.db.select().from(accounts).limit(1);
    expect(fake.issuedTokens).toContain(app.deps.encryption.decrypt(row!.credentials.accessToken!));
  });

  it('refuses a forged state and stores nothing', async () => {
    const token = await signIn(app);
    const calls = fake.tokenCalls.length;
    const landing = await callback(
      app,
      new URL('http://x/auth/x/callback?state=forged-state-value&code=anything'),
    );
    expect(expectError(landing)).toMatch(/not started here/);
    expect(fake.tokenCalls.length).toBe(calls);
    expect(await getXAccount(app, token)).toBeNull();
  });

  it('refuses a state used twice, and the first connection stands', async () => {
    const token = await signIn(app);
    const { authorize, cookie } = await startConnect(app, token);
    const back = await authorizeAtFakeX(authorize);
    expect((await callback(app, back, cookie)).searchParams.get('x')).toBe('connected');
    const first = await getXAccount(app, token);
    // Even with its cookie kept, the spent state does not connect again.
    expect(expectError(await callback(app, back, cookie))).toMatch(/already used/);
    expect(await getXAccount(app, token)).toEqual(first);
  });

  it('refuses a state older than 10 minutes without asking X', async () => {
    const token = await signIn(app);
    const { authorize, cookie } = await startConnect(app, token);
    const back = await authorizeAtFakeX(authorize);
    const calls = fake.tokenCalls.length;
    clock.offsetMs = 10 * 60 * 1000 + 1000;
    expect(expectError(await callback(app, back, cookie))).toMatch(/10 minutes/);
    expect(fake.tokenCalls.length).toBe(calls);
    expect(await getXAccount(app, token)).toBeNull();
  });

  it('stores nothing when X refuses the exchange, or fails to say who connected', async () => {
    const token = await signIn(app);
    fake.refuseExchange = true;
    expect(expectError(await connectX(app, token))).toMatch(/X refused the connection/);
    expect(await getXAccount(app, token)).toBeNull();
    fake.refuseExchange = false;
    fake.meFails = true;
    expectError(await connectX(app, token));
    expect(await getXAccount(app, token)).toBeNull();
  });

  it('stores nothing when the person declines at X', async () => {
    const token = await signIn(app);
    const { authorize, cookie } = await startConnect(app, token);
    const state = authorize.searchParams.get('state')!;
    const landing = await callback(
      app,
      new URL(`http://x/auth/x/callback?error=access_denied&state=${state}`),
      cookie,
    );
    expect(expectError(landing)).toMatch(/did not grant access/);
    expect(await getXAccount(app, token)).toBeNull();
  });

  it('binds the account to the person who started; another X account adds a second, the same one updates', async () => {
    const ada = await signIn(app);
    const grace = await signIn(app, { name: 'Grace' });
    const first = fake.user;
    await connectX(app, ada);
    expect(await getXAccount(app, grace)).toBeNull();
    fake.user = { id: '1400000000000000002', username: 'ada_second', name: 'Ada again' };
    await connectX(app, ada);
    fake.user = { ...first, name: 'Ada renamed' };
    await connectX(app, ada);
    const adaId = (await me(app, ada))._id;
    const rows = await app.deps.db.select().from(accounts).where(eq(accounts.userId, adaId));
    expect(rows.map((row) => [row.handle, row.name]).sort()).toEqual([
      ['ada_on_x', 'Ada renamed'],
      ['ada_second', 'Ada again'],
    ]);
    // The X routes act on the first X account connected.
    expect(await getXAccount(app, ada)).toMatchObject({ username: first.username });
    fake.user = first;
  });

  it('disconnects: revokes the tokens at X and forgets them', async () => {
    const token = await signIn(app);
    await connectX(app, token);
    const issued = fake.issuedTokens.slice(-2);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/v0/x/account',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect(await getXAccount(app, token)).toBeNull();
    expect(fake.revoked).toEqual(expect.arrayContaining(issued));
    for (const value of issued) expect(fake.isLive(value)).toBe(false);
  });

  it('forgets the tokens even when X cannot revoke them', async () => {
    const token = await signIn(app);
    await connectX(app, token);
    fake.route('POST', '/2/oauth2/revoke', async () => ({ status: 503, body: { title: 'down' } }));
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/v0/x/account',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect(await getXAccount(app, token)).toBeNull();
  });

  it('asks for a signed-in user and names the X provider in the public configuration', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/v0/x/connect' });
    expect(anonymous.statusCode).toBe(401);
    const config = await app.inject({ url: '/api/config' });
    expect(config.json()).toMatchObject({ x: { provider: 'x' } });
  });
});
