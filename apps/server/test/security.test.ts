import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postBody, signIn, useTestApp } from './support/app';
import { expectRetryAfterWithin } from './support/requests';

describe('security and limits', () => {
  let token: string;
  const app = useTestApp({
    env: { RATE_LIMIT_SIGNINS_PER_MINUTE: '50', RATE_LIMIT_GENERATIONS_PER_MINUTE: '3' },
  });
  beforeAll(async () => {
    token = await signIn(app);
  });

  const xsrfCookie = async () => {
    const response = await app.inject('/api/config');
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('XSRF-TOKEN='));
    return cookie!.split(';')[0]!.split('=')[1]!;
  };

  it('sets an XSRF-TOKEN cookie that scripts of the page can read', async () => {
    const response = await app.inject('/api/config');
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('XSRF-TOKEN='))!;
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a state-changing call whose X-XSRF-TOKEN does not match the cookie', async () => {
    const xsrf = await xsrfCookie();
    const request = { method: 'POST' as const, url: '/api/v0/posts/tweets', payload: postBody() };
    const missing = await app.inject({
      ...request,
      headers: { ...bearer(token), cookie: `XSRF-TOKEN=${xsrf}` },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('csrf_failed');
    const wrong = await app.inject({
      ...request,
      headers: { ...bearer(token), cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': 'other' },
    });
    expect(wrong.statusCode).toBe(403);
    const matching = await app.inject({
      ...request,
      headers: { ...bearer(token), cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    });
    expect(matching.statusCode).toBe(201);
  });

  it('refuses state-changing calls from another origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'name=Eve&email=eve%40example.com',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('csrf_failed');
  });

  it('takes the same server under another loopback name for the same origin', async () => {
    const from = async (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/local',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Lo&email=lo%40example.com',
      });
    const { port } = new URL(app.deps.config.webOrigin);
    expect(new URL(app.deps.config.webOrigin).hostname).toBe('127.0.0.1');
    expect((await from(`http://localhost:${port}`)).statusCode).toBe(302);
    expect((await from(`http://[::1]:${port}`)).statusCode).toBe(302);
    const otherPort = await from(`http://localhost:${Number(port) + 1}`);
    expect(otherPort.statusCode).toBe(403);
    expect(otherPort.json().code).toBe('csrf_failed');
  });

  it('needs the form token when the browser has the cookie', async () => {
    const xsrf = await xsrfCookie();
    const headers = {
      cookie: `XSRF-TOKEN=${xsrf}`,
      'content-type': 'application/x-www-form-urlencoded',
    };
    const without = await app.inject({
      method: 'POST',
      url: '/auth/local',
      headers,
      payload: 'name=A&email=a%40example.com',
    });
    expect(without.statusCode).toBe(403);
    const withToken = await app.inject({
      method: 'POST',
      url: '/auth/local',
      headers,
      payload: `name=A&email=a%40example.com&_xsrf=${xsrf}`,
    });
    expect(withToken.statusCode).toBe(302);
  });

  it('allows CORS only for WEB_ORIGIN', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/v0/posts/tweets',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    const other = await app.inject({
      method: 'OPTIONS',
      url: '/api/v0/posts/tweets',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await app.inject('/healthz');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses bodies over 64 KiB with 413 and JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v0/posts/tweets',
      headers: bearer(token),
      payload: { ...postBody(), title: 'x'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers malformed JSON with 400 and JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v0/posts/tweets',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_input');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject('/api/v0/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('limits generations per user and minute with 429 and Retry-After', async () => {
    const user = await signIn(app);
    const generate = () =>
      app.inject({
        method: 'POST',
        url: '/api/v0/posts/ideas',
        headers: bearer(user),
        payload: postBody({ format: 'tweet' }),
      });
    for (let i = 0; i < 3; i += 1) expect((await generate()).statusCode).toBe(201);
    const limited = await generate();
    expect(limited.statusCode).toBe(429);
    expectRetryAfterWithin(limited);
    expect(limited.json().code).toBe('rate_limited');
    const someoneElse = await signIn(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/v0/posts/ideas',
      headers: bearer(someoneElse),
      payload: postBody({ format: 'tweet' }),
    });
    expect(other.statusCode).toBe(201);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v0/posts/tweets',
        '/api/v0/posts/threads/{id}',
        '/api/v0/users/me',
        '/api/v0/analytics/publications',
      ]),
    );
    const figures = document.paths['/api/v0/analytics/publications'].get;
    expect(figures.parameters).toEqual([
      expect.objectContaining({ name: 'ids', in: 'query', required: true }),
    ]);
    expect(figures.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'figures',
    );
    expect((await app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('sign-in rate limit', () => {
  const app = useTestApp({ env: { RATE_LIMIT_SIGNINS_PER_MINUTE: '2' } });

  it('answers 429 with Retry-After past the limit per IP', async () => {
    await signIn(app);
    await signIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=A&email=a%40example.com',
    });
    expect(response.statusCode).toBe(429);
    expectRetryAfterWithin(response);
    expect(response.json().code).toBe('rate_limited');
  });
});
