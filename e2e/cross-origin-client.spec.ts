import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
// Playwright's own page: the project's fixture routes requests, and a context that routes
// requests skips Chromium's CORS preflight checks, which are what this journey is about.
import { expect, test } from '@playwright/test';
import { uniqueUser } from './support/fixtures';
import { freePort, servePage, startOwnServer } from './support/own-server';

/**
 * A client of the API on another origin, as existing web clients are: it sends people to the
 * server's sign-in, takes the token from its own /auth/login?token= address, then calls the API
 * with fetch, a bearer token and JSON, DELETE included.
 */
const clientPage = (api: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Other client</title></head><body>
<main><a href="${api}/auth/google">Sign in</a><p id="status">signed out</p></main>
<script>
  const token = new URLSearchParams(location.search).get('token');
  if (token) {
    sessionStorage.setItem('token', token);
    history.replaceState(null, '', '/');
  }
  if (sessionStorage.getItem('token')) document.getElementById('status').textContent = 'signed in';
  window.call = async (method, path, body) => {
    const response = await fetch('${api}' + path, {
      method,
      headers: {
        Authorization: 'Bearer ' + sessionStorage.getItem('token'),
        'Content-Type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
</script></body></html>`;

let api: string;
let server: ChildProcess;
let page: Server;
let clientOrigin: string;

test.beforeAll(async () => {
  const port = await freePort();
  api = `http://127.0.0.1:${port}`;
  ({ origin: clientOrigin, server: page } = await servePage(clientPage(api)));
  server = await startOwnServer(port, { WEB_ORIGIN: clientOrigin, PUBLIC_URL: api });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => page?.close(resolve));
});

test('a client on another origin signs in, generates, lists and deletes with fetch', async ({
  page: browser,
}) => {
  const user = uniqueUser('cross');
  await browser.goto(clientOrigin);
  await browser.getByRole('link', { name: 'Sign in' }).click();
  await browser.getByLabel('Name').fill(user.name);
  await browser.getByLabel('Email').fill(user.email);
  await browser.getByRole('button', { name: 'Sign in' }).click();
  await expect(browser.locator('#status')).toHaveText('signed in');
  expect(new URL(browser.url()).origin).toBe(clientOrigin);

  type Answer = { status: number; body: Record<string, unknown> | null };
  type Call = (method: string, path: string, body?: unknown) => Promise<Answer>;
  const call: Call = (method, path, body) =>
    browser.evaluate(([m, p, b]) => (window as unknown as { call: Call }).call(m, p, b), [
      method,
      path,
      body,
    ] as const);

  const created = await call('POST', '/api/v0/posts/tweets', {
    title: 'Why small pull requests ship faster',
    format: 'Quick Tips',
    voice: 'casual',
    tags: 'tech',
  });
  expect(created.status).toBe(201);
  const id = (created.body!.tweet as { _id: string })._id;
  expect((await call('GET', '/api/v0/posts/tweets')).body).toEqual({
    tweets: [expect.objectContaining({ _id: id })],
  });

  const deleted = await call('DELETE', `/api/v0/posts/tweets/${id}`);
  expect(deleted.status).toBe(204);
  expect((await call('GET', '/api/v0/posts/tweets')).body).toEqual({ tweets: [] });
});
