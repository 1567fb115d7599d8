import { describe, expect, it } from 'vitest';
import { withAccessToken } from '../src/x';
import { SANDBOX_DEFAULT_HANDLE } from '../src/x/sandbox-routes';
import { signIn, useTestApp } from './support/app';
import { me } from './support/requests';
import { callback, getXAccount, startConnect } from './support/x';

describe('sandbox X (no X client configured)', () => {
  const app = useTestApp();

  /** The browser on the consent page: opens it, then submits its one form. */
  async function consent(authorize: URL, username = 'sandbox_ada') {
    const page = await app.inject({
      url: `${authorize.pathname}${authorize.search}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox X: nothing is posted');
    expect(page.body.match(/<form/g)).toHaveLength(1);
    const submitted = await app.inject({
      method: 'POST',
      url: authorize.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: authorize.searchParams.get('state')!,
        code_challenge: authorize.searchParams.get('code_challenge')!,
        username,
      }).toString(),
    });
    expect(submitted.statusCode).toBe(302);
    return new URL(submitted.headers.location as string);
  }

  it('names sandbox X in the public configuration', async () => {
    const response = await app.inject({ url: '/api/config' });
    expect(response.json()).toMatchObject({ x: { provider: 'sandbox' } });
  });

  it('connects through a same-origin consent page', async () => {
    const token = await signIn(app);
    const authorize = await startConnect(app, token);
    expect(authorize.origin).toBe(app.deps.config.publicUrl);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await consent(authorize);
    const landing = await callback(app, back);
    expect(landing.searchParams.get('x')).toBe('connected');
    expect(await getXAccount(app, token)).toMatchObject({
      username: 'sandbox_ada',
      provider: 'sandbox',
      status: 'connected',
    });
    // The code answers only the verifier it was issued for, once: the state is spent.
    expect((await callback(app, back)).searchParams.get('x')).toBe('error');
  });

  it('connects with the consent form submitted as it is pre-filled', async () => {
    const token = await signIn(app);
    const authorize = await startConnect(app, token);
    const page = await app.inject({
      url: `${authorize.pathname}${authorize.search}`,
      headers: { accept: 'text/html' },
    });
    const inputs = [...page.body.matchAll(/<input [^>]*>/g)].map(([tag]) => ({
      name: /name="([^"]*)"/.exec(tag)?.[1] ?? '',
      value: /value="([^"]*)"/.exec(tag)?.[1] ?? '',
      maxLength: Number(/maxlength="(\d+)"/.exec(tag)?.[1] ?? Infinity),
      pattern: /pattern="([^"]*)"/.exec(tag)?.[1],
    }));
    // What a browser checks before it submits: a field over its maxlength or off its pattern blocks it.
    for (const input of inputs) {
      expect(input.value.length).toBeLessThanOrEqual(input.maxLength);
      if (input.pattern) expect(input.value).toMatch(new RegExp(`^(?:${input.pattern})$`));
    }
    const submitted = await app.inject({
      method: 'POST',
      url: authorize.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        inputs.map(({ name, value }): [string, string] => [name, value]),
      ).toString(),
    });
    expect(submitted.statusCode).toBe(302);
    const landing = await callback(app, new URL(submitted.headers.location as string));
    expect(landing.searchParams.get('x')).toBe('connected');
    expect(await getXAccount(app, token)).toMatchObject({ username: SANDBOX_DEFAULT_HANDLE });
  });

  it('refuses a bad handle on the consent page without connecting', async () => {
    const token = await signIn(app);
    const authorize = await startConnect(app, token);
    const response = await app.inject({
      method: 'POST',
      url: authorize.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({
        state: authorize.searchParams.get('state')!,
        code_challenge: authorize.searchParams.get('code_challenge')!,
        username: 'not a handle!',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('1 to 15 letters');
    expect(await getXAccount(app, token)).toBeNull();
  });

  it('refuses a consent form whose fields are not text with the page, keeping none of them', async () => {
    const token = await signIn(app);
    const authorize = await startConnect(app, token);
    // As JSON a field can be an object that has no text at all (String() throws on it).
    const response = await app.inject({
      method: 'POST',
      url: authorize.pathname,
      headers: { 'content-type': 'application/json', accept: 'text/html' },
      payload: JSON.stringify({
        state: { toString: 1, valueOf: 1 },
        code_challenge: ['x'],
        username: { toString: 1 },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('name="state" value=""');
    expect(response.body).toContain('name="code_challenge" value=""');
    expect(await getXAccount(app, token)).toBeNull();
  });

  it('publishes locally, shows the post read-only, and reports simulated metrics', async () => {
    const token = await signIn(app);
    await callback(app, await consent(await startConnect(app, token), 'sandbox_pub'));
    const userId = (await me(app, token))._id;
    const first = await withAccessToken(app.deps, userId, (accessToken) =>
      app.deps.x.createPost(accessToken, { text: 'Hello from the sandbox' }),
    );
    const reply = await withAccessToken(app.deps, userId, (accessToken) =>
      app.deps.x.createPost(accessToken, { text: 'And a reply', replyToId: first.id }),
    );
    expect(first.id).toMatch(/^\d+$/);
    await expect(
      withAccessToken(app.deps, userId, (accessToken) =>
        app.deps.x.createPost(accessToken, { text: 'Hello from the sandbox' }),
      ),
    ).rejects.toMatchObject({ kind: 'duplicate' });

    const url = new URL(app.deps.x.postUrl('sandbox_pub', reply.id));
    const view = await app.inject({ url: url.pathname });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('And a reply');
    expect(view.body).toContain('Sandbox X: nothing is posted');
    expect(
      (await app.inject({ url: url.pathname.replace('sandbox_pub', 'someone') })).statusCode,
    ).toBe(404);

    const recent = await withAccessToken(app.deps, userId, (accessToken, account) =>
      app.deps.x.recentPosts(accessToken, account.xUserId, new Date(Date.now() - 60_000)),
    );
    expect(recent.map((post) => post.text).sort()).toEqual([
      'And a reply',
      'Hello from the sandbox',
    ]);
    const metrics = await withAccessToken(app.deps, userId, (accessToken) =>
      app.deps.x.readMetrics(accessToken, [first.id], { privateMetrics: true }),
    );
    expect(metrics.posts).toEqual([
      expect.objectContaining({ id: first.id, impressions: expect.any(Number) }),
    ]);
  });
});
