import { describe, expect, it } from 'vitest';
import type { Account, Publication } from '@quillpost/shared';
import { readUserMetrics } from '../src/analytics/read';
import { runAutomation } from '../src/automations/run';
import { startWorkers } from '../src/jobs/workers';
import { publishingWorkers } from '../src/publications/worker';
import type { AppDeps } from '../src/types';
import { bearer, signIn, useResource } from './support/app';
import { fakeMetrics } from './support/analytics';
import { automationsBody, putAutomations } from './support/automations';
import { getPublication, savePost, schedule, settled, waitFor } from './support/publishing';
import { me } from './support/requests';
import { connectX, useFakeXPublishing } from './support/x';

const HOUR = 3_600_000;
const NO_FIGURES = { impressions: 0, likes: 0, reposts: 0, replies: 0, quotes: 0, bookmarks: 0 };

describe('auto-plug and auto-repost on a fake X over HTTPS', () => {
  const { fake, posting, app } = useFakeXPublishing();
  const metrics = useResource(async () => fakeMetrics(fake));
  const depsAt = (at: number): AppDeps => ({ ...app.deps, now: () => new Date(at) });
  let started = false;

  async function publishedWith(automations: ReturnType<typeof automationsBody>, text: string) {
    if (!started) await startWorkers(app.deps, publishingWorkers);
    started = true;
    const token = await signIn(app);
    await connectX(app, token);
    const userId = (await me(app, token))._id;
    const list = await app.inject({ url: '/api/v0/accounts', headers: bearer(token) });
    const account = (list.json() as { accounts: Account[] }).accounts[0]!;
    expect((await putAutomations(app, token, account._id, automations)).statusCode).toBe(200);
    const postId = await savePost(app, userId, 'tweet', text);
    const created = await schedule(app, token, { postId, publishAt: 'now' });
    const id = (created.json() as { publication: Publication }).publication._id;
    const done = await waitFor(app, token, id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    return { token, userId, account, publication: done };
  }

  it('retweets the post once, when due', async () => {
    const body = automationsBody({ enabled: false, texts: [] }, { afterHours: 1 });
    const { token, account, publication } = await publishedWith(body, 'Worth a retweet later.');
    const due = Date.parse(publication.publishedAt!) + HOUR;
    const payload = { publicationId: publication._id, kind: 'repost' as const };
    await runAutomation(depsAt(due - 60_000), payload);
    await runAutomation(depsAt(due), payload);
    await runAutomation(depsAt(due + HOUR), payload);
    const tweetId = publication.parts[0]!.xPostId!;
    expect(posting.retweetAttempts.filter((id) => id === tweetId)).toHaveLength(1);
    expect(posting.retweets).toContainEqual({ userId: account.remoteId, tweetId });
    const repost = (await getPublication(app, token, publication._id)).automations[0];
    expect(repost).toMatchObject({ kind: 'repost', status: 'done', remoteId: tweetId });
  });

  it('fails the repost with X’s words when the app’s access does not include reposts', async () => {
    const body = automationsBody({ enabled: false, texts: [] }, { afterHours: 1 });
    const { token, publication } = await publishedWith(body, 'Not allowed to retweet.');
    posting.retweetsRefused = true;
    try {
      const due = Date.parse(publication.publishedAt!) + HOUR;
      await runAutomation(depsAt(due), { publicationId: publication._id, kind: 'repost' });
    } finally {
      posting.retweetsRefused = false;
    }
    const repost = (await getPublication(app, token, publication._id)).automations[0];
    expect(repost?.status).toBe('failed');
    expect(repost?.error).toMatch(/^The repost was refused by X: When authenticating requests/);
  });

  it('replies the plug under the post once its likes reach the threshold', async () => {
    const plug = 'If this helped, the whole guide is free at https://example.com/guide';
    const body = automationsBody({ likes: 10, texts: [plug] }, { enabled: false });
    const { token, userId, publication } = await publishedWith(body, 'A post people like.');
    const tweetId = publication.parts[0]!.xPostId!;
    metrics.figures.set(tweetId, { ...NO_FIGURES, likes: 12 });
    const firstRead = Date.parse(publication.publishedAt!) + HOUR + 60_000;
    await readUserMetrics(depsAt(firstRead), { userId, mode: 'schedule' });
    await runAutomation(depsAt(firstRead), { publicationId: publication._id, kind: 'plug' });
    const replies = posting.posts.filter((post) => post.replyToId === tweetId);
    expect(replies.map((post) => post.text)).toEqual([plug]);
    const sent = (await getPublication(app, token, publication._id)).automations[0];
    expect(sent).toMatchObject({ kind: 'plug', status: 'done', remoteId: replies[0]!.id });
  });
});
