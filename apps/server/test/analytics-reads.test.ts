import { startFakeX, trustLoopbackCertificate } from '@quillpost/testing';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { runReadJob } from '../src/analytics/job';
import { metricSnapshots } from '../src/db/schema';
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
const DAY = 24 * HOUR;
const published = new Date('2026-11-02T09:00:00Z');
let now = new Date(published.getTime() + HOUR);

const fake = useResource(async () => {
  trustLoopbackCertificate();
  return startFakeX();
});
const metrics = useResource(async () => fakeMetrics(fake));
const jobs = recordingJobs();
const app = useTestApp(() => ({ env: fakeXEnv(fake), jobs, now: () => now }));

const figures = (impressions: number, extra: Partial<FakeFigures> = {}): FakeFigures => ({
  impressions,
  likes: Math.floor(impressions / 20),
  reposts: Math.floor(impressions / 200),
  replies: Math.floor(impressions / 250),
  quotes: Math.floor(impressions / 1000),
  bookmarks: Math.floor(impressions / 300),
  ...extra,
});

async function connectedUser(username: string) {
  fake.user = { id: `14000${Math.floor(Math.random() * 1e9)}`, username, name: username };
  const token = await signIn(app);
  await connectX(app, token);
  return { token, userId: (await me(app, token))._id };
}

const read = (userId: string, mode: 'schedule' | 'refresh' = 'schedule') =>
  runReadJob(app.deps, { userId, mode });

const snapshotsOf = (publicationId: string) =>
  app.deps.db
    .select()
    .from(metricSnapshots)
    .where(eq(metricSnapshots.publicationId, publicationId));

beforeEach(() => {
  now = new Date(published.getTime() + HOUR);
  metrics.mode = 'normal';
  metrics.calls.length = 0;
  metrics.deleted.clear();
  jobs.sent.length = 0;
});

describe('reading figures from X', () => {
  it('keeps every read as a snapshot and answers the latest', async () => {
    const { token, userId } = await connectedUser('reads');
    const ids = [xId(), xId()];
    const { id } = await publishedRow(app, { userId, xPostIds: ids, publishedAt: published });
    metrics.figures.set(ids[0]!, figures(1000, { linkClicks: 4, profileClicks: 6 }));
    metrics.figures.set(ids[1]!, figures(400));
    await read(userId);

    now = new Date(published.getTime() + 6 * HOUR);
    metrics.figures.set(ids[0]!, figures(2500, { linkClicks: 9, profileClicks: 11 }));
    metrics.figures.set(ids[1]!, figures(900));
    await read(userId);

    const rows = await snapshotsOf(id);
    expect(rows).toHaveLength(4);
    const first = rows.filter((row) => row.position === 1).sort((a, b) => +a.readAt - +b.readAt);
    expect(first.map((row) => row.impressions)).toEqual([1000, 2500]);
    expect(first.map((row) => row.readAt.toISOString())).toEqual([
      new Date(published.getTime() + HOUR).toISOString(),
      new Date(published.getTime() + 6 * HOUR).toISOString(),
    ]);

    const answer = (
      await app.inject({
        url: '/api/v0/analytics?from=2026-11-01&to=2026-11-03',
        headers: bearer(token),
      })
    ).json();
    const [publication] = answer.publications;
    expect(publication.parts.map((p: { impressions: number }) => p.impressions)).toEqual([
      2500, 900,
    ]);
    expect(publication.impressions).toBe(3400);
    expect(answer.simulated).toBe(false);
  });

  it('never reads a post more often than its schedule', async () => {
    const { userId } = await connectedUser('schedule');
    const ids = [xId()];
    await publishedRow(app, { userId, xPostIds: ids, publishedAt: published });
    metrics.figures.set(ids[0]!, figures(100));
    await read(userId);
    now = new Date(published.getTime() + 5 * HOUR);
    await read(userId);
    expect(metrics.calls).toHaveLength(1);
    now = new Date(published.getTime() + 6 * HOUR);
    await read(userId);
    expect(metrics.calls).toHaveLength(2);
  });

  it('asks for private metrics only while a post is younger than 30 days', async () => {
    const { userId } = await connectedUser('fields');
    const young = xId();
    const old = xId();
    await publishedRow(app, { userId, xPostIds: [young], publishedAt: published });
    await publishedRow(app, {
      userId,
      xPostIds: [old],
      publishedAt: new Date(published.getTime() - 40 * DAY),
    });
    metrics.figures.set(young, figures(100));
    metrics.figures.set(old, figures(5000));
    await read(userId);
    const byId = new Map(metrics.calls.map((call) => [call.ids.join(), call.fields.join()]));
    expect(byId.get(young)).toBe('public_metrics,non_public_metrics,organic_metrics');
    expect(byId.get(old)).toBe('public_metrics');
  });

  it('reads more than 100 posts in batches of at most 100', async () => {
    const { token, userId } = await connectedUser('batches');
    const ids = Array.from({ length: 150 }, () => xId());
    for (const id of ids) {
      metrics.figures.set(id, figures(10));
      await publishedRow(app, { userId, xPostIds: [id], publishedAt: published });
    }
    await read(userId);
    expect(metrics.calls.map((call) => call.ids.length).sort()).toEqual([100, 50]);
    expect(new Set(metrics.calls.flatMap((call) => call.ids)).size).toBe(150);
    const answer = (
      await app.inject({
        url: '/api/v0/analytics?from=2026-11-01&to=2026-11-03',
        headers: bearer(token),
      })
    ).json();
    expect(answer.totals).toMatchObject({ publications: 150, impressions: 1500 });
  });

  it('keeps earlier figures of a post deleted at X and reads the others', async () => {
    const { userId } = await connectedUser('deleted');
    const [gone, kept] = [xId(), xId()];
    const a = await publishedRow(app, { userId, xPostIds: [gone], publishedAt: published });
    const b = await publishedRow(app, { userId, xPostIds: [kept], publishedAt: published });
    metrics.figures.set(gone, figures(300));
    metrics.figures.set(kept, figures(200));
    await read(userId);
    now = new Date(published.getTime() + 6 * HOUR);
    metrics.deleted.add(gone);
    metrics.figures.set(kept, figures(700));
    await read(userId);
    expect((await snapshotsOf(a.id)).map((row) => row.impressions)).toEqual([300]);
    expect((await snapshotsOf(b.id)).map((row) => row.impressions).sort()).toEqual([200, 700]);
  });

  it('takes a 200 with only errors as nothing read, without failing', async () => {
    const { userId } = await connectedUser('partial');
    const id = xId();
    const row = await publishedRow(app, { userId, xPostIds: [id], publishedAt: published });
    metrics.figures.set(id, figures(300));
    await read(userId);
    now = new Date(published.getTime() + 6 * HOUR);
    metrics.mode = 'errors_only';
    await expect(read(userId)).resolves.toBeUndefined();
    expect((await snapshotsOf(row.id)).map((r) => r.impressions)).toEqual([300]);
  });

  it('waits for X after a 429, keeping what was read, and queues the rest for the reset', async () => {
    const { userId } = await connectedUser('limited');
    const id = xId();
    const row = await publishedRow(app, { userId, xPostIds: [id], publishedAt: published });
    metrics.figures.set(id, figures(300));
    await read(userId);
    now = new Date(published.getTime() + 6 * HOUR);
    metrics.mode = 'rate_limited';
    metrics.resetAt = Math.floor(now.getTime() / 1000) + 900;
    await read(userId);
    expect((await snapshotsOf(row.id)).map((r) => r.impressions)).toEqual([300]);
    expect(jobs.sent).toEqual([
      {
        name: 'read-metrics',
        payload: { userId, mode: 'schedule' },
        options: { startAfter: new Date(metrics.resetAt * 1000) },
      },
    ]);
  });

  it('leaves a batch X could not answer due, for the job to try again', async () => {
    const { userId } = await connectedUser('unavailable');
    const id = xId();
    const row = await publishedRow(app, { userId, xPostIds: [id], publishedAt: published });
    metrics.figures.set(id, figures(300));
    metrics.mode = 'unavailable';
    await expect(read(userId)).rejects.toThrow(/failed/);
    metrics.mode = 'normal';
    await read(userId);
    expect((await snapshotsOf(row.id)).map((r) => r.impressions)).toEqual([300]);
  });

  it('reads nothing for an account that was disconnected, and keeps its figures', async () => {
    const { token, userId } = await connectedUser('disconnected');
    const id = xId();
    const row = await publishedRow(app, { userId, xPostIds: [id], publishedAt: published });
    metrics.figures.set(id, figures(300));
    await read(userId);
    await app.inject({ method: 'DELETE', url: '/api/v0/x/account', headers: bearer(token) });
    now = new Date(published.getTime() + 6 * HOUR);
    metrics.calls.length = 0;
    await expect(read(userId)).resolves.toBeUndefined();
    expect(metrics.calls).toHaveLength(0);
    expect((await snapshotsOf(row.id)).map((r) => r.impressions)).toEqual([300]);
  });

  it('lets one reader at a time read a user', async () => {
    const { userId } = await connectedUser('one-reader');
    const id = xId();
    await publishedRow(app, { userId, xPostIds: [id], publishedAt: published });
    metrics.figures.set(id, figures(300));
    const results = await Promise.allSettled([read(userId), read(userId)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(metrics.calls).toHaveLength(1);
  });
});
