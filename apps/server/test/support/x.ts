import { firstAccountOn, withSession } from '../../src/accounts';
import type { App } from '../../src/types';
import { addPosting, startFakeX, trustLoopbackCertificate, type FakeX } from '@quillpost/testing';
import { bearer, forwardTo, useResource, useTestApp, type TestAppOptions } from './app';

/** The environment that points the server at a fake X. */
export const fakeXEnv = (fake: FakeX) => ({
  X_CLIENT_ID: fake.clientId,
  X_CLIENT_SECRET: fake.clientSecret,
  X_API_URL: fake.url,
  X_AUTHORIZE_URL: fake.authorizeUrl,
});

/**
 * For the tests of the enclosing file or `describe`: a fake X over HTTPS that takes posts
 * (`posting`) and the server publishing to it with short waits, opened before them and closed
 * after them (useResource).
 */
export function useFakeXPublishing(options: TestAppOptions = {}) {
  const fake = useResource(async () => {
    trustLoopbackCertificate();
    const started = await startFakeX();
    return Object.assign(started, { posting: addPosting(started) });
  });
  const app = useTestApp(() => ({
    ...options,
    env: { ...fakeXEnv(fake), ...options.env },
    publishing: { leaseSeconds: 3, retryBaseMs: 50, ...options.publishing },
  }));
  return { fake, posting: forwardTo(() => fake.posting), app };
}

/** A connect started in one browser: where the server sends it, and the cookie it got then. */
export interface StartedConnect {
  authorize: URL;
  /** `name=value` of the cookie that binds the flow to this browser, as the browser sends it. */
  cookie: string | undefined;
}

export const CONNECT_COOKIE = 'qp_connect_x';

/** Starts a connect flow as the web app does, from the browser that will finish it. */
export async function startConnect(app: App, token: string): Promise<StartedConnect> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v0/x/connect',
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`connect failed: ${response.body}`);
  const cookie = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.startsWith(`${CONNECT_COOKIE}=`));
  return {
    authorize: new URL((response.json() as { url: string }).url),
    cookie: cookie?.split(';')[0],
  };
}

/** Plays the browser at X's authorize page: the callback address X sends it back to. */
export async function authorizeAtFakeX(authorizeUrl: URL): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  if (response.status !== 302) throw new Error(`authorize failed: ${await response.text()}`);
  return new URL(response.headers.get('location')!);
}

/**
 * A browser coming back to the server's callback, with the cookie it holds (none for a browser
 * that did not start the flow): where it is sent next.
 */
export async function callback(app: App, callbackUrl: URL, cookie?: string): Promise<URL> {
  const response = await app.inject({
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: cookie ? { cookie } : {},
  });
  if (response.statusCode !== 302) throw new Error(`callback answered ${response.statusCode}`);
  return new URL(response.headers.location as string);
}

/** The whole connect flow against the fake X in one browser: where that browser ends. */
export async function connectX(app: App, token: string): Promise<URL> {
  const { authorize, cookie } = await startConnect(app, token);
  return callback(app, await authorizeAtFakeX(authorize), cookie);
}

export async function getXAccount(app: App, token: string) {
  const response = await app.inject({ url: '/api/v0/x/account', headers: bearer(token) });
  return (response.json() as { account: Record<string, unknown> | null }).account;
}

/**
 * Calls `fn` with a live access token of the user's first X account, renewed under its row lock
 * as publishing does, and the account as X knows it.
 */
export async function withXToken<T>(
  app: App,
  userId: string,
  fn: (accessToken: string, account: { xUserId: string; username: string }) => Promise<T>,
): Promise<T> {
  const row = await firstAccountOn(app.deps, { userId, network: 'x' });
  // Without one, the session answers as publishing would be answered: account_not_connected.
  return withSession(app.deps, row?.id ?? 'no-account', (session) =>
    fn(session.credentials.accessToken!, {
      xUserId: session.profile.remoteId,
      username: session.profile.handle,
    }),
  );
}

/** Connects a sandbox X account with `username` through sandbox X's consent form. */
export async function connectSandboxX(app: App, token: string, username: string): Promise<void> {
  const { authorize, cookie } = await startConnect(app, token);
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
  await callback(app, new URL(submitted.headers.location as string), cookie);
}
