import { describe, expect, it } from 'vitest';
import type { Network } from '../network';
import { testContext, type TestContextOptions } from '../testing';
import { createMastodonNetworks } from './index';
import { connectAccount, useFakeMastodon } from './testing';

const asPosts = (ids: string[]) => ids.map((id) => ({ id, postedAt: new Date() }));

const fake = useFakeMastodon();

async function connected(options: TestContextOptions = {}) {
  const network: Network = createMastodonNetworks(testContext(options)).find(
    (candidate) => candidate.provider === 'real',
  )!;
  return { network, session: await connectAccount(network, fake.url) };
}

const counts = (likes: number, reposts: number, replies: number) => ({
  impressions: null,
  likes,
  reposts,
  replies,
  quotes: 0,
  bookmarks: 0,
  linkClicks: null,
  profileClicks: null,
});

describe("reading a Mastodon account's figures", () => {
  it('reads favourites, boosts and replies of each status, and says which are gone', async () => {
    const { network, session } = await connected();
    const first = await network.post(session, { text: 'Part 1', sendKey: 'k1' });
    const second = await network.post(session, {
      text: 'Part 2',
      sendKey: 'k2',
      replyTo: { root: first, parent: first },
    });
    fake.setCounts(first.id, { favourites: 7, reblogs: 2 });
    fake.setCounts(second.id, { favourites: 3 });

    const answer = await network.readFigures(session, asPosts([second.id, '404', first.id]));
    expect(answer.posts).toEqual([
      { id: second.id, ...counts(3, 0, 0) },
      { id: first.id, ...counts(7, 2, 1) },
    ]);
    expect(answer.missing).toEqual([
      { id: '404', reason: 'deleted', message: `${fake.domain}: Record not found` },
    ]);
    expect(network.figuresBatchSize).toBe(20);
  });

  it('reads a batch a few statuses at a time', async () => {
    let underWay = 0;
    let most = 0;
    const watched: typeof fetch = async (input, init) => {
      underWay += 1;
      most = Math.max(most, underWay);
      try {
        return await fetch(input, init);
      } finally {
        underWay -= 1;
      }
    };
    const { network, session } = await connected({ userAddressFetch: watched });
    const ids: string[] = [];
    for (let n = 0; n < 20; n += 1) {
      ids.push((await network.post(session, { text: `Post ${n}`, sendKey: `k${n}` })).id);
    }
    most = 0;
    const answer = await network.readFigures(session, asPosts(ids));
    expect(answer.posts.map((post) => post.id)).toEqual(ids);
    expect(most).toBe(4);
  });
});

describe("reading a Mastodon account's history", () => {
  it('pages its own statuses newest first, without boosts, and reads only newer ones', async () => {
    const { network, session } = await connected();
    const ids: string[] = [];
    for (let n = 1; n <= 45; n += 1) {
      const text = n === 1 ? 'Part 1\n\nof <2> & "more"' : `Post ${n}`;
      ids.push((await network.post(session, { text, sendKey: `k${n}` })).id);
    }
    const boost = await fetch(`${fake.url}/api/v1/statuses/${ids[0]}/reblog`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.credentials.accessToken}` },
    });
    expect(boost.status).toBe(200);
    fake.setCounts(ids[44]!, { favourites: 5 });

    const newestFirst = ids.toReversed();
    const first = await network.readHistory(session, {});
    expect(first.posts.map((post) => post.id)).toEqual(newestFirst.slice(0, 40));
    expect(first.next).toBe(newestFirst[39]);
    expect(first.posts[0]).toMatchObject({
      text: 'Post 45',
      url: `${fake.url}/@ada/${ids[44]}`,
      figures: { id: ids[44], likes: 5, impressions: null },
    });
    expect(first.posts[0]!.postedAt).toBeInstanceOf(Date);

    const second = await network.readHistory(session, { cursor: first.next! });
    expect(second.posts.map((post) => post.id)).toEqual(newestFirst.slice(40));
    expect(second.next).toBeNull();
    expect(second.posts.at(-1)!.text).toBe('Part 1\n\nof <2> & "more"');

    const newer = await network.readHistory(session, { newerThan: ids[42] });
    expect(newer).toEqual({ posts: first.posts.slice(0, 2), next: null });
  });

  it('leaves out boosts an instance answers despite exclude_reblogs, and pages on from the page as answered', async () => {
    const { network, session } = await connected();
    const someone = { id: '20900000000000001', username: 'someone', displayName: 'Someone' };
    const boost = (id: string) =>
      fetch(`${fake.url}/api/v1/statuses/${id}/reblog`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.credentials.accessToken}` },
      });
    const own: string[] = [];
    for (let n = 1; n <= 50; n += 1) {
      own.push((await network.post(session, { text: `Own ${n}`, sendKey: `own${n}` })).id);
      if (n % 10 === 0) {
        const theirs = { ...fake.statuses.at(-1)!, id: fake.nextId(), account: someone };
        fake.statuses.push({ ...theirs, text: `Someone's ${n}` });
        expect((await boost(theirs.id)).status).toBe(200);
        expect((await boost(own[n - 3]!)).status).toBe(200);
      }
    }
    fake.ignoreExcludeReblogs = true;

    const first = await network.readHistory(session, {});
    const second = await network.readHistory(session, { cursor: first.next! });
    const read = [...first.posts, ...second.posts];
    expect(fake.statusReads.at(-1)?.get('exclude_reblogs')).toBe('true');
    expect(second.next).toBeNull();
    expect(read.map((post) => post.text)).toEqual(own.map((_, i) => `Own ${i + 1}`).reverse());
  });

  it('says when to go on after a 429, and passes a refusal on with its message', async () => {
    const { network, session } = await connected();
    await network.post(session, { text: 'Only status', sendKey: 'only' });
    const resetAt = new Date(Date.now() + 60_000);
    fake.readFaults.push(
      { kind: 'rate_limited', resetAt },
      { kind: 'refused', message: 'Your login is currently disabled' },
    );
    await expect(network.readHistory(session, {})).rejects.toMatchObject({
      kind: 'rate_limited',
      resetAt,
    });
    await expect(network.readHistory(session, {})).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Your login is currently disabled',
    });
    expect((await network.readHistory(session, {})).posts).toHaveLength(1);
  });
});
