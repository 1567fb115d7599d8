import { beforeAll, describe, expect, it } from 'vitest';
import type { Publication } from '@quillpost/shared';
import { publishJob } from '../src/publications/job';
import { bearer } from './support/app';
import {
  connectedUser,
  usePublishingApp,
  savePost,
  schedule,
  settled,
  startWorker,
  thread,
  waitFor,
} from './support/publishing';
import { waitForQueueIdle } from './support/queue';

const { app, fake } = usePublishingApp();
let token: string;
let userId: string;

beforeAll(async () => {
  ({ token, userId } = await connectedUser(app, fake));
  await startWorker(app);
});

let n = 0;
/** A thread of three parts whose texts no other test uses. */
const newThread = () => {
  n++;
  return thread([`First point ${n}.`, `Second point ${n}.`, `Third point ${n}.`], `🧵 Thread ${n}`);
};

async function publish(content: string, publishAt: string = 'now', kind = 'thread') {
  const postId = await savePost(app, userId, kind, content);
  const response = await schedule(app, token, { postId, publishAt });
  expect(response.statusCode).toBe(201);
  return (response.json() as { publication: Publication }).publication;
}

const sentOnce = (publication: Publication) =>
  publication.parts.every((part) => fake.attemptsOf(part.text) === 1);

describe('the publishing worker', () => {
  it('publishes a thread now as a reply chain, saving each id and link', async () => {
    const created = await publish(newThread());
    const done = await waitFor(app, token, created._id, settled);
    expect(done.status).toBe('published');
    expect(done.publishedAt).not.toBeNull();
    expect(done.late).toBe(false);
    const ids = done.parts.map((part) => part.xPostId);
    expect(
      done.parts.every((part) => part.status === 'published' && part.url?.includes(part.xPostId!)),
    ).toBe(true);
    const sent = ids.map((id) => fake.posts.find((post) => post.id === id)!);
    expect(sent.map((post) => post.replyToId)).toEqual([undefined, ids[0], ids[1]]);
    expect(sent.map((post) => post.text)).toEqual(done.parts.map((part) => part.text));
    expect(sentOnce(done)).toBe(true);
  });

  it('sends a thread scheduled with an offset at its time, and nothing early', async () => {
    const at = new Date(Date.now() + 4000);
    const offset = new Date(at.getTime() + 5.5 * 3_600_000).toISOString().replace('Z', '+05:30');
    const created = await publish(newThread(), offset);
    expect(created.publishAt).toBe(
      new Date(Math.floor(at.getTime() / 1000) * 1000 + (at.getTime() % 1000)).toISOString(),
    );
    const done = await waitFor(app, token, created._id, settled);
    expect(done.status).toBe('published');
    // Nothing early: X saw the first try of every part at or after the scheduled time.
    for (const part of created.parts) {
      expect(fake.firstAttemptAt(part.text)!.getTime()).toBeGreaterThanOrEqual(at.getTime());
    }
    expect(new Date(done.publishedAt!).getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(sentOnce(done)).toBe(true);
  });

  it('tries again while X is unavailable, then publishes', async () => {
    fake.faults.push({ kind: 'unavailable' }, { kind: 'unavailable' });
    const created = await publish(`Unavailable twice ${n++}.`, 'now', 'tweet');
    const done = await waitFor(app, token, created._id, settled);
    expect(done.status).toBe('published');
    expect(fake.attemptsOf(done.parts[0]!.text)).toBe(3);
  });

  it('fails after five tries of an unavailable X, and a retry publishes', async () => {
    for (let i = 0; i < 5; i++) fake.faults.push({ kind: 'unavailable' });
    const created = await publish(`Unavailable five times ${n++}.`, 'now', 'tweet');
    const failed = await waitFor(app, token, created._id, settled);
    expect(failed.status).toBe('failed');
    // A tweet is one post: the reason names it so, not "Post 1 of 1".
    expect(failed.error).toMatch(/^The post was not sent: X was unavailable 5 times/);
    expect(failed.parts[0]!.status).toBe('failed');
    expect(fake.attemptsOf(failed.parts[0]!.text)).toBe(5);
    const retry = await app.inject({
      method: 'POST',
      url: `/api/v0/publications/${created._id}/retry`,
      headers: bearer(token),
    });
    expect(retry.statusCode).toBe(200);
    const done = await waitFor(app, token, created._id, settled);
    expect(done.status).toBe('published');
  });

  it('waits for the rate limit reset on 429, then goes on', async () => {
    const resetAt = new Date(Date.now() + 3000);
    fake.faults.push({ kind: 'rate_limited', resetAt });
    const created = await publish(`Rate limited ${n++}.`, 'now', 'tweet');
    const done = await waitFor(app, token, created._id, settled);
    expect(done.status).toBe('published');
    const post = fake.posts.find((p) => p.id === done.parts[0]!.xPostId)!;
    expect(post.createdAt.getTime()).toBeGreaterThanOrEqual(resetAt.getTime());
  });

  it('fails with X’s message at the refused part, sends nothing after it, and a retry resumes', async () => {
    const content = newThread();
    fake.faults.push({
      when: `Second point ${n}`,
      kind: 'rejected',
      message: 'Your post breaks the rules.',
    });
    const created = await publish(content);
    const failed = await waitFor(app, token, created._id, settled);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/Post 2 of 3.*Your post breaks the rules/);
    expect(failed.parts.map((part) => part.status)).toEqual(['published', 'failed', 'pending']);
    expect(fake.attemptsOf(failed.parts[2]!.text)).toBe(0);
    const retry = await app.inject({
      method: 'POST',
      url: `/api/v0/publications/${created._id}/retry`,
      headers: bearer(token),
    });
    expect(
      (retry.json() as { publication: Publication }).publication.parts.map((p) => p.status),
    ).toEqual(['published', 'pending', 'pending']);
    const done = await waitFor(app, token, created._id, settled);
    expect(done.status).toBe('published');
    expect(done.parts[0]!.xPostId).toBe(failed.parts[0]!.xPostId);
    expect(fake.attemptsOf(done.parts[0]!.text)).toBe(1);
    const second = fake.posts.find((post) => post.id === done.parts[1]!.xPostId)!;
    expect(second.replyToId).toBe(done.parts[0]!.xPostId);
  });

  it('finds a part whose answer was lost among the recent posts, and never sends it twice', async () => {
    const content = newThread();
    fake.faults.push({ when: `Second point ${n}`, kind: 'lost_answer' });
    const created = await publish(content);
    const done = await waitFor(app, token, created._id, settled);
    expect(done.status).toBe('published');
    expect(sentOnce(done)).toBe(true);
    const third = fake.posts.find((post) => post.id === done.parts[2]!.xPostId)!;
    expect(third.replyToId).toBe(done.parts[1]!.xPostId);
  });

  it('fails saying so when a lost answer cannot be confirmed, without posting twice', async () => {
    const content = newThread();
    fake.faults.push({ when: `Second point ${n}`, kind: 'lost_answer', hideFromRecent: true });
    const created = await publish(content);
    const failed = await waitFor(app, token, created._id, settled);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/Post 2 of 3 may have gone out/);
    // The resend was refused by X as a duplicate: one post on X, and nothing after it.
    const text = failed.parts[1]!.text;
    expect(fake.posts.filter((post) => post.text === text)).toHaveLength(1);
    expect(fake.attemptsOf(failed.parts[2]!.text)).toBe(0);
  });

  it('sends nothing for a publication canceled or moved before its time', async () => {
    const canceled = await publish(
      `Canceled ${n++}.`,
      new Date(Date.now() + 1500).toISOString(),
      'tweet',
    );
    const moved = await publish(
      `Moved ${n++}.`,
      new Date(Date.now() + 1500).toISOString(),
      'tweet',
    );
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/v0/publications/${canceled._id}`,
      headers: bearer(token),
    });
    expect(cancel.statusCode).toBe(204);
    const later = new Date(Date.now() + 5000);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/v0/publications/${moved._id}`,
      headers: bearer(token),
      payload: { publishAt: later.toISOString() },
    });
    expect(patch.statusCode).toBe(200);
    const done = await waitFor(app, token, moved._id, settled);
    expect(done.status).toBe('published');
    expect(new Date(done.publishedAt!).getTime()).toBeGreaterThanOrEqual(later.getTime());
    expect(fake.attemptsOf(moved.parts[0]!.text)).toBe(1);
    expect(fake.firstAttemptAt(moved.parts[0]!.text)!.getTime()).toBeGreaterThanOrEqual(
      later.getTime(),
    );
    // The canceled one fell due seconds before the moved one went out: its jobs have all run.
    await waitForQueueIdle(app, publishJob.name);
    expect(fake.attemptsOf(canceled.parts[0]!.text)).toBe(0);
    const stillCanceled = await waitFor(app, token, canceled._id, () => true);
    expect(stillCanceled.status).toBe('canceled');
  });
});
