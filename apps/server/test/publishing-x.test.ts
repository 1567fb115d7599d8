import { describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import { createPgBossJobs } from '../src/jobs/pg-boss';
import { startWorkers } from '../src/jobs';
import { publishingWorkers } from '../src/publications/worker';
import { signIn, useResource } from './support/app';
import { savePost, schedule, settled, thread, waitFor } from './support/publishing';
import { me } from './support/requests';
import { connectX, useFakeXPublishing } from './support/x';

describe('publishing to a fake X over HTTPS', () => {
  const { fake, posting, app } = useFakeXPublishing();
  /** Workers with their own queue connections, as separate processes would have. */
  const workers = useResource(async () => {
    const started: ReturnType<typeof createPgBossJobs>[] = [];
    return {
      async start() {
        const jobs = createPgBossJobs({ connection: app.deps.database.queue });
        started.push(jobs);
        await startWorkers({ ...app.deps, jobs }, publishingWorkers);
      },
      count: () => started.length,
      close: () => Promise.all(started.map((jobs) => jobs.stop())),
    };
  });

  let n = 0;
  async function connectedUser() {
    const token = await signIn(app);
    await connectX(app, token);
    return { token, userId: (await me(app, token))._id };
  }
  async function publish(
    user: { token: string; userId: string },
    content: string,
    kind = 'thread',
  ) {
    const postId = await savePost(app, user.userId, kind, content);
    const response = await schedule(app, user.token, { postId, publishAt: 'now' });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { publication: Publication }).publication;
  }
  const sentOnce = (publication: Publication) =>
    publication.parts.every((part) => posting.attemptsOf(part.text) === 1);

  it('publishes a thread as a reply chain, with links to the posts', async () => {
    if (workers.count() === 0) await workers.start();
    const user = await connectedUser();
    n++;
    const created = await publish(user, thread([`A ${n}.`, `B ${n}.`, `C ${n}.`], `🧵 HTTPS ${n}`));
    const done = await waitFor(app, user.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    const sent = done.parts.map((part) => posting.posts.find((post) => post.id === part.xPostId)!);
    expect(sent.map((post) => post.replyToId)).toEqual([undefined, sent[0]!.id, sent[1]!.id]);
    expect(done.parts[0]!.url).toMatch(new RegExp(`${fake.user.username}/status/${sent[0]!.id}$`));
    expect(sentOnce(done)).toBe(true);
  });

  it('sends a tweet links as a reply to it when asked, and the tweet without them', async () => {
    if (workers.count() === 0) await workers.start();
    const user = await connectedUser();
    n++;
    const postId = await savePost(
      app,
      user.userId,
      'tweet',
      `Guide ${n} at https://example.com/${n} now`,
    );
    const response = await schedule(app, user.token, {
      postId,
      publishAt: 'now',
      linksInReply: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = (response.json() as { publication: Publication }).publication;
    expect(created.linksInReply).toBe(true);
    const done = await waitFor(app, user.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    const sent = done.parts.map((part) => posting.posts.find((post) => post.id === part.xPostId)!);
    expect(sent.map((post) => post.text)).toEqual([
      `Guide ${n} at now`,
      `https://example.com/${n}`,
    ]);
    expect(sent[1]!.replyToId).toBe(sent[0]!.id);
  });

  it('retries 503s, waits out a 429 until x-rate-limit-reset, and finds a post whose answer was lost', async () => {
    if (workers.count() === 0) await workers.start();
    const user = await connectedUser();
    n++;
    const resetAt = new Date(Date.now() + 2000);
    posting.faults.push(
      { when: `One ${n}`, kind: 'unavailable' },
      { when: `One ${n}`, kind: 'unavailable' },
      { when: `Two ${n}`, kind: 'rate_limited', resetAt },
      { when: `Three ${n}`, kind: 'lost_answer' },
    );
    const created = await publish(
      user,
      thread([`One ${n}.`, `Two ${n}.`, `Three ${n}.`, `Four ${n}.`], `🧵 Faults ${n}`),
    );
    const done = await waitFor(app, user.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    expect(posting.attemptsOf(done.parts[0]!.text)).toBe(3);
    expect(posting.attemptsOf(done.parts[1]!.text)).toBe(2);
    const second = posting.posts.find((post) => post.id === done.parts[1]!.xPostId)!;
    expect(second.createdAt.getTime()).toBeGreaterThanOrEqual(
      Math.floor(resetAt.getTime() / 1000) * 1000,
    );
    // The lost answer was found on X, never sent again.
    expect(posting.posts.filter((post) => post.text === done.parts[2]!.text)).toHaveLength(1);
    expect(posting.attemptsOf(done.parts[2]!.text)).toBe(1);
    expect(posting.attemptsOf(done.parts[3]!.text)).toBe(1);
  });

  /** The posts X holds for the account, in the order they were made, and the posts of a thread. */
  const sentParts = (publication: Publication) =>
    publication.parts.map((part) => posting.posts.find((post) => post.id === part.xPostId)!);
  const madeBetween = (older: { id: string }, newer: { id: string }) =>
    posting.posts.filter(
      (post) => BigInt(post.id) > BigInt(older.id) && BigInt(post.id) < BigInt(newer.id),
    );

  it('finds a part whose answer was lost behind 150 newer posts, and continues the chain from it', async () => {
    if (workers.count() === 0) await workers.start();
    const user = await connectedUser();
    n++;
    posting.faults.push({ when: `Beta ${n}`, kind: 'lost_answer', newerPosts: 150 });
    const readsBefore = posting.timelineReads.length;
    const created = await publish(
      user,
      thread([`Alpha ${n}.`, `Beta ${n}.`, `Gamma ${n}.`], `🧵 Busy account ${n}`),
    );
    const done = await waitFor(app, user.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    expect(sentOnce(done)).toBe(true);
    const sent = sentParts(done);
    expect(sent.map((post) => post.replyToId)).toEqual([undefined, sent[0]!.id, sent[1]!.id]);
    expect(madeBetween(sent[1]!, sent[2]!)).toHaveLength(150);
    // Two pages of 100 from shortly before the send, the second by X's token; then it stopped.
    const reads = posting.timelineReads.slice(readsBefore);
    expect(reads.map((read) => [read.maxResults, read.paginationToken !== null])).toEqual([
      [100, false],
      [100, true],
    ]);
    expect(reads[0]!.startTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('sends once a part whose request was lost before X posted it, having read past 150 newer posts', async () => {
    if (workers.count() === 0) await workers.start();
    const user = await connectedUser();
    n++;
    posting.faults.push({ when: `Beta ${n}`, kind: 'lost_request', newerPosts: 150 });
    const readsBefore = posting.timelineReads.length;
    const created = await publish(
      user,
      thread([`Alpha ${n}.`, `Beta ${n}.`, `Gamma ${n}.`], `🧵 Busy account ${n}`),
    );
    const done = await waitFor(app, user.token, created._id, settled);
    expect(done.status, done.error ?? '').toBe('published');
    const sent = sentParts(done);
    expect(posting.posts.filter((post) => post.text === done.parts[1]!.text)).toHaveLength(1);
    expect(posting.attemptsOf(done.parts[1]!.text)).toBe(2);
    expect(sent.map((post) => post.replyToId)).toEqual([undefined, sent[0]!.id, sent[1]!.id]);
    // Sent again only once every post made since the lost request had been read.
    const newer = madeBetween(sent[0]!, sent[1]!);
    expect(newer).toHaveLength(150);
    const read = new Set(posting.timelineReads.slice(readsBefore).flatMap((page) => page.ids));
    expect(newer.filter((post) => !read.has(post.id))).toEqual([]);
  });

  it('renews a token X stopped accepting once for three publications due at once', async () => {
    while (workers.count() < 3) await workers.start();
    const user = await connectedUser();
    const spentBefore = fake.refreshSpends.length;
    // X refuses the token with 401 while the server still thinks it valid: each worker renews
    // under the account lock, and the two that waited use the pair the first one stored.
    fake.expireAccessTokens();
    fake.refreshDelayMs = 150;
    try {
      const created = [];
      for (let i = 0; i < 3; i++)
        created.push(await publish(user, `Expired token ${n} #${i}.`, 'tweet'));
      n++;
      for (const publication of created) {
        const done = await waitFor(app, user.token, publication._id, settled);
        expect(done.status, done.error ?? '').toBe('published');
      }
    } finally {
      fake.refreshDelayMs = 0;
    }
    expect(fake.refreshSpends.length - spentBefore).toBe(1);
    expect(fake.refusedRefreshes).toBe(0);
  });
});
