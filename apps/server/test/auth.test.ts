import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp, useTestApps } from './support/app';
import { generate } from './support/requests';

const TWEET = { title: 'Small pull requests', format: 'Quick Tips', voice: 'casual', tags: 'tech' };

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/auth/local',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  payload: new URLSearchParams(fields).toString(),
});

describe('local sign-in', () => {
  const app = useTestApp();

  it('shows a form with labelled Name and Email fields and a Sign in button', async () => {
    const response = await app.inject('/auth/local');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<label for="name">Name</label>');
    expect(response.body).toContain('<label for="email">Email</label>');
    expect(response.body).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it('redirects to the web app with a token that signs the person in', async () => {
    const response = await app.inject(form({ name: 'Grace Hopper', email: 'Grace@Example.com' }));
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:3000/auth/login');
    const token = location.searchParams.get('token')!;
    const me = await app.inject({ url: '/api/v0/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      plan: 'free',
      planExpiresAt: null,
      usage: { used: 0, limit: 30 },
    });
  });

  it('signs the same e-mail into the same account, whatever its casing', async () => {
    const first = await signIn(app, { email: 'same@example.com' });
    const second = await signIn(app, { email: 'SAME@example.com', name: 'New Name' });
    const idOf = async (token: string) =>
      (await app.inject({ url: '/api/v0/users/me', headers: bearer(token) })).json().user;
    const [a, b] = [await idOf(first), await idOf(second)];
    expect(a._id).toBe(b._id);
    expect(b.name).toBe(a.name);
  });

  it.each([
    [{ name: '', email: 'a@example.com' }, /name/],
    [{ name: 'Ada', email: 'not-an-email' }, /email/],
    [{ name: 'Ada' }, /email/],
  ])('refuses bad input with 400 naming the field (%#)', async (fields, message) => {
    const response = await app.inject(form(fields as Record<string, string>));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(message),
    });
  });

  it('shows the form again with the error for a browser', async () => {
    const response = await app.inject(
      form({ name: 'Ada', email: 'nope' }, { accept: 'text/html' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('value="Ada"');
  });

  it('revokes the session on logout: the same token then gets 401', async () => {
    const token = await signIn(app);
    const logout = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    const after = await app.inject({ url: '/api/v0/users/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthorized');
    const again = await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a generation with a revoked session, and saves nothing', async () => {
    const person = { email: 'revoked-generation@example.com' };
    const token = await signIn(app, person);
    expect((await generate(app, token, 'tweets', TWEET)).statusCode).toBe(201);
    await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    const refused = await generate(app, token, 'tweets', TWEET);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Your session has ended. Please sign in again.');
    const again = await signIn(app, person);
    const list = await app.inject({ url: '/api/v0/posts/tweets', headers: bearer(again) });
    expect(list.json().tweets).toHaveLength(1);
  });

  it('sends /auth/google to the local form while Google is not configured', async () => {
    const response = await app.inject('/auth/google');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/local');
  });

  it('reports the sign-in options in /api/config', async () => {
    const config = (await app.inject('/api/config')).json();
    expect(config.auth).toEqual({ google: false, localSignIn: true });
  });
});

describe('access tokens', () => {
  let now = new Date('2026-01-10T12:00:00Z');
  const app = useTestApp({ env: { TOKEN_TTL_SECONDS: '3600' }, now: () => now });

  it('expire after TOKEN_TTL_SECONDS', async () => {
    const token = await signIn(app);
    expect((await app.inject({ url: '/api/v0/users/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    now = new Date('2026-01-10T13:00:01Z');
    expect((await app.inject({ url: '/api/v0/users/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await generate(app, token, 'tweets', TWEET)).statusCode).toBe(401);
  });

  const openApp = useTestApps();

  it('are refused when signed with another secret', async () => {
    const other = await openApp({
      env: { JWT_SECRET: 'another-secret-that-is-also-long-enough-ok' },
    });
    const foreign = await signIn(other);
    expect(
      (await app.inject({ url: '/api/v0/users/me', headers: bearer(foreign) })).statusCode,
    ).toBe(401);
  });
});

describe('local sign-in on a server reachable from other machines', () => {
  const openApp = useTestApps();

  it('is refused unless ALLOW_LOCAL_SIGNIN is true', async () => {
    const app = await openApp({ env: { HOST: '0.0.0.0' } });
    const refused = await app.inject(form({ name: 'Ada', email: 'ada@example.com' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/ALLOW_LOCAL_SIGNIN/);
    expect((await app.inject('/auth/local')).statusCode).toBe(403);
  });

  it('is allowed with ALLOW_LOCAL_SIGNIN=true', async () => {
    const app = await openApp({ env: { HOST: '0.0.0.0', ALLOW_LOCAL_SIGNIN: 'true' } });
    expect((await app.inject(form({ name: 'Ada', email: 'ada@example.com' }))).statusCode).toBe(
      302,
    );
  });
});
