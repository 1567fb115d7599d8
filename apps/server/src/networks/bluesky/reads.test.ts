import { AtpAgent } from '@atproto/api';
import { startFakeBluesky } from '@quillpost/testing';
import { describe, expect, it } from 'vitest';
import { useResource } from '../../../test/support/app';
import { newId } from '../../lib/ids';
import type { AccountSession, HistoryPost, PasswordConnect, RemotePost } from '../network';
import { testContext } from '../testing';
import { createRealBluesky } from './real';

const fake = useResource(() => startFakeBluesky());
const network = createRealBluesky(testContext());

async function connect(handle: string): Promise<AccountSession> {
  const user = fake.addUser({ handle });
  const { profile, credentials } = await (network.connect as PasswordConnect).signIn({
    identifier: user.handle,
    password: user.appPassword,
    service: fake.url,
  });
  return { profile, credentials };
}
const post = (session: AccountSession, text: string, replyTo?: RemotePost) =>
  network.post(session, {
    text,
    sendKey: newId(),
    ...(replyTo ? { replyTo: { root: replyTo, parent: replyTo } } : {}),
  });

describe('Bluesky: figures', () => {
  it('reads 25 posts a call, and reports the deleted ones as deleted', async () => {
    const session = await connect('figures.bsky.social');
    const made: RemotePost[] = [];
    for (let i = 1; i <= 27; i += 1) made.push(await post(session, `Counted post ${i}`));
    fake.setCounts(made[0]!.id, { likeCount: 12, quoteCount: 2, repostCount: 3 });
    const gone = made[26]!.id;
    fake.posts.splice(
      fake.posts.findIndex((entry) => entry.uri === gone),
      1,
    );

    const answer = await network.readFigures(
      session,
      made.map((entry) => ({ id: entry.id, postedAt: new Date() })),
    );
    expect(network.figuresBatchSize).toBe(25);
    expect(answer.posts).toHaveLength(26);
    expect(answer.posts[0]).toEqual({
      id: made[0]!.id,
      impressions: null,
      likes: 12,
      reposts: 3,
      replies: 0,
      quotes: 2,
      bookmarks: 0,
      linkClicks: null,
      profileClicks: null,
    });
    expect(answer.missing).toEqual([
      { id: gone, reason: 'deleted', message: `Bluesky has no post ${gone}` },
    ]);
  });
});

describe('Bluesky: history', () => {
  async function readAll(session: AccountSession, newerThan?: string) {
    const pages: HistoryPost[][] = [];
    let cursor: string | undefined;
    do {
      const page = await network.readHistory(session, { cursor, newerThan });
      pages.push(page.posts);
      cursor = page.next ?? undefined;
    } while (cursor);
    return pages;
  }

  it('pages through its own posts and threads, newest first, leaving out replies to others', async () => {
    const other = await connect('someone-else.bsky.social');
    const theirs = await post(other, 'A post by someone else');
    const session = await connect('history.bsky.social');
    const texts: string[] = [];
    for (let i = 1; i <= 55; i += 1) {
      texts.push(`History post ${i}`);
      await post(session, `History post ${i}`);
    }
    const root = await post(session, 'Thread root');
    await post(session, 'Thread reply', root);
    await post(session, 'A reply to someone else', theirs);

    const pages = await readAll(session);
    expect(pages.map((page) => page.length)).toEqual([50, 7]);
    const all = pages.flat();
    expect(all.map((entry) => entry.text)).toEqual([
      'Thread reply',
      'Thread root',
      ...texts.reverse(),
    ]);
    expect(all[0]).toMatchObject({
      replyToId: root.id,
      url: expect.stringMatching(/^https:\/\/bsky\.app\/profile\/history\.bsky\.social\/post\//),
      figures: { id: all[0]!.id, impressions: null, likes: 0 },
    });
    expect(all[0]!.postedAt).toBeInstanceOf(Date);
    expect(all[1]).not.toHaveProperty('replyToId');
  });

  it('stops at the post given as newerThan', async () => {
    const session = await connect('newer.bsky.social');
    await post(session, 'Before');
    const mark = await post(session, 'The mark');
    await post(session, 'After one');
    await post(session, 'After two');
    const pages = await readAll(session, mark.id);
    expect(pages.flat().map((entry) => entry.text)).toEqual(['After two', 'After one']);
  });

  it('leaves out reposts, of its own posts or of others, and keeps each own post once', async () => {
    const other = await connect('reposted.bsky.social');
    const session = await connect('reposter.bsky.social');
    const agent = new AtpAgent({ service: fake.url });
    const reposter = fake.users.find((user) => user.handle === 'reposter.bsky.social')!;
    await agent.login({ identifier: reposter.handle, password: reposter.appPassword });
    const own: RemotePost[] = [];
    for (let i = 1; i <= 60; i += 1) {
      own.push(await post(session, `Own post ${i}`));
      if (i % 10 === 0) {
        const theirs = await post(other, `Someone else's post ${i}`);
        await agent.repost(theirs.id, theirs.ref!);
        await agent.repost(own[i - 5]!.id, own[i - 5]!.ref!);
      }
    }

    const read = (await readAll(session)).flat();
    expect(fake.feedReads.at(-1)?.get('filter')).toBe('posts_and_author_threads');
    expect(read.map((entry) => entry.text)).toEqual(
      own.map((_, i) => `Own post ${i + 1}`).reverse(),
    );
    expect(new Set(read.map((entry) => entry.id)).size).toBe(60);
  });

  it('says when to go on after a 429, and passes a refusal on with its message', async () => {
    const session = await connect('limited.bsky.social');
    await post(session, 'Only post');
    const resetAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
    fake.readFaults.push(
      { kind: 'rate_limited', resetAt },
      { kind: 'refused', message: 'Account is takendown' },
    );
    await expect(network.readHistory(session, {})).rejects.toMatchObject({
      kind: 'rate_limited',
      resetAt,
    });
    await expect(network.readHistory(session, {})).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Account is takendown',
    });
    expect((await network.readHistory(session, {})).posts).toHaveLength(1);
  });
});
