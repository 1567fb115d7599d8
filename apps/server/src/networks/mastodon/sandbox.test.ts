import { describe, expect, it } from 'vitest';
import type { AccountSession, Network, OAuthConnect } from '../network';
import { testContext } from '../testing';
import {
  createMastodonNetworks,
  issueSandboxMastodonCode,
  renderSandboxMastodonConsentPage,
  sandboxMastodonPostPage,
} from './index';
import { failureOf, pkce, REDIRECT_URI } from './testing';

const asPosts = (ids: string[]) => ids.map((id) => ({ id, postedAt: new Date() }));

const HOUR = 3_600_000;

function sandbox() {
  let clock = new Date('2026-11-25T10:00:00Z');
  const context = testContext({ now: () => clock, publicUrl: 'https://quillpost.test' });
  const network = createMastodonNetworks(context).find((n) => n.provider === 'sandbox')!;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  return { context, network, connect: network.connect as OAuthConnect, advance };
}

/** The consent page's round trip: the route renders the page, the form's answer issues a code. */
async function connectSandbox(
  { context, connect }: ReturnType<typeof sandbox>,
  username = 'ada',
): Promise<AccountSession> {
  const { verifier, challenge } = pkce();
  const url = new URL(
    await connect.authorizeUrl({
      state: 's1',
      codeChallenge: challenge,
      redirectUri: REDIRECT_URI,
    }),
  );
  const code = issueSandboxMastodonCode(context, {
    codeChallenge: url.searchParams.get('code_challenge')!,
    redirectUri: url.searchParams.get('redirect_uri')!,
    username,
  });
  const { profile, credentials } = await connect.finish({
    code,
    codeVerifier: verifier,
    redirectUri: REDIRECT_URI,
  });
  return { profile, credentials };
}

describe('the sandbox Mastodon instance', () => {
  it('connects through a consent page on this server, with PKCE', async () => {
    const box = sandbox();
    const { challenge, verifier } = pkce();
    const url = new URL(
      await box.connect.authorizeUrl({
        state: 's1',
        codeChallenge: challenge,
        redirectUri: REDIRECT_URI,
      }),
    );
    expect(url.origin + url.pathname).toBe(
      'https://quillpost.test/auth/sandbox/mastodon/authorize',
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const page = renderSandboxMastodonConsentPage({
      xsrfToken: 'x<y',
      state: 's1',
      codeChallenge: challenge,
      redirectUri: REDIRECT_URI,
    });
    expect(page).toContain('action="/auth/sandbox/mastodon/authorize"');
    expect(page).toContain('name="_xsrf" value="x&#60;y"');
    expect(page).toContain(`name="code_challenge" value="${challenge}"`);
    expect(page).toContain(`${REDIRECT_URI}?error=access_denied&#38;state=s1`);

    expect(() =>
      issueSandboxMastodonCode(box.context, {
        codeChallenge: challenge,
        redirectUri: REDIRECT_URI,
        username: 'not a handle',
      }),
    ).toThrow(expect.objectContaining({ kind: 'rejected' }));
    const code = issueSandboxMastodonCode(box.context, {
      codeChallenge: challenge,
      redirectUri: REDIRECT_URI,
      username: 'ada',
    });
    const finish = (input: Partial<Parameters<OAuthConnect['finish']>[0]>) =>
      box.connect.finish({ code, codeVerifier: verifier, redirectUri: REDIRECT_URI, ...input });
    expect(await failureOf(finish({ codeVerifier: pkce().verifier }))).toMatchObject({
      kind: 'rejected',
    });
    expect(await failureOf(finish({ redirectUri: 'https://elsewhere.test/cb' }))).toMatchObject({
      kind: 'rejected',
    });
    const connected = await finish({});
    expect(connected).toMatchObject({
      profile: { handle: '@ada@sandbox.mastodon.local', name: 'ada (sandbox)' },
      credentials: { instance: 'https://sandbox.mastodon.local' },
      expiresAt: null,
      maxLength: 500,
    });
    expect(await box.network.refresh(connected.credentials)).toEqual(connected);
    box.advance(61_000);
    expect(await failureOf(finish({}))).toMatchObject({ kind: 'rejected' });
    expect(
      await failureOf(box.network.refresh({ instance: 'x', accessToken: 'forged' })),
    ).toMatchObject({
      kind: 'rejected',
    });
  });

  it('posts a reply chain once per send key, finds it again, and reads its figures and history', async () => {
    const box = sandbox();
    const session = await connectSandbox(box);
    const network: Network = box.network;
    const first = await network.post(session, { text: 'Part 1', sendKey: 'k1' });
    const reply = (parent: typeof first) => ({ replyTo: { root: first, parent } });
    const second = await network.post(session, { text: 'Part 2', sendKey: 'k2', ...reply(first) });
    const third = await network.post(session, { text: 'Part 3', sendKey: 'k3', ...reply(second) });
    expect(third.url).toBe(`https://quillpost.test/sandbox/mastodon/${third.id}`);
    expect(
      await network.post(session, { text: 'Part 3', sendKey: 'k3', ...reply(second) }),
    ).toEqual(third);
    expect(
      await network.findSent(session, { text: 'Part 3', sendKey: 'k3', since: new Date(0) }),
    ).toEqual(third);
    expect(
      await network.findSent(session, { text: 'Part 4', sendKey: 'k4', since: new Date(0) }),
    ).toBeNull();

    box.advance(5 * HOUR);
    const figures = await network.readFigures(
      session,
      asPosts([first.id, second.id, third.id, '1']),
    );
    expect(figures.missing).toEqual([{ id: '1', reason: 'deleted', message: 'Record not found' }]);
    expect(figures.posts.map((post) => post.id)).toEqual([first.id, second.id, third.id]);
    expect(figures.posts[0]).toMatchObject({ impressions: null, quotes: 0, linkClicks: null });
    expect(figures.posts[0]!.likes).toBeGreaterThan(0);
    expect(await network.readFigures(session, asPosts([first.id]))).toEqual({
      posts: [figures.posts[0]],
      missing: [],
    });

    const history = await network.readHistory(session, {});
    expect(history.posts.map((post) => [post.id, post.text, post.replyToId])).toEqual([
      [third.id, 'Part 3', second.id],
      [second.id, 'Part 2', first.id],
      [first.id, 'Part 1', undefined],
    ]);
    expect(history.next).toBeNull();
    expect((await network.readHistory(session, { newerThan: second.id })).posts).toHaveLength(1);

    const page = await sandboxMastodonPostPage(box.context, second.id);
    expect(page).toContain('Part 2');
    expect(page).toContain(`href="https://quillpost.test/sandbox/mastodon/${first.id}"`);
    expect(await sandboxMastodonPostPage(box.context, '1')).toBeNull();
  });

  it('refuses a forged token, too long a text, and a reply to nothing', async () => {
    const box = sandbox();
    const session = await connectSandbox(box);
    const forged = {
      ...session,
      credentials: { ...session.credentials, accessToken: 'sbm.e30.x' },
    };
    expect(await failureOf(box.network.post(forged, { text: 'a', sendKey: 'k' }))).toMatchObject({
      kind: 'unauthorized',
    });
    expect(
      await failureOf(box.network.post(session, { text: 'x'.repeat(501), sendKey: 'k' })),
    ).toMatchObject({
      kind: 'rejected',
      message: 'The post is 501 characters as Mastodon counts them; the limit is 500.',
    });
    const orphan = { id: '1', url: '' };
    expect(
      await failureOf(
        box.network.post(session, {
          text: 'a',
          sendKey: 'k',
          replyTo: { root: orphan, parent: orphan },
        }),
      ),
    ).toMatchObject({ kind: 'rejected' });
    // Another sandbox account sees none of ada's posts.
    const mine = await box.network.post(session, { text: 'Mine', sendKey: 'k-mine' });
    const other = await connectSandbox(box, 'grace');
    expect((await box.network.readFigures(other, asPosts([mine.id]))).missing).toHaveLength(1);
    expect((await box.network.readHistory(other, {})).posts).toEqual([]);
  });
});
