import { startFakeX, trustLoopbackCertificate } from '@quillpost/testing';
import { describe, expect, it } from 'vitest';
import { scheduleMetricReads } from '../src/analytics';
import { runReadJob } from '../src/analytics/job';
import { bearer, signIn, useResource, useTestApp } from './support/app';
import { fakeMetrics, publishedRow, recordingJobs, xId } from './support/analytics';
import { me } from './support/requests';
import { connectX, fakeXEnv } from './support/x';

const HOUR = 3_600_000;
const published = new Date('2026-11-02T09:30:00Z');
const now = new Date(published.getTime() + 2 * HOUR);

const fake = useResource(async () => {
  trustLoopbackCertificate();
  return startFakeX();
});
const metrics = useResource(async () => fakeMetrics(fake));
const jobs = recordingJobs();
const app = useTestApp(() => ({
  env: { ...fakeXEnv(fake), ANALYTICS_REFRESHES_PER_HOUR: '2' },
  jobs,
  now: () => now,
}));

async function connectedUser(username: string) {
  fake.user = { id: `15000${Math.floor(Math.random() * 1e9)}`, username, name: username };
  const token = await signIn(app);
  await connectX(app, token);
  return { token, userId: (await me(app, token))._id };
}

const analytics = async (token: string, query = 'from=2026-11-01&to=2026-11-03') =>
  app.inject({ url: `/api/v0/analytics?${query}`, headers: bearer(token) });

describe('GET /api/v0/analytics', () => {
  it('groups a post written by hand under no format and no tone', async () => {
    const { token, userId } = await connectedUser('written');
    await publishedRow(app, { userId, xPostIds: [xId()], publishedAt: published, voice: 'funny' });
    await publishedRow(app, {
      userId,
      xPostIds: [xId()],
      publishedAt: new Date(published.getTime() + 60_000),
      format: '',
      voice: '',
    });
    const body = (await analytics(token)).json();
    expect(body.totals.publications).toBe(2);
    expect(body.byTone.map((group: { voice: string }) => group.voice)).toEqual(['funny']);
    expect(body.byFormat).toHaveLength(1);
    const written = body.publications.find((one: { voice: string | null }) => one.voice === null);
    expect(written).toMatchObject({ format: null, formatName: null, voice: null });
  });

  it('answers each figure as X reported it, publications as sums of parts', async () => {
    const { token, userId } = await connectedUser('sums');
    const [p1, p2, p3, tweet] = [xId(), xId(), xId(), xId()];
    await publishedRow(app, {
      userId,
      xPostIds: [p1, p2, p3],
      publishedAt: published,
      voice: 'funny',
    });
    await publishedRow(app, {
      userId,
      xPostIds: [tweet],
      publishedAt: new Date(published.getTime() + 60_000),
    });
    metrics.figures.set(p1, {
      impressions: 1000,
      likes: 40,
      reposts: 5,
      replies: 3,
      quotes: 1,
      bookmarks: 6,
      linkClicks: 7,
      profileClicks: 2,
    });
    metrics.figures.set(p2, {
      impressions: 600,
      likes: 12,
      reposts: 2,
      replies: 1,
      quotes: 0,
      bookmarks: 3,
    });
    metrics.figures.set(p3, {
      impressions: 300,
      likes: 5,
      reposts: 0,
      replies: 2,
      quotes: 0,
      bookmarks: 1,
    });
    metrics.figures.set(tweet, {
      impressions: 0,
      likes: 0,
      reposts: 0,
      replies: 0,
      quotes: 0,
      bookmarks: 0,
    });
    await runReadJob(app.deps, { userId, mode: 'schedule' });

    const response = await analytics(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const thread = body.publications.find((p: { kind: string }) => p.kind === 'thread');
    expect(thread.parts).toEqual([
      expect.objectContaining({
        position: 1,
        xPostId: p1,
        impressions: 1000,
        likes: 40,
        reposts: 5,
        replies: 3,
        quotes: 1,
        bookmarks: 6,
        linkClicks: 7,
        profileClicks: 2,
      }),
      expect.objectContaining({
        position: 2,
        xPostId: p2,
        impressions: 600,
        likes: 12,
        linkClicks: 0,
      }),
      expect.objectContaining({ position: 3, xPostId: p3, impressions: 300, likes: 5, replies: 2 }),
    ]);
    expect(thread).toMatchObject({
      impressions: 1900,
      likes: 57,
      reposts: 7,
      replies: 6,
      quotes: 1,
      bookmarks: 10,
      // likes + reposts + replies + quotes + bookmarks + link and profile clicks
      engagements: 57 + 7 + 6 + 1 + 10 + 7 + 2,
      engagementRate: 90 / 1900,
      voice: 'funny',
      format: 'My own format',
      formatName: 'Custom',
    });
    const quiet = body.publications.find((p: { kind: string }) => p.kind === 'tweet');
    expect(quiet).toMatchObject({ impressions: 0, engagements: 0, engagementRate: 0 });
    expect(body.totals).toEqual({
      publications: 2,
      impressions: 1900,
      likes: 57,
      reposts: 7,
      replies: 6,
      quotes: 1,
      bookmarks: 10,
      engagements: 90,
      engagementRate: 90 / 1900,
    });
    expect(body.daily).toEqual([{ date: '2026-11-02', impressions: 1900, engagements: 90 }]);
    expect(body.dropOff.map((at: { retention: number }) => at.retention)).toEqual([1, 0.6, 0.3]);
    expect(body.byHour).toEqual([expect.objectContaining({ weekday: 1, hour: 9, posts: 2 })]);
    expect(body.account).toMatchObject({ username: 'sums', provider: 'x', status: 'connected' });
    expect(body.simulated).toBe(false);
  });

  it('places days and hours in the asked time zone', async () => {
    const { token, userId } = await connectedUser('zones');
    const id = xId();
    await publishedRow(app, { userId, xPostIds: [id], publishedAt: published });
    const body = (
      await analytics(token, 'from=2026-11-01&to=2026-11-03&timezone=Asia/Kolkata')
    ).json();
    expect(body.byHour).toEqual([expect.objectContaining({ weekday: 1, hour: 15, posts: 1 })]);
    expect(body.period.timezone).toBe('Asia/Kolkata');
  });

  it('never shows another user’s figures', async () => {
    const owner = await connectedUser('owner');
    const id = xId();
    await publishedRow(app, { userId: owner.userId, xPostIds: [id], publishedAt: published });
    metrics.figures.set(id, {
      impressions: 777,
      likes: 7,
      reposts: 0,
      replies: 0,
      quotes: 0,
      bookmarks: 0,
    });
    await runReadJob(app.deps, { userId: owner.userId, mode: 'schedule' });
    const other = await connectedUser('other');
    const body = (await analytics(other.token)).json();
    expect(body.publications).toEqual([]);
    expect(body.totals.impressions).toBe(0);
    expect(JSON.stringify(body)).not.toContain(id);
  });

  it('leaves out publications outside the period', async () => {
    const { token, userId } = await connectedUser('period');
    await publishedRow(app, { userId, xPostIds: [xId()], publishedAt: published });
    const body = (await analytics(token, 'from=2026-11-03&to=2026-11-04')).json();
    expect(body.totals.publications).toBe(0);
  });

  it('refuses a bad period and callers who are not signed in', async () => {
    const { token } = await connectedUser('bad');
    const backwards = await analytics(token, 'from=2026-11-05&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/from/);
    const garbled = await analytics(token, 'from=yesterday');
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toMatch(/from/);
    const zone = await analytics(token, 'timezone=Mars/Olympus');
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toMatch(/timezone/);
    expect((await app.inject({ url: '/api/v0/analytics' })).statusCode).toBe(401);
  });

  it.each([
    ['from', 'from=0000-01-01'],
    ['from', 'from=0001-01-01'],
    ['to', 'to=0000-01-01'],
    ['from', 'from=1999-12-31&to=2026-11-03'],
    ['to', 'to=9999-12-31&timezone=Pacific/Honolulu'],
    ['from', 'from=0000-01-01T00:00:00Z'],
    ['to', 'to=9999-12-31T23:59:59-14:00'],
  ])('refuses a %s outside the years a query may name (%s) with a 400', async (field, query) => {
    const { token, userId } = await connectedUser('far');
    await publishedRow(app, { userId, xPostIds: [xId()], publishedAt: published });
    const response = await analytics(token, query);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: `${field} must be from 2000-01-01 to 2999-12-31`,
    });
  });

  it('takes the first and last days of those years in any zone', async () => {
    const { token, userId } = await connectedUser('edges');
    await publishedRow(app, { userId, xPostIds: [xId()], publishedAt: published });
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const response = await analytics(token, `from=2000-01-01&to=2999-12-31&timezone=${timezone}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().totals.publications).toBe(1);
    }
  });

  it('says there is no account when none is connected', async () => {
    const token = await signIn(app);
    const body = (await analytics(token)).json();
    expect(body.account).toBeNull();
    expect(body.publications).toEqual([]);
  });
});

describe('POST /api/v0/analytics/refresh', () => {
  it('queues a read now, and limits how often a user may ask', async () => {
    const { token, userId } = await connectedUser('refresh');
    jobs.sent.length = 0;
    const ask = () =>
      app.inject({ method: 'POST', url: '/api/v0/analytics/refresh', headers: bearer(token) });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Try again in 1 hour.',
    });
    expect(jobs.sent).toEqual([
      { name: 'read-metrics', payload: { userId, mode: 'refresh' }, options: undefined },
      { name: 'read-metrics', payload: { userId, mode: 'refresh' }, options: undefined },
    ]);
  });
});

describe('the read schedule', () => {
  it('queues a read at every read point after a publication', async () => {
    jobs.sent.length = 0;
    await scheduleMetricReads(app.deps, { userId: 'u1', publishedAt: published });
    const after = jobs.sent.map(
      (job) => (job.options?.startAfter as Date).getTime() - published.getTime(),
    );
    // At each point, or later by a sixtieth of it at most (an hour at most), to share the read.
    [1, 6, 24, 72, 168, 720].forEach((hours, k) => {
      expect(after[k]).toBeGreaterThanOrEqual(hours * HOUR);
      expect(after[k]).toBeLessThanOrEqual(hours * HOUR + Math.min(HOUR, (hours * HOUR) / 60));
    });
    // The same publication time queues the same reads: a retry adds none.
    const keys = jobs.sent.map((job) => job.options?.key);
    await scheduleMetricReads(app.deps, { userId: 'u1', publishedAt: published });
    expect(jobs.sent.slice(6).map((job) => job.options?.key)).toEqual(keys);
  });
});
