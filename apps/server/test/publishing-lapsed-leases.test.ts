import type { Publication } from '@quillpost/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publications } from '../src/db/schema';
import { lapsedLeasesJob } from '../src/publications/job';
import { takeUpLapsedLeases } from '../src/publications/lapsed-leases';
import { connectedUser, savePost, schedule, usePublishingApp } from './support/publishing';

const { app, fake } = usePublishingApp();

async function scheduledPublication(text: string): Promise<string> {
  const { token, userId } = await connectedUser(app, fake);
  const postId = await savePost(app, userId, 'tweet', text);
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  const response = await schedule(app, token, { postId, publishAt: inAnHour });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { publication: Publication }).publication._id;
}

const holdUntil = (id: string, leaseUntil: Date | null) =>
  app.deps.db
    .update(publications)
    .set({ status: 'publishing', leaseToken: leaseUntil ? 'a-worker' : null, leaseUntil })
    .where(eq(publications.id, id));

async function waitingJobs(name: string, publicationId?: string): Promise<number> {
  const about = publicationId ? sql`and data->>'publicationId' = ${publicationId}` : sql``;
  const result = (await app.deps.db.execute(
    sql`select count(*)::int as jobs from pgboss.job
        where name = ${name} and state = 'created' ${about}`,
  )) as unknown as { rows: { jobs: number }[] };
  return Number(result.rows[0]!.jobs);
}

describe('the look for lapsed leases', () => {
  it('queues the publications whose lease ran out, and no other, then the next look', async () => {
    const lapsed = await scheduledPublication('Its worker died holding it.');
    const live = await scheduledPublication('Its worker is still sending it.');
    const handedBack = await scheduledPublication('Handed back by a worker that stopped.');
    const waiting = await scheduledPublication('Still waiting for its time.');
    await holdUntil(lapsed, new Date(Date.now() - 5_000));
    await holdUntil(live, new Date(Date.now() + 20_000));
    await holdUntil(handedBack, null);

    const queued = await takeUpLapsedLeases(app.deps);

    expect(queued).toEqual([lapsed]);
    // Every scheduled publication has its due job (in an hour); the look added one, now.
    expect(await waitingJobs('publish-publication', lapsed)).toBe(2);
    for (const other of [live, handedBack, waiting]) {
      expect(await waitingJobs('publish-publication', other)).toBe(1);
    }
    expect(await waitingJobs(lapsedLeasesJob.name)).toBe(1);
  });
});
