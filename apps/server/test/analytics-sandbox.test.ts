import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runReadJob } from '../src/analytics/job';
import { metricSnapshots } from '../src/db/schema';

import { bearer, signIn, useTestApp } from './support/app';
import { publishedRow, recordingJobs } from './support/analytics';
import { me } from './support/requests';
import { callback, startConnect, withXToken } from './support/x';

const HOUR = 3_600_000;
const clock = { offsetMs: 0 };

describe('analytics with sandbox X', () => {
  const app = useTestApp(() => ({
    jobs: recordingJobs(),
    now: () => new Date(Date.now() + clock.offsetMs),
  }));

  /** Connects a sandbox account through its consent form. */
  async function connectSandbox(token: string) {
    const { authorize, cookie } = await startConnect(app, token);
    const submitted = await app.inject({
      method: 'POST',
      url: authorize.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: authorize.searchParams.get('state')!,
        code_challenge: authorize.searchParams.get('code_challenge')!,
        username: 'sandbox_reader',
      }).toString(),
    });
    await callback(app, new URL(submitted.headers.location as string), cookie);
  }

  it('reads simulated figures that fall by thread position, marked simulated', async () => {
    const token = await signIn(app);
    await connectSandbox(token);
    const userId = (await me(app, token))._id;
    const ids: string[] = [];
    for (const text of ['A thread about shipping', 'Part two of it', 'And the last part']) {
      const replyToId = ids.at(-1);
      const { id } = await withXToken(app, userId, (accessToken) =>
        app.deps.x.createPost(accessToken, { text, ...(replyToId ? { replyToId } : {}) }),
      );
      ids.push(id);
    }
    const { id } = await publishedRow(app, { userId, xPostIds: ids, publishedAt: new Date() });

    clock.offsetMs = 2 * HOUR;
    await runReadJob(app.deps, { userId, mode: 'schedule' });
    const rows = await app.deps.db
      .select()
      .from(metricSnapshots)
      .where(eq(metricSnapshots.publicationId, id));
    expect(rows.every((row) => row.simulated)).toBe(true);

    const body = (await app.inject({ url: '/api/v0/analytics', headers: bearer(token) })).json();
    expect(body.simulated).toBe(true);
    expect(body.account).toMatchObject({ provider: 'sandbox', username: 'sandbox_reader' });
    const impressions = body.publications[0].parts.map(
      (p: { impressions: number }) => p.impressions,
    );
    expect(impressions[0]).toBeGreaterThan(0);
    expect(impressions[1]).toBeLessThan(impressions[0]);
    expect(impressions[2]).toBeLessThan(impressions[1]);

    const figures = (
      await app.inject({ url: `/api/v0/analytics/publications?ids=${id}`, headers: bearer(token) })
    ).json().figures;
    expect(figures).toEqual([
      expect.objectContaining({
        publicationId: id,
        impressions: impressions.reduce((sum: number, n: number) => sum + n, 0),
        simulated: true,
      }),
    ]);
  });

  it('says the figures are simulated even before the first read', async () => {
    const token = await signIn(app);
    const body = (await app.inject({ url: '/api/v0/analytics', headers: bearer(token) })).json();
    expect(body.simulated).toBe(true);
    expect(body.account).toBeNull();
  });
});
