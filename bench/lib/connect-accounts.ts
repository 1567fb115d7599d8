import type { ConnectAccountRequest } from '@quillpost/shared';
import { bearer, expectStatus } from './http';

/**
 * Connects the signed-in person's account through `POST /api/v0/accounts/connect`, as a browser
 * would. Bluesky connects at once with the app password. X and Mastodon answer where to grant
 * access: the fake's authorize page approves at once, and the server's callback, given the cookie
 * the connect route set to bind the flow to this browser, stores the account.
 */
export async function connectAccount(
  baseUrl: string,
  token: string,
  request: ConnectAccountRequest,
): Promise<void> {
  const what = `Connecting ${request.network}`;
  const connect = await fetch(`${baseUrl}/api/v0/accounts/connect`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (request.network === 'bluesky') return expectStatus(connect, 201, what);
  await expectStatus(connect, 200, what);
  const { url } = (await connect.json()) as { url: string };
  const cookie = connect.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const authorized = await fetch(url, { redirect: 'manual' });
  await expectStatus(authorized, 302, `${what}: the authorize page`);
  const callback = await fetch(authorized.headers.get('location')!, {
    redirect: 'manual',
    headers: { cookie },
  });
  await expectStatus(callback, 302, `${what}: the callback`);
  // The settings page it lands on says `x=connected` or `account=connected`, or gives a message.
  const landing = new URL(callback.headers.get('location') ?? '', baseUrl);
  if (![...landing.searchParams.values()].includes('connected')) {
    throw new Error(`${what} failed: ${landing.href}`);
  }
}
