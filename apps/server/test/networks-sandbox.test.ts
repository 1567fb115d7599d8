import { describe, expect, it } from 'vitest';
import {
  NETWORK_KEYS,
  type Account,
  type AnalyticsResponse,
  type NetworkKey,
  type Publication,
} from '@quillpost/shared';
import { bearer, signIn, useResource, useTestApp } from './support/app';
import { connectAccount, listAccounts, startBrowserConnect } from './support/networks';
import { startJobWorkers } from './support/networks-server';
import { savePost, schedule, settled, thread, waitFor, waitUntil } from './support/publishing';
import { me } from './support/requests';
import { callback } from './support/x';
import { solidImage } from './support/media';
import { upload } from './support/uploads';

// No X client, no fake anywhere, and typed addresses refused as in production.
const app = useTestApp({ publishing: { leaseSeconds: 3, retryBaseMs: 50 } });
useResource(() => startJobWorkers(app, 2));

const SANDBOX_NAMES: Record<NetworkKey, string> = {
  x: 'Sandbox X',
  bluesky: 'Sandbox Bluesky',
  mastodon: 'Sandbox Mastodon',
};

/** Plays the person at a sandbox's consent page on this server, then the browser's return. */
async function consentInSandbox(
  token: string,
  body: { network: NetworkKey; sandbox: true; instance?: string },
  username: string,
) {
  const { authorize, cookie } = await startBrowserConnect(app, token, body);
  expect(authorize.origin).toBe(app.deps.config.publicUrl);
  const page = await app.inject({ url: `${authorize.pathname}${authorize.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`${SANDBOX_NAMES[body.network]}: nothing is posted`);
  // The browser asks for no icon that is not there.
  expect(page.body).toContain('<link rel="icon" href="/favicon.svg"');
  const form = new URLSearchParams({
    state: authorize.searchParams.get('state')!,
    code_challenge: authorize.searchParams.get('code_challenge')!,
    redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
    username,
  });
  const submitted = await app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(submitted.statusCode, submitted.body).toBe(302);
  const landing = await callback(app, new URL(submitted.headers.location as string), cookie);
  expect(landing.searchParams.get(body.network === 'x' ? 'x' : 'account')).toBe('connected');
}

const pageOf = (url: string) => app.inject({ url: new URL(url).pathname });

describe('the sandboxes, with no outside service at all', () => {
  it('connect sandbox X, Bluesky and Mastodon and cross-post a thread shown as a sandbox’s', async () => {
    const token = await signIn(app);
    const userId = (await me(app, token))._id;
    await consentInSandbox(token, { network: 'x', sandbox: true }, 'sandy');
    const bluesky = await connectAccount(app, token, {
      network: 'bluesky',
      sandbox: true,
      identifier: 'sandy.bsky.social',
      appPassword: 'abcd-efgh-ijkl-mnop',
    });
    expect(bluesky.statusCode, bluesky.body).toBe(201);
    await consentInSandbox(
      token,
      { network: 'mastodon', sandbox: true, instance: 'sandbox.mastodon.local' },
      'sandy',
    );
    const accounts = await listAccounts(app, token);
    expect(accounts.map((a) => [a.network, a.provider, a.handle])).toEqual([
      ['x', 'sandbox', 'sandy'],
      ['bluesky', 'sandbox', 'sandy.bsky.social'],
      ['mastodon', 'sandbox', '@sandy@sandbox.mastodon.local'],
    ]);
    const byNetwork = Object.fromEntries(accounts.map((a) => [a.network, a])) as Record<
      NetworkKey,
      Account
    >;

    const content = thread(['Sand one.', 'Sand two.']);
    const postId = await savePost(app, userId, 'thread', content);
    // Each sandbox takes the images too (simulated), and the parts go out with them.
    const image = await upload(app, token, await solidImage('png'), 'A sandy chart');
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/v0/posts/threads/${postId}`,
      headers: bearer(token),
      payload: { content, media: [[image._id], []] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const published: Publication[] = [];
    for (const network of NETWORK_KEYS) {
      const accountId = byNetwork[network]._id;
      const response = await schedule(app, token, { postId, publishAt: 'now', accountId });
      expect(response.statusCode, response.body).toBe(201);
      const { publication } = response.json() as { publication: Publication };
      published.push(await waitFor(app, token, publication._id, settled));
    }
    for (const done of published) {
      expect(done.status, done.error ?? '').toBe('published');
      expect(done.parts.map((part) => part.media)).toEqual([[image._id], []]);
      const name = SANDBOX_NAMES[done.network as NetworkKey];
      for (const [i, part] of done.parts.entries()) {
        const page = await pageOf(part.url!);
        expect(page.statusCode, part.url!).toBe(200);
        expect(page.body).toContain(`${name}: nothing is posted`);
        expect(page.body).toContain('<link rel="icon" href="/favicon.svg"');
        expect(page.body).toContain(part.text.split('\n').at(-1));
        if (i > 0) expect(page.body).toContain(`href="${done.parts[i - 1]!.url}"`);
      }
    }

    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v0/analytics/refresh',
      headers: bearer(token),
    });
    expect(refresh.statusCode).toBe(202);
    const analytics = async () =>
      (
        await app.inject({ url: '/api/v0/analytics', headers: bearer(token) })
      ).json() as AnalyticsResponse;
    await waitUntil(async () => {
      const { publications } = await analytics();
      return (
        publications.length === 3 && publications.every((p) => p.parts.every((part) => part.readAt))
      );
    }, 'a figures read of every part');
    const body = await analytics();
    expect(body.simulated).toBe(true);
    // Sandbox X calls nothing at X: its posts and reads cost nothing.
    expect(body.xSpend).toMatchObject({ usd: 0, calls: 0, byCall: [] });
    expect(body.accounts.every((account) => account.provider === 'sandbox')).toBe(true);
    const ids = published.map((done) => done._id).join(',');
    const figures = (
      await app.inject({ url: `/api/v0/analytics/publications?ids=${ids}`, headers: bearer(token) })
    ).json().figures as { simulated: boolean; readAt: string | null }[];
    expect(figures).toHaveLength(3);
    for (const each of figures)
      expect(each).toMatchObject({ simulated: true, readAt: expect.any(String) });
  });
});
