import type { Publication } from '@quillpost/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publications } from '../src/db/schema';
import { defineWorker, startWorkers } from '../src/jobs';
import { createPgBossJobs } from '../src/jobs/pg-boss';
import { slotKey } from '../src/jobs/repeat';
import { lapsedLeasesJob } from '../src/publications/job';
import { lookIntervalMs, takeUpLapsedLeases } from '../src/publications/lapsed-leases';
import { lapsedLeasesWorker } from '../src/publications/worker';
import {
  connectedUser,
  savePost,
  schedule,
  usePublishingApp,
  waitUntil,
} from './support/publishing';

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
  it('queues the publications whose lease ran out, and no other', async () => {
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
  });

  it('goes on while a look killed mid-way is still held by the queue', async () => {
    const { deps } = app;
    const everyMs = lookIntervalMs(deps.publishing.leaseSeconds);
    // A process that took this slot's look and never finishes it, as one killed mid-look leaves
    // it: held by the queue until its expiry, a minute on.
    let release = () => {};
    let entered = false;
    const dead = createPgBossJobs({ connection: deps.database.queue, stopTimeoutMs: 100 });
    const stuckLook = defineWorker({
      job: lapsedLeasesJob,
      handle: () => {
        entered = true;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    await startWorkers({ ...deps, jobs: dead }, [stuckLook]);
    await dead.send(lapsedLeasesJob, {}, { key: slotKey(everyMs, Date.now()) });
    await waitUntil(() => entered, 'the look to be taken');

    const lapsed = await scheduledPublication('Its worker died after the look did.');
    await holdUntil(lapsed, new Date(Date.now() - 5_000));
    const survivor = createPgBossJobs({ connection: deps.database.queue });
    await startWorkers({ ...deps, jobs: survivor }, [lapsedLeasesWorker]);
    try {
      await waitUntil(
        async () => (await waitingJobs('publish-publication', lapsed)) >= 2,
        'a later look to queue the lapsed publication',
        everyMs * 5,
      );
    } finally {
      await survivor.stop();
      release();
      await dead.stop();
    }
  });
});
