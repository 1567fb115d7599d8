import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postBody, signIn, useTestApp } from './support/app';
import { generate } from './support/requests';

const WEB_ORIGIN = 'http://127.0.0.1:5173';

describe('CORS and bodiless JSON requests', () => {
  const app = useTestApp({ env: { WEB_ORIGIN, PUBLIC_URL: 'http://127.0.0.1:3000' } });
  let token: string;
  beforeAll(async () => {
    token = await signIn(app);
  });

  const preflight = (origin: string, method: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/v0/posts/tweets/some-id',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'allows %s from WEB_ORIGIN in the preflight',
    async (method) => {
      const response = await preflight(WEB_ORIGIN, method);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
      const allowed = String(response.headers['access-control-allow-methods']).split(/,\s*/);
      expect(allowed).toContain(method);
    },
  );

  it('allows no other origin', async () => {
    const response = await preflight('https://evil.example', 'DELETE');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('deletes with Content-Type application/json and no body', async () => {
    const created = await generate(app, token, 'tweets', postBody());
    const id = created.json().tweet._id as string;
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/v0/posts/tweets/${id}`,
      headers: { ...bearer(token), 'content-type': 'application/json', origin: WEB_ORIGIN },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    const list = await app.inject({ url: '/api/v0/posts/tweets', headers: bearer(token) });
    expect(list.json().tweets).toEqual([]);
  });

  it('treats any bodiless JSON request as having no body', async () => {
    const logout = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { ...bearer(await signIn(app)), 'content-type': 'application/json; charset=utf-8' },
    });
    expect(logout.statusCode).toBe(204);
    const generation = await app.inject({
      method: 'POST',
      url: '/api/v0/posts/tweets',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(generation.statusCode).toBe(400);
    expect(generation.json().code).toBe('invalid_input');
  });

  it('still refuses malformed JSON and prototype poisoning', async () => {
    for (const payload of ['{"title":', '{"__proto__":{"admin":true}}']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v0/posts/tweets',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
