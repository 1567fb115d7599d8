import { startFakeX, trustLoopbackCertificate } from '@quillpost/testing';
import { describe, expect, it } from 'vitest';
import { runReadJob } from '../src/analytics/job';
import { publications } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { bearer, signIn, useResource, useTestApp } from './support/app';
import {
  fakeMetrics,
  publishedRow,
  recordingJobs,
  xId,
  type FakeFigures,
} from './support/analytics';
import { me } from './support/requests';
import { connectX, fakeXEnv } from './support/x';

const HOUR = 3_600_000;
const published = new Date('2026-11-02T09:30:00Z');
const clock = { now: new Date(published.getTime() + 2 * HOUR) };

const fake = useResource(async () => {
  trustLoopbackCertificate();
  return startFakeX();
});
const metrics = useResource(async () => fakeMetrics(fake));
const app = useTestApp(() => ({
  env: fakeXEnv(fake),
  jobs: recordingJobs(),
  now: () => clock.now,
}));

async function connectedUser(username: string) {
  fake.user = { id: `16000${Math.floor(Math.random() * 1e9)}`, username, name: username };
  const token = await signIn(app);
  await connectX(app, token);
  return { token, userId: (await me(app, token))._id };
}

const figuresOf = (token: string, ids: string) =>
  app.inject({
    url: `/api/v0/analytics/publications?ids=${encodeURIComponent(ids)}`,
    headers: bearer(token),
  });

const counts = (impressions: number, likes: number, reposts = 0, replies = 0): FakeFigures => ({
  impressions,
  likes,
  reposts,
  replies,
  quotes: 0,
  bookmarks: 0,
});

describe('GET /api/v0/analytics/publications', () => {
  it('answers the latest read of each part, a thread as the sum of its parts', async () => {
    clock.now = new Date(published.getTime() + 2 * HOUR);
    const { token, userId } = await connectedUser('latest');
    const [p1, p2, tweet] = [xId(), xId(), xId()];
    const thread = await publishedRow(app, { userId, xPostIds: [p1, p2], publishedAt: published });
    const single = await publishedRow(app, { userId, xPostIds: [tweet], publishedAt: published });
    metrics.figures.set(p1, counts(100, 1));
    metrics.figures.set(p2, counts(50, 1));
    metrics.figures.set(tweet, counts(10, 0));
    await runReadJob(app.deps, { userId, mode: 'schedule' });

    clock.now = new Date(published.getTime() + 7 * HOUR);
    metrics.figures.set(p1, { ...counts(1000, 40, 5, 3), linkClicks: 7, profileClicks: 2 });
    metrics.figures.set(p2, counts(600, 12, 2, 1));
    await runReadJob(app.deps, { userId, mode: 'schedule' });

    const response = await figuresOf(token, `${single.id},${thread.id}`);
    expect(response.statusCode).toBe(200);
    const { figures } = response.json();
    expect(figures.map((f: { publicationId: string }) => f.publicationId)).toEqual([
      single.id,
      thread.id,
    ]);
    expect(figures[1]).toEqual({
      publicationId: thread.id,
      postId: thread.postId,
      publishedAt: published.toISOString(),
      url: `https://x.com/ada_on_x/status/${p1}`,
      impressions: 1600,
      likes: 52,
      reposts: 7,
      replies: 4,
      quotes: 0,
      bookmarks: 0,
      linkClicks: 7,
      profileClicks: 2,
      engagements: 52 + 7 + 4 + 7 + 2,
      readAt: clock.now.toISOString(),
      simulated: false,
    });
    expect(figures[0]).toMatchObject({ impressions: 10, likes: 0, simulated: false });
  });

  it('answers zeros before the first read and leaves out what has not gone out', async () => {
    const { token, userId } = await connectedUser('unread');
    const fresh = await publishedRow(app, { userId, xPostIds: [xId()], publishedAt: published });
    const scheduled = newId();
    await app.deps.db.insert(publications).values({
      id: scheduled,
      userId,
      postId: fresh.postId,
      kind: 'tweet',
      status: 'scheduled',
      publishAt: new Date(published.getTime() + 48 * HOUR),
    });
    const { figures } = (await figuresOf(token, `${fresh.id},${scheduled}`)).json();
    expect(figures).toEqual([
      expect.objectContaining({ publicationId: fresh.id, impressions: 0, likes: 0, readAt: null }),
    ]);
  });

  it('never answers another user’s figures, nor says the publication exists', async () => {
    const owner = await connectedUser('owner');
    const id = xId();
    const theirs = await publishedRow(app, {
      userId: owner.userId,
      xPostIds: [id],
      publishedAt: published,
    });
    metrics.figures.set(id, counts(777, 7));
    await runReadJob(app.deps, { userId: owner.userId, mode: 'schedule' });
    const other = await connectedUser('other');
    const foreign = await figuresOf(other.token, theirs.id);
    const unknown = await figuresOf(other.token, newId());
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ figures: [] });
    expect(foreign.body).toBe(unknown.body);
    const own = (await figuresOf(owner.token, theirs.id)).json();
    expect(own.figures[0]).toMatchObject({ publicationId: theirs.id, impressions: 777 });
  });

  it('refuses bad ids with a 400 naming them, and callers who are not signed in', async () => {
    const { token } = await connectedUser('bad');
    const tooMany = Array.from({ length: 101 }, () => newId()).join(',');
    for (const query of ['', 'ids=', 'ids=not-an-id', `ids=${tooMany}`, 'ids=a&ids=b']) {
      const response = await app.inject({
        url: `/api/v0/analytics/publications?${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/^ids /);
    }
    const hundred = Array.from({ length: 100 }, () => newId()).join(',');
    expect((await figuresOf(token, hundred)).statusCode).toBe(200);
    const anonymous = await app.inject({ url: `/api/v0/analytics/publications?ids=${newId()}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
