import { z } from 'zod';
import { defineJob } from '../jobs/client';
import type { AppDeps } from '../types';

/**
 * One job per time a publication should be looked at: when it falls due, after a reschedule, a
 * retry, a rate limit or a hand-back, and at the end of every lease taken (lease.ts), which names
 * the lease it follows. A job that finds nothing to do (canceled, moved later, already published,
 * held by a live worker whose lease it does not follow) ends quietly; the publication's row, not
 * the job, is the record.
 */
export const publishJob = defineJob({
  name: 'publish-publication',
  payload: z.object({ publicationId: z.string(), lease: z.string().optional() }),
  // Only a backstop: a worker that vanished is replaced after its lease by the job its lease left,
  // long before pg-boss notices this expiry of its job (and it aborts a run this long, which hands
  // the rest back).
  expireInSeconds: 120,
  // A job whose run failed unexpectedly (the database, a bug) is tried again.
  retryLimit: 50,
  retryDelay: 15,
});

export const queuePublication = (deps: AppDeps, publicationId: string, startAfter?: Date) =>
  deps.jobs.send(publishJob, { publicationId }, { startAfter });

/** The job that looks again when a lease ends: it takes the rest up if its holder died. */
export const queueLeaseFollowUp = (
  deps: AppDeps,
  publicationId: string,
  lease: { token: string; until: Date },
) =>
  deps.jobs.send(
    publishJob,
    { publicationId, lease: lease.token },
    { startAfter: new Date(lease.until.getTime() + 1000) },
  );
