import { OAuth2Server } from 'oauth2-mock-server';
import { describe, expect, it } from 'vitest';
import { bearer, useResource, useTestApp } from './support/app';

/** Follows the real OpenID Connect code flow against a local issuer. */
describe('Google sign-in (OpenID Connect)', () => {
  const issuer = useResource(async () => {
    const server = new OAuth2Server();
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    server.service.on('beforeTokenSigning', (token) => {
      token.payload.sub = 'google-subject-123';
      token.payload.email = 'Linus@Example.com';
      token.payload.name = 'Linus Example';
    });
    return Object.assign(server, { close: () => server.stop() });
  });
  const app = useTestApp(() => ({
    env: {
      GOOGLE_CLIENT_ID: 'quillpost-test-client',
      GOOGLE_CLIENT_SECRET: 'quillpost-test-secret',
      OIDC_ISSUER: issuer.issuer.url!,
    },
  }));

  /** Starts sign-in, lets the issuer approve it, and answers the callback request to send back. */
  async function approve() {
    const start = await app.inject('/auth/google');
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(new URL(issuer.issuer.url!).origin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const cookie = [start.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('qp_oidc='))!
      .split(';')[0]!;
    const approval = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(approval.headers.get('location')!);
    expect(callback.pathname).toBe('/auth/google/callback');
    return { callback, cookie };
  }

  it('signs the person in and redirects to the web app with a token', async () => {
    const { callback, cookie } = await approve();
    const done = await app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie },
    });
    expect(done.statusCode).toBe(302);
    const location = new URL(done.headers.location as string);
    expect(location.pathname).toBe('/auth/login');
    const me = await app.inject({
      url: '/api/v0/users/me',
      headers: bearer(location.searchParams.get('token')!),
    });
    expect(me.json().user).toMatchObject({ email: 'linus@example.com', name: 'Linus Example' });
  });

  it('refuses a callback whose state does not match', async () => {
    const { callback, cookie } = await approve();
    callback.searchParams.set('state', 'forged-state');
    const done = await app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie },
    });
    expect(done.statusCode).toBe(400);
    expect(done.json().code).toBe('signin_failed');
  });

  it('refuses a callback that was not started in this browser', async () => {
    const { callback } = await approve();
    const done = await app.inject({ url: callback.pathname + callback.search });
    expect(done.statusCode).toBe(400);
    expect(done.json().code).toBe('signin_failed');
  });

  it('turns local sign-in off while Google is configured', async () => {
    expect((await app.inject('/auth/local')).statusCode).toBe(403);
    expect((await app.inject('/api/config')).json().auth).toEqual({
      google: true,
      localSignIn: false,
    });
  });
});
