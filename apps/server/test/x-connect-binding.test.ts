import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startFakeX, trustLoopbackCertificate, type FakeX } from '@quillpost/testing';
import { signIn, useResource, useTestApp } from './support/app';
import {
  authorizeAtFakeX,
  callback,
  CONNECT_COOKIE,
  fakeXEnv,
  getXAccount,
  startConnect,
} from './support/x';

describe('a connect is finished only in the browser that started it', () => {
  const fake: FakeX = useResource(async () => {
    trustLoopbackCertificate();
    return startFakeX();
  });
  const app = useTestApp(() => ({ env: fakeXEnv(fake) }));

  const refusal = (landing: URL) => {
    expect(landing.origin + landing.pathname).toBe(
      `${app.deps.config.webOrigin}/dashboard/settings`,
    );
    expect(landing.searchParams.get('x')).toBe('error');
    return landing.searchParams.get('message');
  };

  it('binds the flow to the browser with a signed, HttpOnly cookie sent only to the callback', async () => {
    const token = await signIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v0/x/connect',
      headers: { authorization: `Bearer ${token}` },
    });
    const line = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((cookie) => cookie.startsWith(`${CONNECT_COOKIE}=`));
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\/auth\/x\/callback(;|$)/);
    expect(line).toMatch(/; Max-Age=600(;|$)/);
    // The cookie holds a signed digest, not the state itself.
    const state = new URL((response.json() as { url: string }).url).searchParams.get('state')!;
    expect(line).not.toContain(state);
  });

  it('refuses a state brought by a browser without the cookie: nothing is stored for its starter', async () => {
    const ada = await signIn(app, { name: 'Ada' });
    // Ada starts a connect and sends the authorize link to someone else, who grants access.
    const { authorize } = await startConnect(app, ada);
    const back = await authorizeAtFakeX(authorize);
    const exchanges = fake.tokenCalls.length;
    const message = refusal(await callback(app, back));
    expect(message).toMatch(/must be finished in the browser that started it/);
    expect(fake.tokenCalls.length).toBe(exchanges);
    expect(await getXAccount(app, ada)).toBeNull();
  });

  it("refuses a state brought with another user's cookie, or a forged one", async () => {
    const ada = await signIn(app, { name: 'Ada' });
    const grace = await signIn(app, { name: 'Grace' });
    const graces = await startConnect(app, grace);
    const first = (await startConnect(app, ada)).authorize;
    const back = await authorizeAtFakeX(first);
    expect(refusal(await callback(app, back, graces.cookie))).toMatch(/browser that started it/);
    // Whoever holds the link can compute its state's digest, but cannot sign it.
    const second = (await startConnect(app, ada)).authorize;
    const digest = createHash('sha256').update(second.searchParams.get('state')!);
    const signature = graces.cookie!.split('.').at(-1);
    const forged = `${CONNECT_COOKIE}=${digest.digest('base64url')}.${signature}`;
    const forgedBack = await authorizeAtFakeX(second);
    expect(refusal(await callback(app, forgedBack, forged))).toMatch(/browser that started it/);
    expect(await getXAccount(app, ada)).toBeNull();
    expect(await getXAccount(app, grace)).toBeNull();
  });

  it('spends a state another browser brought, so its code cannot be replayed from the starter', async () => {
    const ada = await signIn(app, { name: 'Ada' });
    const { authorize, cookie } = await startConnect(app, ada);
    const back = await authorizeAtFakeX(authorize);
    refusal(await callback(app, back));
    expect(refusal(await callback(app, back, cookie))).toMatch(/already used/);
    expect(await getXAccount(app, ada)).toBeNull();
  });

  it('connects in the browser that started, after another browser tried', async () => {
    const ada = await signIn(app, { name: 'Ada' });
    refusal(await callback(app, await authorizeAtFakeX((await startConnect(app, ada)).authorize)));
    const { authorize, cookie } = await startConnect(app, ada);
    const landing = await callback(app, await authorizeAtFakeX(authorize), cookie);
    expect(landing.searchParams.get('x')).toBe('connected');
    expect(await getXAccount(app, ada)).toMatchObject({ username: fake.user.username });
  });
});
