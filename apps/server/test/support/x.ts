import type { App } from '../../src/types';
import { bearer } from './app';
import type { FakeX } from '@quillpost/testing';

/** The environment that points the server at a fake X. */
export const fakeXEnv = (fake: FakeX) => ({
  X_CLIENT_ID: fake.clientId,
  X_CLIENT_SECRET: fake.clientSecret,
  X_API_URL: fake.url,
  X_AUTHORIZE_URL: fake.authorizeUrl,
});

/** Starts a connect flow: the authorize URL the server answers. */
export async function startConnect(app: App, token: string): Promise<URL> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v0/x/connect',
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`connect failed: ${response.body}`);
  return new URL((response.json() as { url: string }).url);
}

/** Plays the browser at X's authorize page: the callback address X sends it back to. */
export async function authorizeAtFakeX(authorizeUrl: URL): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  if (response.status !== 302) throw new Error(`authorize failed: ${await response.text()}`);
  return new URL(response.headers.get('location')!);
}

/** The browser coming back to the server's callback: where it is sent next. */
export async function callback(app: App, callbackUrl: URL): Promise<URL> {
  const response = await app.inject({ url: `${callbackUrl.pathname}${callbackUrl.search}` });
  if (response.statusCode !== 302) throw new Error(`callback answered ${response.statusCode}`);
  return new URL(response.headers.location as string);
}

/** The whole connect flow against the fake X: where the browser ends. */
export async function connectX(app: App, token: string): Promise<URL> {
  return callback(app, await authorizeAtFakeX(await startConnect(app, token)));
}

export async function getXAccount(app: App, token: string) {
  const response = await app.inject({ url: '/api/v0/x/account', headers: bearer(token) });
  return (response.json() as { account: Record<string, unknown> | null }).account;
}

/** Connects a sandbox X account with `username` through sandbox X's consent form. */
export async function connectSandboxX(app: App, token: string, username: string): Promise<void> {
  const authorize = await startConnect(app, token);
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
  if (submitted.statusCode !== 302) throw new Error(`consent answered ${submitted.statusCode}`);
  await callback(app, new URL(submitted.headers.location as string));
}
