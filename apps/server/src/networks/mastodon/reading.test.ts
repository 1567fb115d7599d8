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
});
