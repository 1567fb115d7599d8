import { describe, expect, it } from 'vitest';

import { SANDBOX_DEFAULT_HANDLE } from '../src/networks/x/sandbox-routes';
import { signIn, useTestApp } from './support/app';
import { me } from './support/requests';
import { callback, getXAccount, startConnect, withXToken } from './support/x';

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
    const { authorize, cookie } = await startConnect(app, token);
    expect(authorize.origin).toBe(app.deps.config.publicUrl);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await consent(authorize);
    const landing = await callback(app, back, cookie);
    expect(landing.searchParams.get('x')).toBe('connected');
    expect(await getXAccount(app, token)).toMatchObject({
      username: 'sandbox_ada',
      provider: 'sandbox',
      status: 'connected',
    });
    // The code answers only the verifier it was issued for, once: the state is spent.
    expect((await callback(app, back, cookie)).searchParams.get('x')).toBe('error');
  });

  it('refuses the consent of a browser that did not start the connect', async () => {
    const ada = await signIn(app);
    const { authorize } = await startConnect(app, ada);
    // Someone else's browser opens Ada's authorize link and consents with its own handle.
    const landing = await callback(app, await consent(authorize, 'sandbox_other'));
    expect(landing.searchParams.get('x')).toBe('error');
    expect(landing.searchParams.get('message')).toMatch(/browser that started it/);
    expect(await getXAccount(app, ada)).toBeNull();
  });

  it('connects with the consent form submitted as it is pre-filled', async () => {
    const token = await signIn(app);
    const { authorize, cookie } = await startConnect(app, token);
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
    const landing = await callback(app, new URL(submitted.headers.location as string), cookie);
    expect(landing.searchParams.get('x')).toBe('connected');
    expect(await getXAccount(app, token)).toMatchObject({ username: SANDBOX_DEFAULT_HANDLE });
  });

  it('refuses a bad handle on the consent page without connecting', async () => {
    const token = await signIn(app);
    const { authorize } = await startConnect(app, token);
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
    const { authorize } = await startConnect(app, token);
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
    const { authorize, cookie } = await startConnect(app, token);
    await callback(app, await consent(authorize, 'sandbox_pub'), cookie);
    const userId = (await me(app, token))._id;
    const first = await withXToken(app, userId, (accessToken) =>
      app.deps.x.createPost(accessToken, { text: 'Hello from the sandbox' }),
    );
    const reply = await withXToken(app, userId, (accessToken) =>
      app.deps.x.createPost(accessToken, { text: 'And a reply', replyToId: first.id }),
    );
    expect(first.id).toMatch(/^\d+$/);
    await expect(
      withXToken(app, userId, (accessToken) =>
        app.deps.x.createPost(accessToken, { text: 'Hello from the sandbox' }),
      ),
    ).rejects.toMatchObject({ kind: 'duplicate' });

    const url = new URL(app.deps.x.postUrl('sandbox_pub', reply.id));
    // Asked with no credentials at all: the page says who can see it, and that is true.
    const view = await app.inject({ url: url.pathname });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('And a reply');
    expect(view.body).toContain('Sandbox X: nothing is posted');
    expect(view.body).toContain('Nothing was posted to X');
    expect(view.body).toContain('anyone with its link can see it');
    expect(view.body).not.toMatch(/nobody else/i);
    expect(
      (await app.inject({ url: url.pathname.replace('sandbox_pub', 'someone') })).statusCode,
    ).toBe(404);

    const recent = await withXToken(app, userId, (accessToken, account) =>
      app.deps.x.ownPosts(accessToken, account.xUserId, { since: new Date(Date.now() - 60_000) }),
    );
    expect(recent.cursor).toBeUndefined();
    expect(recent.posts.map((post) => post.text).sort()).toEqual([
      'And a reply',
      'Hello from the sandbox',
    ]);
    const metrics = await withXToken(app, userId, (accessToken) =>
      app.deps.x.readMetrics(accessToken, [first.id], { privateMetrics: true }),
    );
    expect(metrics.posts).toEqual([
      expect.objectContaining({ id: first.id, impressions: expect.any(Number) }),
    ]);
  });

  it("pages the account's own posts as X does: 100 newest first, then the rest after the cursor", async () => {
    const token = await signIn(app);
    const { authorize, cookie } = await startConnect(app, token);
    await callback(app, await consent(authorize, 'sandbox_busy'), cookie);
    const userId = (await me(app, token))._id;
    const since = new Date(Date.now() - 1000);
    const made: string[] = [];
    const page = (cursor?: string) =>
      withXToken(app, userId, (accessToken, account) =>
        app.deps.x.ownPosts(accessToken, account.xUserId, cursor ? { since, cursor } : { since }),
      );
    const post = (text: string) =>
      withXToken(app, userId, (accessToken) => app.deps.x.createPost(accessToken, { text }));
    for (let i = 1; i <= 150; i++) made.push((await post(`Busy sandbox post ${i}`)).id);

    const first = await page();
    expect(first.posts).toHaveLength(100);
    expect(first.cursor).toEqual(expect.any(String));
    const times = first.posts.map((p) => p.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A post made while paging does not shift the next page.
    await post('Made while paging');
    const second = await page(first.cursor);
    expect(second.posts).toHaveLength(50);
    expect(second.cursor).toBeUndefined();
    expect([...first.posts, ...second.posts].map((p) => p.id).sort()).toEqual(made.sort());
    await expect(page('not-a-cursor')).rejects.toMatchObject({ kind: 'rejected' });
  });
});
