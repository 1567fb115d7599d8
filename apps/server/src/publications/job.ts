import { z } from 'zod';
import { defineJob } from '../jobs/client';
import type { AppDeps } from '../types';

/**
 * One job per time a publication should be looked at: when it falls due, after a reschedule, a
 * retry, a rate limit or a hand-back, and when its lease ran out with its run (lapsed-leases.ts).
 * A job that finds nothing to do (canceled, moved later, already published, held by a live
 * worker) ends quietly; the publication's row, not the job, is the record.
 */
export const publishJob = defineJob({
  name: 'publish-publication',
  // `lease`: the lease a follow-up job of an earlier version looked after; no longer read.
  payload: z.object({ publicationId: z.string(), lease: z.string().optional() }),
  // Only a backstop: a worker that vanished is replaced soon after its lease runs out (by the
  // lapsed-lease look), long before pg-boss notices this expiry of its job (and it aborts a run
  // this long, which hands the rest back).
  expireInSeconds: 120,
  // A job whose run failed unexpectedly (the database, a bug) is tried again.
  retryLimit: 50,
  retryDelay: 15,
});

export const queuePublication = (deps: AppDeps, publicationId: string, startAfter?: Date) =>
  deps.jobs.send(publishJob, { publicationId }, { startAfter });

/**
 * Looks for publications whose lease ran out with no run left to renew it (its worker died), and
 * queues each to be taken up. Every process that publishes queues one look a time slot under the
 * slot's key (`lapsedLeasesWorker`), so one look runs a slot whichever processes live; a look
 * killed mid-way holds up no other. (`take-up-lapsed-leases`, its earlier queue, held a chain that
 * a look killed mid-way stopped until the queue expired it.)
 */
export const lapsedLeasesJob = defineJob({
  name: 'look-for-lapsed-leases',
  payload: z.object({}),
  expireInSeconds: 60,
  retryDelay: 1,
});

/** Queues a publishing job for each publication, in one statement. */
export const queuePublications = (deps: AppDeps, publicationIds: string[]) =>
  deps.jobs.sendMany(
    publishJob,
    publicationIds.map((publicationId) => ({ payload: { publicationId } })),
  );

/**
 * Gives rows saved before duplicate hashes were kept their hash (`fillDuplicateHashes`). Each
 * process that publishes queues one at its start; the queue keeps at most one waiting and one
 * running, and one that finds every row hashed ends at once.
 */
export const fillDuplicateHashesJob = defineJob({
  name: 'fill-duplicate-hashes',
  payload: z.object({}),
  policy: 'stately',
  expireInSeconds: 3_600,
});

export const queueDuplicateHashFill = (deps: AppDeps) => deps.jobs.send(fillDuplicateHashesJob, {});
