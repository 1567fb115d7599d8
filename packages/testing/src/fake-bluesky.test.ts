import { AtpAgent, RichText, type AppBskyFeedPost } from '@atproto/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBluesky, type FakeBluesky, type FakeBlueskyUser } from './fake-bluesky';

// The real client against the fake over HTTPS: this worker trusts the loopback authority from its
// start (global setup), as a server process does through NODE_EXTRA_CA_CERTS.
let fake: FakeBluesky;
beforeAll(async () => {
  fake = await startFakeBluesky();
});
afterAll(() => fake.close());

async function signIn(user: FakeBlueskyUser = fake.user) {
  const agent = new AtpAgent({ service: fake.url });
  await agent.login({ identifier: user.handle, password: user.appPassword });
  return agent;
}
const post = (agent: AtpAgent, text: string, more: Partial<AppBskyFeedPost.Record> = {}) =>
  agent.post({ text, ...more });
const stored = (text: string) => fake.posts.filter((entry) => entry.text === text);

describe('fake Bluesky: sessions', () => {
  it('signs in with the app password, by handle or e-mail, and refuses a wrong one with 401', async () => {
    const agent = await signIn();
    expect(agent.session).toMatchObject({ did: fake.user.did, handle: 'ada.bsky.social' });
    expect((await agent.com.atproto.server.getSession()).data.did).toBe(fake.user.did);
    const byEmail = new AtpAgent({ service: fake.url });
    await byEmail.login({ identifier: 'ADA@example.com', password: fake.user.appPassword });
    expect(byEmail.session?.did).toBe(fake.user.did);
    await expect(
      new AtpAgent({ service: fake.url }).login({
        identifier: fake.user.handle,
        password: 'abcd-efgh-ijkl-mnoq',
      }),
    ).rejects.toMatchObject({
      status: 401,
      error: 'AuthenticationRequired',
      message: 'Invalid identifier or password',
    });
  });

  it('issues JWT-shaped access tokens that live accessTokenSeconds', async () => {
    const claims = (jwt: string) =>
      JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, number>;
    const { accessJwt } = (await signIn()).session!;
    expect(claims(accessJwt)).toMatchObject({ sub: fake.user.did, scope: 'com.atproto.appPass' });
    expect(claims(accessJwt).exp! - claims(accessJwt).iat!).toBe(7200);
    fake.accessTokenSeconds = 0;
    try {
      const { accessJwt: stillborn, refreshJwt } = (await signIn()).session!;
      expect(fake.isLive(stillborn)).toBe(false);
      expect(fake.isLive(refreshJwt)).toBe(true);
    } finally {
      fake.accessTokenSeconds = 7200;
    }
  });

  it('answers an expired access token 400 ExpiredToken, which the client refreshes once', async () => {
    const agent = await signIn();
    const first = agent.session!;
    fake.expireAccessTokens();
    const answer = await fetch(`${fake.url}/xrpc/com.atproto.server.getSession`, {
      headers: { authorization: `Bearer ${first.accessJwt}` },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'ExpiredToken', message: 'Token has expired' });

    await post(agent, 'Posted after the access token expired');
    expect(stored('Posted after the access token expired')).toHaveLength(1);
    expect(fake.refreshSpends.filter((token) => token === first.refreshJwt)).toHaveLength(1);
    expect(agent.session!.refreshJwt).not.toBe(first.refreshJwt);
    expect(fake.isLive(agent.session!.accessJwt)).toBe(true);
  });

  it('refuses a spent refresh token, and the client that held it loses its session', async () => {
    const agent = await signIn();
    const spent = agent.session!;
    fake.expireAccessTokens();
    await agent.com.atproto.server.getSession();
    expect(fake.isLive(spent.refreshJwt)).toBe(false);

    const refusedBefore = fake.refusedRefreshes;
    const stale = new AtpAgent({ service: fake.url });
    await expect(stale.resumeSession(spent)).rejects.toMatchObject({
      status: 400,
      error: 'ExpiredToken',
    });
    expect(stale.session).toBeUndefined();
    expect(fake.refusedRefreshes).toBe(refusedBefore + 1);
  });

  it('ends the session on logout: its refresh token is no longer live', async () => {
    const agent = await signIn();
    const { refreshJwt } = agent.session!;
    await agent.logout();
    expect(fake.isLive(refreshJwt)).toBe(false);
  });
});

describe('fake Bluesky: posts', () => {
  it('stores a two-part reply chain at chosen record keys, and a taken key is a bare 500', async () => {
    const agent = await signIn();
    const repo = fake.user.did;
    const createdAt = new Date().toISOString();
    const root = await agent.app.bsky.feed.post.create(
      { repo, rkey: '3lchainpart1a' },
      { text: 'Thread part 1/2', createdAt },
    );
    expect(root.uri).toBe(`at://${repo}/app.bsky.feed.post/3lchainpart1a`);
    const reply = await agent.app.bsky.feed.post.create(
      { repo, rkey: '3lchainpart2a' },
      { text: 'Thread part 2/2', createdAt, reply: { root, parent: root } },
    );
    expect(stored('Thread part 2/2')[0]!.reply).toEqual({ root, parent: root });
    const read = await agent.app.bsky.feed.post.get({ repo, rkey: '3lchainpart2a' });
    expect(read).toMatchObject({ uri: reply.uri, cid: reply.cid, value: { reply: { root } } });

    await expect(
      agent.app.bsky.feed.post.create(
        { repo, rkey: '3lchainpart1a' },
        { text: 'Thread part 1/2', createdAt },
      ),
    ).rejects.toMatchObject({ status: 500, error: 'InternalServerError' });
    expect(stored('Thread part 1/2')).toHaveLength(1);

    await agent.deletePost(reply.uri);
    await expect(
      agent.app.bsky.feed.post.get({ repo, rkey: '3lchainpart2a' }),
    ).rejects.toMatchObject({ status: 400, error: 'RecordNotFound' });
    // The key is free again once its record is deleted.
    const again = await agent.app.bsky.feed.post.create(
      { repo, rkey: '3lchainpart2a' },
      { text: 'Thread part 2/2, again', createdAt },
    );
    expect(again.uri).toBe(reply.uri);
  });

  it('refuses a post over 300 graphemes, and takes 300 however many bytes they are', async () => {
    const agent = await signIn();
    await post(agent, '👍🏽'.repeat(300));
    expect(stored('👍🏽'.repeat(300))).toHaveLength(1);
    await expect(post(agent, 'a'.repeat(301))).rejects.toMatchObject({
      status: 400,
      error: 'InvalidRequest',
      message:
        'Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes',
    });
  });

  it('resolves a mention for RichText, and refuses the facet of one it could not resolve', async () => {
    const agent = await signIn();
    const grace = fake.addUser({ handle: 'grace.bsky.social' });
    const text = new RichText({
      text: 'Thanks @grace.bsky.social, notes at https://example.com/n',
    });
    await text.detectFacets(agent);
    await post(agent, text.text, { facets: text.facets });
    const facets = stored(text.text)[0]!.facets as { features: unknown[] }[];
    const features = facets.flatMap((facet) => facet.features);
    expect(features).toContainEqual({ $type: 'app.bsky.richtext.facet#mention', did: grace.did });
    expect(features).toContainEqual(expect.objectContaining({ uri: 'https://example.com/n' }));

    const unknown = new RichText({ text: 'Thanks @nobody-here.bsky.social' });
    await unknown.detectFacets(agent);
    await expect(post(agent, unknown.text, { facets: unknown.facets })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Record/facets/0/features/0/did must be a valid did'),
    });
  });

  it('embeds an uploaded image with its alt text; refuses a blob over 1,000,000 bytes', async () => {
    const agent = await signIn();
    const { data } = await agent.uploadBlob(new Uint8Array(2048).fill(7), {
      encoding: 'image/png',
    });
    expect(data.blob).toMatchObject({ mimeType: 'image/png', size: 2048 });
    const embed = {
      $type: 'app.bsky.embed.images',
      images: [{ image: data.blob, alt: 'A chart of the week' }],
    };
    await post(agent, 'With a picture', { embed });
    const { images } = stored('With a picture')[0]!.embed as { images: unknown[] };
    expect(images).toEqual([
      {
        alt: 'A chart of the week',
        image: {
          $type: 'blob',
          ref: { $link: fake.blobs.at(-1)!.cid },
          mimeType: 'image/png',
          size: 2048,
        },
      },
    ]);
    const other = fake.addUser({ handle: 'not-the-uploader.bsky.social' });
    await expect(post(await signIn(other), 'Borrowed picture', { embed })).rejects.toMatchObject({
      status: 400,
      error: 'BlobNotFound',
    });

    await expect(
      agent.uploadBlob(new Uint8Array(1_000_001), { encoding: 'image/png' }),
    ).rejects.toMatchObject({ status: 400, error: 'BlobTooLarge' });
  });
});

describe('fake Bluesky: reads', () => {
  it('pages the author feed newest first, with counts a test sets and reposts counted', async () => {
    const writer = fake.addUser({ handle: 'feed-writer.bsky.social' });
    const agent = await signIn(writer);
    const texts = ['one', 'two', 'three', 'four', 'five'];
    const made: { uri: string; cid: string }[] = [];
    for (const text of texts) {
      const { uri, cid } = await post(agent, `Feed post ${text}`);
      made.push({ uri, cid });
    }

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const { data } = await agent.getAuthorFeed({ actor: writer.handle, limit: 2, cursor });
      expect(data.feed.length).toBeLessThanOrEqual(2);
      seen.push(...data.feed.map((item) => (item.post.record as { text: string }).text));
      cursor = data.cursor;
    } while (cursor);
    expect(seen).toEqual(texts.map((text) => `Feed post ${text}`).reverse());
    await expect(agent.getAuthorFeed({ actor: writer.did, limit: 101 })).rejects.toMatchObject({
      status: 400,
      message: 'limit can not be greater than 100',
    });

    fake.setCounts(made[0]!.uri, { likeCount: 12, quoteCount: 2 });
    await agent.repost(made[0]!.uri, made[0]!.cid);
    expect(fake.reposts.at(-1)).toMatchObject({ authorDid: writer.did, subject: made[0] });
    const { data } = await agent.getPosts({ uris: [made[0]!.uri, made[1]!.uri] });
    expect(data.posts[0]).toMatchObject({
      uri: made[0]!.uri,
      author: { did: writer.did, handle: writer.handle },
      likeCount: 12,
      quoteCount: 2,
      repostCount: 1,
      replyCount: 0,
    });
    expect(data.posts[1]).toMatchObject({ likeCount: 0, repostCount: 0 });
    const tooMany = Array.from({ length: 26 }, () => made[0]!.uri);
    await expect(agent.getPosts({ uris: tooMany })).rejects.toMatchObject({ status: 400 });
    expect((await agent.getProfile({ actor: writer.did })).data.postsCount).toBe(5);
  });
});
